"""Regenerates the golden outputs: runs every program under programs/ with real PyTorch and records its stdout.

Run it with a Python that has PyTorch (on Debian: apt-get install python3-torch, then /usr/bin/python3):
    /usr/bin/python3 test/goldens/generate.py
Tests never need PyTorch: they compare the engine's output against the files this writes.
"""
import pathlib
import subprocess
import sys

HERE = pathlib.Path(__file__).resolve().parent


def main():
    try:
        import torch  # noqa: F401
    except ImportError:
        sys.exit("generate.py needs real PyTorch; run it with Debian's /usr/bin/python3 after "
                 "`apt-get install python3-torch`")
    out_dir = HERE / "expected"
    out_dir.mkdir(exist_ok=True)
    for program in sorted((HERE / "programs").glob("*.py")):
        result = subprocess.run([sys.executable, str(program)], capture_output=True, text=True, cwd=HERE)
        if result.returncode != 0:
            sys.exit(f"{program.name} failed under PyTorch:\n{result.stderr}")
        (out_dir / (program.stem + ".out")).write_text(result.stdout)
        print(f"{program.stem}: {len(result.stdout.splitlines())} lines")


if __name__ == "__main__":
    main()
