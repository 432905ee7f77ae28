"""The shape of the code, held by a test: which folder may import which, and no import circle.

Every import counts, wherever it is written (at the top, inside a function, under
``TYPE_CHECKING``): a lazy import is still a dependency.

- protocol/ imports neither server/ nor client/, nor Qt;
- server/ imports neither client/ nor Qt; a game (server/games/<id>/) imports no host module
  (only protocol/ and server/games/), so engines stay pure;
- client/ imports server/ only where it runs a host or an engine itself: client/launcher.py and
  karuta's practice (client/games/karuta/practice/);
- no two modules of protocol/, server/ or client/ import each other, directly or round about.
"""

from __future__ import annotations

import ast
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
PACKAGES = ("protocol", "server", "client")
CLIENT_MAY_IMPORT_SERVER = ("client/launcher.py", "client/games/karuta/practice/")


def module_name(path: Path) -> str:
    parts = list(path.relative_to(ROOT).with_suffix("").parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


def imports_of(path: Path) -> set[str]:
    """Every module ``path`` imports, absolute names (relative imports resolved)."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    package = module_name(path) if path.name == "__init__.py" else module_name(path).rpartition(".")[0]
    found: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            found.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                anchor = package.split(".")
                anchor = anchor[: len(anchor) - (node.level - 1)]
                base = ".".join([*anchor, base] if base else anchor)
            found.add(base)
            found.update(f"{base}.{alias.name}" for alias in node.names)
    return found


def sources() -> dict[str, tuple[Path, set[str]]]:
    found = {}
    for package in PACKAGES:
        for path in sorted((ROOT / package).rglob("*.py")):
            found[module_name(path)] = (path, imports_of(path))
    return found


def test_each_folder_imports_only_what_it_may() -> None:
    wrong = []
    for path, imported in sources().values():
        where = path.relative_to(ROOT).as_posix()
        for other in imported:
            top = other.split(".")[0]
            if top == "PySide6" and not where.startswith("client/"):
                wrong.append((where, other))
            if where.startswith("protocol/") and top in ("server", "client"):
                wrong.append((where, other))
            if where.startswith("server/") and top == "client":
                wrong.append((where, other))
            if (where.startswith("server/games/") and top == "server"
                    and not other.startswith("server.games")):
                wrong.append((where, other))
            if (where.startswith("client/") and top == "server"
                    and not where.startswith(CLIENT_MAY_IMPORT_SERVER)):
                wrong.append((where, other))
    assert wrong == []


def test_no_import_circle() -> None:
    found = sources()
    graph = {name: {other for other in imported if other in found and other != name}
             for name, (_path, imported) in found.items()}
    # a package's __init__ importing its own submodules is how a package exposes them
    graph = {name: {o for o in deps if not (o.startswith(name + ".") and found[name][0].name == "__init__.py")}
             for name, deps in graph.items()}
    circles = [sorted(c) for c in strongly_connected(graph) if len(c) > 1]
    assert circles == []


def strongly_connected(graph: dict[str, set[str]]) -> list[set[str]]:
    """Tarjan's algorithm, iteratively."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    on_stack: set[str] = set()
    stack: list[str] = []
    found: list[set[str]] = []
    counter = 0
    for start in graph:
        if start in index:
            continue
        work = [(start, iter(sorted(graph[start])))]
        index[start] = low[start] = counter
        counter += 1
        stack.append(start)
        on_stack.add(start)
        while work:
            node, children = work[-1]
            for child in children:
                if child not in index:
                    index[child] = low[child] = counter
                    counter += 1
                    stack.append(child)
                    on_stack.add(child)
                    work.append((child, iter(sorted(graph[child]))))
                    break
                if child in on_stack:
                    low[node] = min(low[node], index[child])
            else:
                work.pop()
                if work:
                    low[work[-1][0]] = min(low[work[-1][0]], low[node])
                if low[node] == index[node]:
                    component = set()
                    while True:
                        member = stack.pop()
                        on_stack.discard(member)
                        component.add(member)
                        if member == node:
                            break
                    found.append(component)
    return found
