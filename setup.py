"""Isleforge's build: pyproject.toml holds the whole configuration; this file only adds the compiled engine.

The engine's hot modules (`COMPILED`) can be compiled with Cython into extension modules (issue 12). It is
an opt-in step (issue 31): the compile takes about 5 CPU-minutes for a 1.15-1.6x faster engine, so a default
`pip install .` installs the pure-Python engine in seconds, and `ISLEFORGE_COMPILE=1 pip install -v .`
compiles, in parallel on every core, with one progress line per module. Where Cython, a C compiler or the
Python headers are missing, or a module does not compile, the install goes on with the pure-Python modules,
which are always installed beside the extensions and are the fallback, and says so in one line.
`ISLEFORGE_PURE_PYTHON=1` skips compilation even when it is asked for. The build writes
`engine/_compiled.json`, the SHA-256 of every compiled module's source, which `engine/_compiled.py` reads
so that an edited source is never shadowed by its stale extension (docs/architecture.md, "The compiled
engine"). An editable install (`pip install -e .`) compiles again only the modules whose source changed.
"""

from __future__ import annotations

import hashlib
import json
import os
import re
import sys
import tempfile
from pathlib import Path

from setuptools import Extension, setup
from setuptools.command.build_ext import build_ext

ROOT = Path(__file__).resolve().parent
# Packages whose modules are compiled, every module but `__init__` and those in `NOT_COMPILED`.
COMPILED = ("engine/core", "engine/bots", "engine/rulesets/isles_of_terror", "engine/rulesets/island_clash")
# Modules read once per run or per report, not per decision: compiling them gains nothing and costs build time.
NOT_COMPILED = {
    f"engine/{module}.py" for module in (
        "core/carry", "core/errors", "core/protocols", "core/registry", "core/ruleset", "core/saved",
        "rulesets/isles_of_terror/carry", "rulesets/isles_of_terror/coverage", "rulesets/isles_of_terror/prose",
        "rulesets/isles_of_terror/report", "rulesets/isles_of_terror/report_team", "rulesets/isles_of_terror/ruleset",
        "rulesets/isles_of_terror/clone_source",  # writes clones.py, run by hand
        "rulesets/isles_of_terror/summary", "rulesets/isles_of_terror/text",
        "rulesets/isles_of_terror/model", "rulesets/isles_of_terror/resolve",  # from engine/content (issue 26)
        "rulesets/island_clash/checks", "rulesets/island_clash/content", "rulesets/island_clash/model",
        "rulesets/island_clash/prose", "rulesets/island_clash/report", "rulesets/island_clash/ruleset",
        "rulesets/island_clash/summary",
    )
}
# annotation_typing=False: Cython 3 would otherwise enforce some annotations (`x: list` rejects a tuple),
# and a compiled module must behave exactly as its source. binding=True: functions that pickle, introspect
# and bind as methods like Python's.
DIRECTIVES = {"language_level": 3, "binding": True, "annotation_typing": False}
MANIFEST = "_compiled.json"  # in the `engine` package, beside the extensions
PURE_ENV = "ISLEFORGE_PURE_PYTHON"
COMPILE_ENV = "ISLEFORGE_COMPILE"  # the opt-in: set (not empty, not 0) during the install to compile


def compiled_sources() -> list[Path]:
    """The sources compiled, relative to the repository root, in a fixed order."""
    sources = []
    for package in COMPILED:
        for path in sorted((ROOT / package).glob("*.py")):
            relative = path.relative_to(ROOT)
            if path.name != "__init__.py" and relative.as_posix() not in NOT_COMPILED:
                sources.append(relative)
    return sources


def say(line: str) -> None:
    """One line on stderr, which pip shows (with -v for a successful build)."""
    print(f"isleforge: {line}", file=sys.stderr, flush=True)


