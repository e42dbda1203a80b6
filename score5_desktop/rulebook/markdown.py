"""A small Markdown renderer for the rules documents, aimed at ``QTextBrowser``.

The rules files use only headings, paragraphs, bullet and numbered lists,
bold, italic and pipe tables, and ``QTextBrowser`` understands only a subset
of HTML 4. Owning these ~150 lines costs less than a dependency whose output
(``<div>`` wrappers, CSS the widget ignores, extensions for tables and heading
ids) would need post-processing anyway. Anything outside the subset stays
visible as plain text, so a translator notices it instead of losing text.

Placeholders (``{{name}}``) are protected from the Markdown syntax and handed
to a callback, which returns their HTML; headings may carry an ``{#id}``,
which becomes an anchor whose name the caller chooses.
"""

from __future__ import annotations

import html
import re
from collections.abc import Callable, Iterator
from dataclasses import dataclass

PLACEHOLDER = re.compile(r"\{\{([a-z0-9_]+(?:\.[a-z0-9_]+)*)\}\}")
HEADING = re.compile(r"^(#{1,6})\s+(.*?)\s*$")
HEADING_ID = re.compile(r"^(.*\S)\s+\{#([A-Za-z0-9_-]+)\}$")
LIST_ITEM = re.compile(r"^\s{0,3}(?:([-*+])|(\d{1,9})[.)])\s+(.*)$")
TABLE_RULE = re.compile(r"^\s*\|?\s*:?-{3,}:?\s*(?:\|\s*:?-{3,}:?\s*)*\|?\s*$")
_TOKEN = re.compile("\ue000(\\d+)\ue001")  # private-use characters: never in the text
_STRONG = re.compile(r"\*\*(?=\S)(.+?)(?<=\S)\*\*")
_EMPHASIS = re.compile(r"(?<![\w*])[*_](?=\S)(.+?)(?<=\S)[*_](?![\w*])")
_CODE = re.compile(r"`([^`]+)`")
_NUMERIC_CELL = re.compile(r"^(?:\{\{[^}]+\}\}|[-+]?\d+)$")

PlaceholderHtml = Callable[[str], str]
AnchorName = Callable[[str], str]


@dataclass(frozen=True, slots=True)
class Heading:
    """A heading line: level, title text and its ``{#id}`` if it has one."""

    level: int
    title: str
    id: str | None


def parse_heading(line: str) -> Heading | None:
    match = HEADING.match(line)
    if match is None:
        return None
    text = match.group(2)
    with_id = HEADING_ID.match(text)
    if with_id:
        return Heading(len(match.group(1)), with_id.group(1), with_id.group(2))
    return Heading(len(match.group(1)), text, None)


def inline(text: str, placeholder: PlaceholderHtml) -> str:
    """Escape one line of text and apply bold, italic and code spans."""
    found: list[str] = []

    def protect(match: re.Match[str]) -> str:
        found.append(match.group(1))
        return f"\ue000{len(found) - 1}\ue001"

    out = html.escape(PLACEHOLDER.sub(protect, text), quote=False)
    out = _CODE.sub(r"<code>\1</code>", out)
    out = _STRONG.sub(r"<b>\1</b>", out)
    out = _EMPHASIS.sub(r"<i>\1</i>", out)
    return _TOKEN.sub(lambda m: placeholder(found[int(m.group(1))]), out)


def _cells(line: str) -> list[str]:
    row = line.strip()
    if row.startswith("|"):
        row = row[1:]
    if row.endswith("|") and not row.endswith("\\|"):
        row = row[:-1]
    return [cell.strip() for cell in re.split(r"(?<!\\)\|", row)]


