"""What the spec keeps of the Qt that PyInstaller collects, on each platform."""

import pytest
import qt_trim

KEPT = [
    "PySide6/Qt/lib/libQt6Core.so.6",
    "PySide6/Qt/lib/libQt6Gui.so.6",
    "PySide6/Qt/lib/libQt6Svg.so.6",
    "PySide6/Qt/plugins/platforms/libqxcb.so",
    "PySide6/Qt/plugins/platforms/libqoffscreen.so",
    "PySide6/Qt/plugins/imageformats/libqsvg.so",
    "PySide6/Qt/plugins/iconengines/libqsvgicon.so",
    "PySide6/Qt/plugins/xcbglintegrations/libqxcb-glx-integration.so",
    "PySide6/QtWidgets.abi3.so",
    "PySide6/Qt6Core.dll",
    "PySide6/plugins/platforms/qwindows.dll",
    "PySide6/plugins/imageformats/qsvg.dll",
    "PySide6/QtGui.pyd",
    "PySide6/Qt/lib/QtGui.framework/Versions/A/QtGui",
    "PySide6/Qt/plugins/platforms/libqcocoa.dylib",
    "acesup_qt/resources/icons/acesup-qt.svg",
    # Its local sockets: a later start hands over to the game running.
    "PySide6/Qt/lib/libQt6Network.so.6",
    "PySide6/QtNetwork.abi3.so",
    "PySide6/Qt6Network.dll",
    "PySide6/QtNetwork.pyd",
    "PySide6/Qt/lib/QtNetwork.framework/Versions/A/QtNetwork",
]
DROPPED = [
    "PySide6/Qt/lib/libQt6Qml.so.6",
    "PySide6/Qt/lib/libQt6QuickControls2.so.6",
    "PySide6/Qt/lib/libQt6Pdf.so.6",
    "PySide6/Qt/plugins/tls/libqopensslbackend.so",
    "PySide6/Qt/plugins/networkinformation/libqnetworkmanager.so",
    "PySide6/Qt/lib/libQt6QmlNetwork.so.6",
    "PySide6/Qt/plugins/platformthemes/libqgtk3.so",
    "PySide6/Qt/plugins/platforms/libqeglfs.so",
    "PySide6/Qt/plugins/platforms/libqwayland.so",
    "PySide6/Qt/plugins/imageformats/libqgif.so",
    "PySide6/Qt/plugins/imageformats/libqpdf.so",
    "PySide6/Qt/translations/qtbase_de.qm",
    "PySide6/plugins/imageformats/qjpeg.dll",
    "PySide6/translations/qt_fr.qm",
    "PySide6/Qt/lib/QtQml.framework/Resources/Info.plist",
]


@pytest.mark.parametrize("dest", KEPT)
def test_parts_the_game_uses_stay(dest):
    assert not qt_trim.is_unused_qt_part(dest)


@pytest.mark.parametrize("dest", DROPPED)
def test_parts_the_game_never_loads_go(dest):
    assert qt_trim.is_unused_qt_part(dest)


def test_on_linux_system_libraries_and_orphans_go():
    binaries = [
        ("PySide6/QtGui.abi3.so", "/src/QtGui.abi3.so", "EXTENSION"),
        ("PySide6/Qt/lib/libQt6Gui.so.6", "/src/libQt6Gui.so.6", "BINARY"),
        ("PySide6/Qt/lib/libicuuc.so.73", "/src/libicuuc.so.73", "BINARY"),
        ("PySide6/Qt/plugins/platformthemes/libqgtk3.so", "/src/libqgtk3.so", "BINARY"),
        ("libcairo.so.2", "/usr/lib/libcairo.so.2", "BINARY"),
        ("libfontconfig.so.1", "/usr/lib/libfontconfig.so.1", "BINARY"),
        ("libpython3.11.so.1.0", "/usr/lib/libpython3.11.so.1.0", "BINARY"),
    ]
    links = {
        "/src/QtGui.abi3.so": ["libQt6Gui.so.6"],
        "/src/libQt6Gui.so.6": ["libicuuc.so.73", "libfontconfig.so.1"],
        "/src/libqgtk3.so": ["libcairo.so.2", "libQt6Gui.so.6"],
    }
    kept, datas, dropped = qt_trim.trim(
        binaries, [], platform="linux", imports_of=lambda path: links.get(path, [])
    )
    assert [dest for dest, _, _ in kept] == [
        "PySide6/QtGui.abi3.so",
        "PySide6/Qt/lib/libQt6Gui.so.6",
        "PySide6/Qt/lib/libicuuc.so.73",
        "libpython3.11.so.1.0",
    ]
    assert set(dropped) == {
        "PySide6/Qt/plugins/platformthemes/libqgtk3.so",  # unused plugin
        "libcairo.so.2",  # only the gtk3 theme linked it
        "libfontconfig.so.1",  # the system's, a dependency of the .deb
    }
    assert datas == []


def test_elsewhere_only_the_named_parts_go():
    binaries = [
        ("PySide6/Qt6Gui.dll", "C:/src/Qt6Gui.dll", "BINARY"),
        ("PySide6/Qt6Qml.dll", "C:/src/Qt6Qml.dll", "BINARY"),
        ("libcairo-2.dll", "C:/src/libcairo-2.dll", "BINARY"),
    ]
    kept, _, dropped = qt_trim.trim(binaries, [], platform="win32", imports_of=lambda _: [])
    assert [dest for dest, _, _ in kept] == ["PySide6/Qt6Gui.dll", "libcairo-2.dll"]
    assert dropped == ["PySide6/Qt6Qml.dll"]


@pytest.mark.parametrize("name", ["libgssapi_krb5.so.2", "libkrb5.so.3", "libk5crypto.so.3"])
def test_on_linux_the_kerberos_qtnetwork_links_is_the_systems(name):
    assert qt_trim.LINUX_SYSTEM_LIBRARIES.match(name)
