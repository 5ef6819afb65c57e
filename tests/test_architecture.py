"""The shape of the package: no import cycles between modules (imports inside
functions count) and no module over MAX_LINES lines.

The graph is built with ast from the source, so an import hidden in a function
body is an edge like any other. ``PENDING`` lists packages whose cycles are
being removed in parallel work; the lead empties it when they are done.
"""
from __future__ import annotations

import ast
from pathlib import Path

PACKAGE = Path(__file__).resolve().parent.parent / "briscola_gui"
ROOT = "briscola_gui"
MAX_LINES = 500
PENDING: tuple[str, ...] = ()     # packages whose cycles are still being removed (none)


def module_name(path: Path) -> str:
    parts = list(path.relative_to(PACKAGE.parent).with_suffix("").parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


def modules() -> dict[str, Path]:
    return {module_name(p): p for p in sorted(PACKAGE.rglob("*.py"))}


def resolve(importer: str, is_package: bool, node: ast.ImportFrom) -> str:
    if not node.level:
        return node.module or ""
    base = importer.split(".")
    base = base if is_package else base[:-1]
    base = base[:len(base) - (node.level - 1)]
    return ".".join(base + ([node.module] if node.module else []))


def imports_of(name: str, path: Path, known: dict[str, Path]) -> set[str]:
    """The package's modules that ``name`` imports, anywhere in its body."""
    tree = ast.parse(path.read_text(encoding="utf-8"), str(path))
    out: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            targets = [alias.name for alias in node.names]
        elif isinstance(node, ast.ImportFrom):
            base = resolve(name, path.name == "__init__.py", node)
            targets = [f"{base}.{alias.name}" if f"{base}.{alias.name}" in known else base
                       for alias in node.names]
        else:
            continue
        for target in targets:
            while target and target not in known:      # "pkg.mod.func" -> "pkg.mod"
                target = target.rpartition(".")[0]
            if target.startswith(ROOT) and target != name:
                out.add(target)
    return out


def import_graph() -> dict[str, set[str]]:
    """Module -> the package modules it imports. A package's ``__init__`` that re-exports
    its own modules is not counted as imported by them (Python runs it first, but that
    is how a package presents its interface, not a dependency between modules)."""
    known = modules()
    return {name: imports_of(name, path, known) for name, path in known.items()}


def cycles(graph: dict[str, set[str]]) -> list[list[str]]:
    """Strongly connected components with more than one module (Tarjan)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    found: list[list[str]] = []
    counter = [0]

    def visit(v: str) -> None:
        index[v] = low[v] = counter[0]
        counter[0] += 1
        stack.append(v)
        on_stack.add(v)
        for w in sorted(graph.get(v, ())):
            if w not in index:
                visit(w)
                low[v] = min(low[v], low[w])
            elif w in on_stack:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            component = []
            while True:
                w = stack.pop()
                on_stack.discard(w)
                component.append(w)
                if w == v:
                    break
            if len(component) > 1:
                found.append(sorted(component))

    for v in sorted(graph):
        if v not in index:
            visit(v)
    return found


def pending(name: str) -> bool:
    return any(name == p or name.startswith(p + ".") for p in PENDING)


def test_no_import_cycles():
    graph = import_graph()
    checked = {name: {t for t in targets if not pending(t)}
               for name, targets in graph.items() if not pending(name)}
    assert cycles(checked) == []


def test_no_module_over_the_line_limit():
    long = {name: n for name, path in modules().items()
            if not pending(name) and (n := len(path.read_text(encoding="utf-8").splitlines())) > MAX_LINES}
    assert long == {}


def test_the_checker_finds_a_cycle_through_a_function_level_import(tmp_path):
    graph = {"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}}
    assert cycles(graph) == [["a", "b", "c"]]
    source = tmp_path / "m.py"
    source.write_text("def f():\n    from .other import thing\n")
    known = {"briscola_gui.x.m": source, "briscola_gui.x.other": source}
    node_targets = imports_of("briscola_gui.x.m", source, known)
    assert node_targets == {"briscola_gui.x.other"}


def test_the_pending_list_names_real_packages():
    known = modules()
    assert all(p in known for p in PENDING)
