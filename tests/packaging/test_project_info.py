"""Name and version for the installers come from pyproject.toml."""

import project_info

import acesup_qt


def test_version_is_the_packages_version():
    info = project_info.read()
    assert info["version"] == acesup_qt.__version__
    assert info["name"] == "acesup-qt"


def test_the_command_line_is_the_script_that_runs_the_cli():
    # The bundle names its command line so: the README's commands work installed too.
    assert project_info.read()["command_line"] == "acesup"


def test_app_id_names_the_linux_desktop_files():
    app_id = project_info.read()["app_id"]
    linux = project_info.ROOT / "packaging" / "linux"
    assert (linux / f"{app_id}.desktop").is_file()
    metainfo = (linux / f"{app_id}.metainfo.xml").read_text(encoding="utf-8")
    assert f"<id>{app_id}</id>" in metainfo
    assert f'<release version="{acesup_qt.__version__}"' in metainfo


def test_pyside_is_bounded_above_on_every_python_and_the_running_one_is_allowed():
    # The game patches PySide's private internals (quick_enums, pyside_code_cache):
    # a release no one tried must not reach a player by an upgrade.
    import tomllib
    from importlib.metadata import version

    from packaging.requirements import Requirement

    text = (project_info.ROOT / "pyproject.toml").read_text(encoding="utf-8")
    wanted = [Requirement(line) for line in tomllib.loads(text)["project"]["dependencies"]]
    pyside = [req for req in wanted if req.name == "PySide6-Essentials"]
    assert {str(req.marker) for req in pyside} == {
        'python_version < "3.12"',
        'python_version >= "3.12"',
    }
    for req in pyside:
        assert any(spec.operator == "<" for spec in req.specifier), req
        assert not req.specifier.contains("6.13.0"), req
    running = version("PySide6-Essentials")
    assert any(req.specifier.contains(running) for req in pyside if req.marker.evaluate())
