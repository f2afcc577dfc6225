"""Trim what PyInstaller collected for Qt down to what the game uses.

PyInstaller's PySide6 hooks collect every plugin a Qt Widgets program might
load, and with them whatever system libraries those plugins link (GTK for the
gtk3 theme, OpenSSL and Kerberos for the TLS backends, ...). The game draws
with Qt Widgets on X11 (Wayland sessions run it through XWayland), reads PNG
and SVG, and ships no Qt translations; everything else goes.

``acesup.spec`` calls :func:`trim` on the analysis' binaries and datas. The
rules are plain lists so a new Qt part the game starts to use is one line.
"""

from __future__ import annotations

import re
import sys
from collections.abc import Callable, Iterable
from pathlib import PurePath

# A TOC entry as PyInstaller 6 keeps it: (destination name, source path, type code).
Entry = tuple[str, str, str]

# Qt libraries (any platform's spelling: libQt6Qml.so.6, Qt6Qml.dll,
# QtQml.framework/...) and PySide6 modules the game never imports. QtNetwork
# stays, for its local sockets only (a later start hands over to the game
# running: acesup_qt/hand_over.py); its TLS and network-information plugins go.
UNUSED_QT_MODULES = (
    "Qml",
    "Quick",
    "Pdf",
    "VirtualKeyboard",
    "Designer",
    "Labs",
    "Lottie",
    "ShaderTools",
    "WaylandClient",
    "WlShellIntegration",
    "EglFSDeviceIntegration",
    "EglFsKmsSupport",
    "EglFsKmsGbmSupport",
    "OpenGLWidgets",
    "PrintSupport",
    "Sql",
)

# Plugin folders dropped whole: no networking, no QML, no printing, no
# framebuffer or evdev back ends, no native Wayland (XWayland serves).
UNUSED_PLUGIN_FOLDERS = (
    "designer",
    "egldeviceintegrations",
    "generic",
    "networkinformation",
    "platformthemes",
    "printsupport",
    "qmltooling",
    "sqldrivers",
    "tls",
    "vectorimageformats",
    "wayland-decoration-client",
    "wayland-graphics-integration-client",
    "wayland-graphics-integration-server",
    "wayland-shell-integration",
)

# Within the folders that stay, only these plugins stay (matched on the
# plugin's base name without lib prefix and suffix).
KEPT_PLUGINS = {
    # xcb draws on X11, offscreen runs the self-test and the tests, windows and
    # cocoa are the other platforms' only back ends.
    "platforms": {"qxcb", "qoffscreen", "qwindows", "qcocoa", "qdirect2d"},
    # PNG is built into QtGui; SVG is the card art and the icon.
    "imageformats": {"qsvg"},
    "iconengines": {"qsvgicon"},
    "platforminputcontexts": {
        "composeplatforminputcontextplugin",
        "ibusplatforminputcontextplugin",
    },
}

# Linux libraries the .deb takes from the system instead (it depends on their
# packages): the X11/xcb client stack, fonts, GLib/D-Bus, the C++ runtime, and
# the Kerberos libraries QtNetwork links (libgssapi-krb5-2, on every desktop).
# Copies built elsewhere clash with the system's graphics and font setup.
LINUX_SYSTEM_LIBRARIES = re.compile(
    r"lib(X11|X11-xcb|Xau|Xdmcp|Xext|Xrender|xcb-[a-z-]+|xkbcommon(-x11)?|fontconfig|freetype"
    r"|harfbuzz|graphite2|brotli[a-z]*|png16|expat|glib-2\.0|gobject-2\.0|gthread-2\.0"
    r"|gmodule-2\.0|gio-2\.0|pcre2-8|dbus-1|systemd|gcrypt|gpg-error|lz4|zstd|cap|bsd|md"
    r"|stdc\+\+|gcc_s|z|bz2|lzma|ffi|uuid|mount|blkid|selinux"
    r"|gssapi_krb5|krb5|k5crypto|com_err|krb5support|keyutils|resolv)\.so(\.[0-9.]+)?$"
)