def _table(lines: list[str], placeholder: PlaceholderHtml) -> str:
    header = _cells(lines[0])
    rules = _cells(lines[1])
    body = [_cells(line) for line in lines[2:]]
    aligns: list[str] = []
    for column, rule in enumerate(rules):
        if rule.startswith(":") and rule.endswith(":"):
            aligns.append("center")
        elif rule.endswith(":"):
            aligns.append("right")
        elif rule.startswith(":"):
            aligns.append("left")
        else:
            # Unmarked columns of numbers read best right-aligned, like a score sheet.
            cells = [row[column] for row in body if column < len(row)]
            numeric = bool(cells) and all(_NUMERIC_CELL.match(c) for c in cells)
            aligns.append("right" if numeric else "left")
    out = ['<table class="data" border="1" cellspacing="0" cellpadding="4">', "<tr>"]
    for column, cell in enumerate(header):
        align = aligns[column] if column < len(aligns) else "left"
        out.append(f'<th align="{align}">{inline(cell, placeholder)}</th>')
    out.append("</tr>")
    for row in body:
        out.append("<tr>")
        for column in range(len(header)):
            cell = row[column] if column < len(row) else ""
            align = aligns[column] if column < len(aligns) else "left"
            out.append(f'<td align="{align}">{inline(cell, placeholder)}</td>')
        out.append("</tr>")
    out.append("</table>")
    return "".join(out)


def _blocks(lines: list[str]) -> Iterator[tuple[str, list[str]]]:
    """Group lines into blocks: heading, table, list, paragraph."""
    i = 0
    while i < len(lines):
        line = lines[i]
        if not line.strip():
            i += 1
            continue
        if parse_heading(line) is not None:
            yield "heading", [line]
            i += 1
            continue
        if line.lstrip().startswith("|") and i + 1 < len(lines) and TABLE_RULE.match(lines[i + 1]):
            block = [line, lines[i + 1]]
            i += 2
            while i < len(lines) and lines[i].lstrip().startswith("|"):
                block.append(lines[i])
                i += 1
            yield "table", block
            continue
        kind = "list" if LIST_ITEM.match(line) else "paragraph"
        block = [line]
        i += 1
        while i < len(lines) and lines[i].strip():
            following = lines[i]
            if parse_heading(following) is not None or following.lstrip().startswith("|"):
                break
            if kind == "paragraph" and LIST_ITEM.match(following):
                break
            block.append(following)
            i += 1
        yield kind, block


def _list(lines: list[str], placeholder: PlaceholderHtml) -> str:
    items: list[str] = []
    first = LIST_ITEM.match(lines[0])
    assert first is not None
    ordered = first.group(2) is not None
    for line in lines:
        item = LIST_ITEM.match(line)
        if item is not None and (item.group(2) is not None) == ordered:
            items.append(item.group(3))
        else:  # a lazy continuation line belongs to the item above
            items[-1] += " " + line.strip()
    body = "".join(f"<li>{inline(item, placeholder)}</li>" for item in items)
    if ordered:
        start = int(first.group(2))
        attribute = f' start="{start}"' if start != 1 else ""
        return f"<ol{attribute}>{body}</ol>"
    return f"<ul>{body}</ul>"


def render(
    markdown: str,
    placeholder: PlaceholderHtml,
    anchor: AnchorName = lambda section_id: section_id,
) -> str:
    """HTML for ``markdown``; ``placeholder(name)`` gives each placeholder's HTML
    and ``anchor(id)`` the anchor name of each heading that has an ``{#id}``."""
    out: list[str] = []
    for kind, block in _blocks(markdown.splitlines()):
        if kind == "heading":
            heading = parse_heading(block[0])
            assert heading is not None
            title = inline(heading.title, placeholder)
            if heading.id is not None:
                name = html.escape(anchor(heading.id))
                title = f'<a name="{name}">{title}</a>'  # empty anchors get dropped
            out.append(f"<h{heading.level}>{title}</h{heading.level}>")
        elif kind == "table":
            out.append(_table(block, placeholder))
        elif kind == "list":
            out.append(_list(block, placeholder))
        else:
            text = " ".join(line.strip() for line in block)
            out.append(f"<p>{inline(text, placeholder)}</p>")
    return "\n".join(out)
