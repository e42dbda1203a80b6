"""Which libraries a built folder takes from the system, and from which Debian packages.

Every ELF file in the folder names the libraries it links (DT_NEEDED, through
``readelf``); those the folder does not hold itself come from the system. On a
Debian root (``--root``, as packaging/test-clean-root.sh uses it) each is
looked up in the root's linker cache and package database, and the packages are
compared with the .deb's ``Depends`` (``bundle_policy.debian_depends``).

    python3 packaging/system_libraries.py dist/score5-desktop [--root DIR]

Exit status 0 when the packages and ``Depends`` agree and nothing is missing.
"""

from __future__ import annotations

import argparse
import re
import subprocess
import sys
from collections.abc import Callable, Iterable
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from bundle_policy import (  # noqa: E402
    PYINSTALLER_SYSTEM_LIBRARIES,
    SYSTEM_LIBRARIES,
    debian_depends,
    direct_imports,
)

ELF_MAGIC = b"\x7fELF"


def elf_files(folder: Path) -> list[Path]:
    """Every ELF file in the folder (the launcher, Python, Qt, plugins, modules)."""
    found = []
    for path in sorted(folder.rglob("*")):
        if path.is_file() and not path.is_symlink():
            with path.open("rb") as handle:
                if handle.read(4) == ELF_MAGIC:
                    found.append(path)
    return found


def needed_from_system(
    folder: Path, imports: Callable[[str], Iterable[tuple[str, str]]] = direct_imports
) -> dict[str, list[str]]:
    """Each soname the folder's files link but the folder does not hold -> who links it."""
    held = {path.name for path in folder.rglob("*")}
    needed: dict[str, list[str]] = {}
    for path in elf_files(folder):
        for soname, _ in imports(str(path)):
            if soname not in held:
                needed.setdefault(soname, []).append(path.relative_to(folder).as_posix())
    return dict(sorted(needed.items()))


GLIBC = re.compile(rb"GLIBC_2\.(\d+)\b")
GLIBCXX = re.compile(rb"GLIBCXX_3\.4\.(\d+)\b")
GCC_OF_GLIBCXX = {26: 9, 28: 10, 29: 11, 30: 12, 31: 13, 32: 14, 33: 15}
"""The GCC release whose libstdc++ first had ``GLIBCXX_3.4.N``: a Debian libstdc++6 version."""


def minimum_versions(folder: Path) -> dict[str, str]:
    """The oldest glibc and libstdc++ the folder's files accept, as Debian versions.

    Read from the symbol versions the files ask for (``GLIBC_2.34``,
    ``GLIBCXX_3.4.30``), so ``Depends`` refuses a system too old to start it.
    """
    glibc = glibcxx = 0
    for path in elf_files(folder):
        data = path.read_bytes()
        glibc = max([glibc, *(int(n) for n in GLIBC.findall(data))])
        glibcxx = max([glibcxx, *(int(n) for n in GLIBCXX.findall(data))])
    versions = {}
    if glibc:
        versions["libc6"] = f"2.{glibc}"
    if glibcxx:
        known = [n for n in GCC_OF_GLIBCXX if n <= glibcxx]
        versions["libstdc++6"] = str(GCC_OF_GLIBCXX[max(known)]) if known else "5"
    return versions


def debian_depends_line(folder: Path) -> str:
    """The .deb's ``Depends``: the policy's packages, versioned where the folder needs it."""
    versions = minimum_versions(folder)
    return ", ".join(
        f"{package} (>= {versions[package]})" if package in versions else package
        for package in debian_depends()
    )


def policy_package(soname: str) -> str | None:
    """The Debian package bundle_policy names for a system library, if any."""
    table = {**SYSTEM_LIBRARIES, **PYINSTALLER_SYSTEM_LIBRARIES}
    return next((package for prefix, package in table.items() if soname.startswith(prefix)), None)


def chroot(root: Path, *command: str) -> str:
    result = subprocess.run(["chroot", str(root), *command], capture_output=True, text=True)
    return result.stdout


def packages_in_root(root: Path, sonames: Iterable[str]) -> dict[str, str | None]:
    """soname -> Debian package holding it in ``root``, or None where the root lacks it."""
    cache: dict[str, str] = {}
    for line in chroot(root, "/sbin/ldconfig", "-p").splitlines():
        match = re.match(r"\s+(\S+) \((?:[^)]*x86-64[^)]*)\) => (\S+)", line)
        if match:
            cache.setdefault(match[1], match[2])
    owners: dict[str, str | None] = {}
    for soname in sonames:
        path = cache.get(soname)
        owner = None
        if path:
            other = path.removeprefix("/usr") if path.startswith("/usr/") else "/usr" + path
            for candidate in (path, other):
                found = chroot(root, "dpkg", "-S", candidate).strip()
                if found:
                    owner = found.split(":")[0]
                    break
        owners[soname] = owner
    return owners


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("folder", type=Path)
    parser.add_argument("--root", type=Path, help="a Debian root to look the libraries up in")
    parser.add_argument(
        "--depends", action="store_true", help="print the .deb's Depends line for the folder"
    )
    args = parser.parse_args(argv)
    if args.depends:
        print(debian_depends_line(args.folder))
        return 0
    needed = needed_from_system(args.folder)
    if args.root is None:
        for soname, users in needed.items():
            print(f"{soname:28} {len(users):3} files, e.g. {users[0]}")
        return 0
    owners = packages_in_root(args.root, needed)
    for soname, users in needed.items():
        owner = owners[soname] or f"NOT IN THIS ROOT (policy: {policy_package(soname)})"
        print(f"  {soname:26} {owner:24} {len(users):3} files, e.g. {users[0]}")
    found = {owner for owner in owners.values() if owner}
    absent = {soname: policy_package(soname) for soname, owner in owners.items() if not owner}
    taken = found | {package for package in absent.values() if package}
    wanted = set(debian_depends())
    print(f"packages the folder takes libraries from: {', '.join(sorted(taken))}")
    unknown = sorted(soname for soname, package in absent.items() if package is None)
    for label, names in (
        ("missing, and no package known for them", unknown),
        ("taken from the system but not in Depends", sorted(taken - wanted)),
        ("in Depends but not used", sorted(wanted - taken)),
    ):
        if names:
            print(f"{label}: {', '.join(names)}")
    return 0 if not unknown and taken == wanted else 1


if __name__ == "__main__":
    sys.exit(main())
