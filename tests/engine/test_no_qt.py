"""The engine is pure Python: importing it loads no Qt."""

import subprocess
import sys


def test_importing_the_engine_and_cli_loads_no_pyside6():
    code = (
        "import sys, acesup_qt.engine, acesup_qt.cli, acesup_qt.engine.strategy;"
        "loaded = [m for m in sys.modules if m.startswith(('PySide6', 'shiboken6'))];"
        "print(loaded)"
    )
    result = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, check=True
    )
    assert result.stdout.strip() == "[]"
