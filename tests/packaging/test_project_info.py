"""Name and version for the installers come from pyproject.toml."""

import project_info

import acesup_qt


def test_version_is_the_packages_version():
    info = project_info.read()
    assert info["version"] == acesup_qt.__version__
    assert info["name"] == "acesup-qt"


def test_app_id_names_the_linux_desktop_files():
    app_id = project_info.read()["app_id"]
    linux = project_info.ROOT / "packaging" / "linux"
    assert (linux / f"{app_id}.desktop").is_file()
    metainfo = (linux / f"{app_id}.metainfo.xml").read_text(encoding="utf-8")
    assert f"<id>{app_id}</id>" in metainfo
    assert f'<release version="{acesup_qt.__version__}"' in metainfo
