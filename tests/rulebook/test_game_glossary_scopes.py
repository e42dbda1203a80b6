"""The translators' check names no game: each game gives its glossary table, the folder
of its messages and its access-key groups through its rulebook hook
(``core.protocol.Rulebook``), and the check reads them from the registry."""

from __future__ import annotations

from score5_desktop.core import registry
from score5_desktop.core.protocol import HasRulebook
from score5_desktop.rulebook import glossary, i18n_check, message_checks
from score5_desktop.rulebook.message_checks import Keyed, access_key_clashes

BOOKS = {g.id: g.rulebook() for g in registry.installed() if isinstance(g, HasRulebook)}


def test_a_games_messages_and_pages_keep_the_table_its_rulebook_names() -> None:
    assert i18n_check.message_scope("../score5_desktop/ui/windows/x.py") == "terms"
    own = {gid: book for gid, book in BOOKS.items() if book.glossary != "terms"}
    assert own, "a game with its own words (a deal, a trick ...)"
    for game_id, book in own.items():
        where = f"../score5_desktop/{book.sources}qt/controls.py"
        assert i18n_check.message_scope(where) == book.glossary
        assert i18n_check.document_scope(game_id) == book.glossary
        assert glossary.terms_of(book.glossary) != glossary.terms()


def test_a_games_bar_shares_its_keys_with_the_menu_bar() -> None:
    """Two texts on a game's bar, or one there and one in the menu bar, clash; the
    game's options join the new-game dialog's group."""
    groups = message_checks.access_key_groups()
    for game_id, book in BOOKS.items():
        for context in book.bar_contexts:
            (group,) = message_checks.context_groups()[context]
            assert ("MainWindow", "&Game") in groups[group]
            assert set(book.bar_keys) <= set(groups[group])
            clash = [
                Keyed(context, "&Go", "&Go", "a.py"),
                Keyed("MainWindow", "&Game", "&Gioco", "b.py"),
            ]
            assert access_key_clashes(clash), game_id
        assert set(book.option_keys) <= set(groups[message_checks.NEW_GAME_DIALOG])