class OptionalBuildExt(build_ext):
    """Compile what can be compiled; never fail the install for it."""

    def finalize_options(self):
        super().finalize_options()
        if self.parallel is None:
            self.parallel = os.cpu_count() or 1

    def run(self):
        modules = {ext.name: Path(ext.sources[0]) for ext in self.extensions}
        # the digests of the sources as Cython reads them now: an edit during the build leaves its module stale
        self.digests = {name: _sha256(ROOT / source) for name, source in modules.items()}
        self.failed: set[str] = set()
        reused = self._still_current(modules) if self._in_place() else {}
        self.extensions = [ext for ext in self.extensions if ext.name not in reused]
        reason = self._why_not_compiled() if self.extensions else None
        if reason is None and self.extensions:
            say(f"translating {len(self.extensions)} engine modules to C with Cython, then compiling them"
                f" on {self.parallel} cores ({COMPILE_ENV} is set)")
            reason = self._cythonize()
        if reason is not None:
            say(f"the engine is not compiled ({reason}); it runs as pure Python")
            self.extensions, reused = [], {}
        super().run()
        self.extensions = [ext for ext in self.extensions if ext.name not in self.failed]
        built = {ext.name: modules[ext.name] for ext in self.extensions}
        self._write_manifest({**reused, **built})
        if reason is None:
            say(f"compiled {len(built)} engine modules with Cython"
                + (f", {len(reused)} unchanged since the last build" if reused else "")
                + (f"; these run as pure Python: {', '.join(sorted(self.failed))}" if self.failed else ""))

    def _in_place(self) -> bool:
        return bool(self.inplace or getattr(self, "editable_mode", False))

    def _cythonize(self) -> str | None:
        """Turn the extensions' Python sources into C; a module Cython rejects stays Python alone. The reason
        when nothing can be compiled."""
        try:
            from Cython.Build import cythonize
        except ImportError:
            return "Cython is not installed"
        # The C files are kept between builds (an editable install builds in a new temporary folder each
        # time), in a folder per Cython version and directives, so only edited modules are redone.
        key = hashlib.sha256(json.dumps([_cython_version(), DIRECTIVES], sort_keys=True).encode()).hexdigest()
        options = {"compiler_directives": DIRECTIVES, "quiet": True,
                   "build_dir": str(ROOT / "build" / f"cython-{key[:12]}")}
        try:
            generated = cythonize(self.extensions, nthreads=self.parallel if self.parallel > 1 else 0, **options)
        except Exception:  # find the module(s) Cython rejects, one by one (the others' C files are kept)
            generated = []
            for ext in self.extensions:
                try:
                    generated += cythonize([ext], **options)
                except Exception as error:
                    say(f"{ext.name} is not compiled: Cython failed: {error}")
                    self.failed.add(ext.name)
        c_sources = {ext.name: ext.sources for ext in generated}
        self.extensions = [ext for ext in self.extensions if ext.name in c_sources]
        for ext in self.extensions:  # setuptools finalised these: keep them, with their C sources
            ext.sources = c_sources[ext.name]
        return None if self.extensions else "Cython failed on every module"

    def _still_current(self, modules: dict[str, Path]) -> dict[str, Path]:
        """Editable install: the modules whose extension beside the source is the build of that very source,
        with this Cython and these directives (the manifest says so), need no new build."""
        if os.environ.get(PURE_ENV, "") not in ("", "0") or os.environ.get(COMPILE_ENV, "") in ("", "0"):
            return {}
        try:
            old = json.loads((ROOT / "engine" / MANIFEST).read_text())
        except (OSError, ValueError):
            return {}
        if old.get("cython") != _cython_version() or old.get("directives") != DIRECTIVES:
            return {}
        return {name: source for name, source in modules.items()
                if old["modules"].get(name) == _sha256(ROOT / source)
                and (ROOT / self.get_ext_filename(name)).is_file()}

    def copy_extensions_to_source(self):  # an editable install: only what was built
        self.extensions = [ext for ext in self.extensions if ext.name not in self.failed]
        super().copy_extensions_to_source()

    def build_extension(self, ext):
        self.started = getattr(self, "started", 0) + 1  # the progress a designer sees under `pip install -v`
        say(f"compiling {ext.name} ({self.started} of {len(self.extensions)})")
        try:
            super().build_extension(ext)
        except Exception as error:  # this module stays pure Python; the others are compiled
            say(f"{ext.name} is not compiled: {error}")
            self.failed.add(ext.name)

    def _why_not_compiled(self) -> str | None:
        if os.environ.get(PURE_ENV, "") not in ("", "0"):
            return f"{PURE_ENV} is set"
        if os.environ.get(COMPILE_ENV, "") in ("", "0"):
            return f"{COMPILE_ENV}=1 was not set for the install"
        try:
            import Cython  # noqa: F401
        except ImportError:
            return "Cython is not installed"
        return self._compiler_problem()

    def _compiler_problem(self) -> str | None:
        """Compile and link a tiny extension source: no compiler, no Python headers, no linker show here."""
        from setuptools._distutils.ccompiler import new_compiler
        from setuptools._distutils.sysconfig import customize_compiler, get_python_inc

        compiler = new_compiler(compiler=self.compiler, force=True)
        customize_compiler(compiler)
        with tempfile.TemporaryDirectory() as folder:
            probe = Path(folder) / "probe.c"
            probe.write_text("#include <Python.h>\nint isleforge_probe(void) { return Py_IsInitialized(); }\n")
            try:
                objects = compiler.compile([str(probe)], output_dir=folder, include_dirs=[get_python_inc()])
                compiler.link_shared_object(objects, str(Path(folder) / "probe.so"))
            except Exception as error:
                return f"no working C compiler with the Python headers: {str(error).strip() or type(error).__name__}"
        return None

    def _write_manifest(self, built: dict[str, Path]) -> None:
        """`engine/_compiled.json` in the build and, for an editable install, beside the sources too."""
        manifest = {"cython": _cython_version(), "directives": DIRECTIVES,
                    "modules": {name: self.digests[name] for name in sorted(built)}}
        text = json.dumps(manifest, indent=1, sort_keys=True) + "\n"
        folders = {Path(self.build_lib) / "engine"}
        if self._in_place():
            folders.add(ROOT / "engine")
        for folder in folders:
            folder.mkdir(parents=True, exist_ok=True)
            (folder / MANIFEST).write_text(text)


def _sha256(path: Path) -> str:
    """The digest of a module's source, with its `.pxd` (C types for the compiled build) when it has one and
    the `.pxd` of every module that one cimports (an extension type's fields: its layout is compiled into the
    modules that read them) (`engine/_compiled.py` computes the same)."""
    types = path.with_suffix(".pxd")
    data = path.read_bytes()
    if types.is_file():
        data += types.read_bytes()
        for name in cimported(types.read_text(encoding="utf-8")):
            data += (ROOT / Path(*name.split("."))).with_suffix(".pxd").read_bytes()
    return hashlib.sha256(data).hexdigest()


def cimported(types: str) -> list[str]:
    """The engine modules a `.pxd` cimports (`from engine.x.y cimport Name`), in the order written."""
    return re.findall(r"^\s*from\s+(engine(?:\.\w+)+)\s+cimport\b", types, re.MULTILINE)


def _cython_version() -> str | None:
    try:
        import Cython
    except ImportError:
        return None
    return Cython.__version__


def extensions() -> list[Extension]:
    return [Extension(source.with_suffix("").as_posix().replace("/", "."), [source.as_posix()])
            for source in compiled_sources()]


setup(ext_modules=extensions(), cmdclass={"build_ext": OptionalBuildExt})
