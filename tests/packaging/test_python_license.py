"""The installers take Python's license from the Python that builds them, or refuse to build."""

import pytest
import python_license

LICENSE = "A. HISTORY OF THE SOFTWARE\n...\nPYTHON SOFTWARE FOUNDATION LICENSE VERSION 2\n...\n"


def test_found_in_the_standard_library_as_linux_and_macos_builds_keep_it(tmp_path):
    stdlib = tmp_path / "lib" / "python3.11"
    stdlib.mkdir(parents=True)
    (stdlib / "LICENSE.txt").write_text(LICENSE)
    assert python_license.find(stdlib, environ={}) == stdlib / "LICENSE.txt"


def test_found_one_folder_up_as_windows_keeps_it(tmp_path):
    stdlib = tmp_path / "Lib"
    stdlib.mkdir()
    (tmp_path / "LICENSE.txt").write_text(LICENSE)
    assert python_license.find(stdlib, environ={}) == tmp_path / "LICENSE.txt"


def test_a_python_without_it_stops_the_build_saying_where_it_looked(tmp_path):
    stdlib = tmp_path / "lib" / "python3.11"
    stdlib.mkdir(parents=True)
    with pytest.raises(python_license.LicenseNotFoundError) as error:
        python_license.find(stdlib, environ={})
    message = str(error.value)
    assert str(stdlib / "LICENSE.txt") in message
    assert str(tmp_path / "lib" / "LICENSE.txt") in message
    assert python_license.OVERRIDE in message  # and what to do


def test_a_file_that_is_not_pythons_license_is_refused(tmp_path):
    stdlib = tmp_path / "lib"
    stdlib.mkdir()
    (stdlib / "LICENSE").write_text("MIT License\n")
    with pytest.raises(python_license.LicenseNotFoundError, match="is not Python's license"):
        python_license.find(stdlib, environ={})


def test_the_file_may_be_named_instead(tmp_path):
    named = tmp_path / "python-3.11-LICENSE.txt"
    named.write_text(LICENSE)
    environ = {python_license.OVERRIDE: str(named)}
    assert python_license.find(tmp_path / "no-such-lib", environ=environ) == named
