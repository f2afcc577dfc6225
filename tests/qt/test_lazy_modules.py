"""Modules the start imports for nothing load only if something uses them."""

from __future__ import annotations

from .own_process import player_folders, run_python
from .watched_start import watched_start

# The game as ``acesup-qt`` starts it, saying at its first frame which of the
# modules it imports for nothing have run, and whether one still runs on use.
# (Nothing of the game or PySide is imported before it starts: the window's
# ``show`` is watched from the moment its module loads.)
WATCH = watched_start(
    """
    from acesup_qt import lazy_modules
    print(sorted(name for name in lazy_modules.UNUSED if lazy_modules.deferred(name)))
    print(sorted(set(lazy_modules.UNUSED) - loaded_before))
    print(sys.meta_path.count(lazy_modules._FINDER))
    import logging  # made lazy at the start, used now: it runs, whole
    logging.getLogger("acesup").warning("logged")
    print(lazy_modules.deferred("logging"), flush=True)
    window.close()
    """,
    wait_ms=200,
    # Python's own start may have loaded some already (a .pth file of site-packages).
    setup='loaded_before = {"logging", "tempfile", "ipaddress"} & set(sys.modules)',
    entry="launch",
    as_it_loads=True,
)


def test_the_start_runs_none_of_the_modules_it_imports_for_nothing_yet_they_work(tmp_path):
    result = run_python("-c", WATCH, "--deal", "8", **player_folders(tmp_path))
    assert result.returncode == 0, result.stderr
    deferred, not_loaded_before, finders, logging_deferred = result.stdout.splitlines()
    assert "logging" in deferred  # PySide imports it for its stub generator alone
    assert deferred == not_loaded_before  # each imported by the start, and none run
    assert finders == "0"  # after the first frame, imports go the usual way
    assert logging_deferred == "False"
    assert "logged" in result.stderr


# Without PySide: once loaded, its import hook reads from every module as it
# is imported, which runs a lazy one at once.
DEFER_AND_STOP = """
import sys
from acesup_qt import lazy_modules
for name in ("ipaddress", "colorsys"):
    sys.modules.pop(name, None)
lazy_modules.defer()
lazy_modules.defer()  # twice is once
print(sys.meta_path.count(lazy_modules._FINDER))
import ipaddress, colorsys
print(lazy_modules.deferred("ipaddress"), lazy_modules.deferred("colorsys"))
print(ipaddress.ip_address("192.0.2.1").version)  # runs on first use
print(lazy_modules.deferred("ipaddress"))
lazy_modules.stop()
lazy_modules.stop()
print(sys.meta_path.count(lazy_modules._FINDER))
sys.modules.pop("logging", None)
import logging
print(lazy_modules.deferred("logging"))
"""


def test_deferring_makes_a_first_import_lazy_and_stopping_ends_it():
    result = run_python("-c", DEFER_AND_STOP)
    assert result.returncode == 0, result.stderr
    assert result.stdout.splitlines() == ["1", "True False", "4", "False", "0", "False"]
