# Two entry points for a fresh machine: `make play` and `make test`.
PYTHON ?= python3
VENV   := .venv
PY     := $(VENV)/bin/python
STAMP  := $(VENV)/.installed

.PHONY: play test venv bench exe clean

$(STAMP): pyproject.toml
	$(PYTHON) -m venv $(VENV)
	$(PY) -m pip install --quiet --upgrade pip
	$(PY) -m pip install --quiet -e '.[test]'
	touch $(STAMP)

venv: $(STAMP)

play: $(STAMP)
	$(PY) -m briscola_gui

test: $(STAMP)
	SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy $(PY) -m pytest

bench: $(STAMP)
	$(PY) build/bench_engine.py

exe: $(STAMP)
	$(PY) -m pip install --quiet -e '.[build]'
	build/build_exe.sh

clean:
	rm -rf $(VENV) build/pyinstaller dist