def _qt_module_of(name: str) -> str | None:
    """The Qt module a library or PySide6 module file belongs to, if it is one."""
    base = PurePath(name).name
    match = re.match(
        r"^(?:lib)?Qt6?([A-Za-z0-9]+?)(?:\.abi3)?(?:\.so.*|\.dll|\.pyd|\.dylib)?$", base
    )
    if match is None:
        framework = re.search(r"Qt([A-Za-z0-9]+)\.framework", name)
        return framework.group(1) if framework else None
    return match.group(1)


def is_unused_qt_part(dest: str) -> bool:
    """True for a collected file (binary or data) that the game never loads."""
    path = dest.replace("\\", "/")
    parts = path.split("/")
    if "translations" in parts and any(part.startswith(("PySide6", "Qt")) for part in parts):
        return True  # Qt's own translations: the game ships none of its own yet
    if "qml" in parts or "metatypes" in parts:
        return True
    if "plugins" in parts:
        index = parts.index("plugins")
        folder = parts[index + 1] if index + 1 < len(parts) else ""
        if folder in UNUSED_PLUGIN_FOLDERS:
            return True
        if folder in KEPT_PLUGINS and index + 2 < len(parts):
            plugin = re.sub(r"^lib|\.(so|dll|dylib)$", "", parts[-1])
            return plugin not in KEPT_PLUGINS[folder]
        return False
    module = _qt_module_of(path)
    return module is not None and module.startswith(UNUSED_QT_MODULES)


def _reachable(kept: list[Entry], imports_of: Callable[[str], Iterable[str]]) -> set[str]:
    """Base names of the kept libraries that something kept links to, transitively."""
    by_name = {PurePath(dest).name: (dest, src, code) for dest, src, code in kept}
    roots = [
        (dest, src)
        for dest, src, code in kept
        if code == "EXTENSION"
        or "/plugins/" in dest.replace("\\", "/")
        or PurePath(dest).name.startswith(("libpython", "python3"))
    ]
    seen: set[str] = set()
    todo = [src for _, src in roots]
    while todo:
        for needed in imports_of(todo.pop()):
            name = PurePath(needed).name
            if name in by_name and name not in seen:
                seen.add(name)
                todo.append(by_name[name][1])
    return seen


def trim(
    binaries: list[Entry],
    datas: list[Entry],
    platform: str = sys.platform,
    imports_of: Callable[[str], Iterable[str]] | None = None,
) -> tuple[list[Entry], list[Entry], list[str]]:
    """Return (binaries, datas, dropped names) without the unused Qt parts.

    On Linux it also drops the system libraries listed above and then every
    shared library that no kept extension module, plugin or Python links to
    any more (the dependencies of the plugins that went).
    """
    dropped = [dest for dest, _, _ in binaries + datas if is_unused_qt_part(dest)]
    kept_binaries = [entry for entry in binaries if not is_unused_qt_part(entry[0])]
    kept_datas = [entry for entry in datas if not is_unused_qt_part(entry[0])]
    if platform.startswith("linux"):
        system = [e for e in kept_binaries if LINUX_SYSTEM_LIBRARIES.match(PurePath(e[0]).name)]
        dropped += [dest for dest, _, _ in system]
        kept_binaries = [e for e in kept_binaries if e not in system]
        if imports_of is None:
            from PyInstaller.depend.bindepend import get_imports  # type: ignore[import-untyped]

            def imports_of(path: str) -> Iterable[str]:
                return [name for name, _ in get_imports(path)]

        linked = _reachable(kept_binaries, imports_of)
        orphans = [
            entry
            for entry in kept_binaries
            if entry[2] == "BINARY"
            and "/plugins/" not in entry[0].replace("\\", "/")
            and ".so" in entry[0]
            and not PurePath(entry[0]).name.startswith("libpython")
            and PurePath(entry[0]).name not in linked
        ]
        dropped += [dest for dest, _, _ in orphans]
        kept_binaries = [e for e in kept_binaries if e not in orphans]
    return kept_binaries, kept_datas, dropped
