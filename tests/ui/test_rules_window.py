"""The rules viewer: documents, languages, contents, side by side, live relabelling."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtCore import QCoreApplication, Qt, QTranslator
from PySide6.QtWidgets import QComboBox, QLabel, QTreeWidget, QTreeWidgetItem, QWidget

from score5_desktop.rulebook.documents import load_document
from score5_desktop.ui.windows.rules_window import (
    RulesWindow,
    follow_interface_language,
    show_rules,
)


@pytest.fixture
def window(qtbot) -> Iterator[RulesWindow]:
    parent = QWidget()
    qtbot.addWidget(parent)
    shown = show_rules(parent, "en")
    shown.resize(1200, 800)
    qtbot.waitExposed(shown)
    yield shown  # the parent stays alive (and with it the window) until the test ends


def text(window: RulesWindow) -> str:
    return window.document_widget().toPlainText()


def contents(window: RulesWindow) -> QTreeWidget:
    return window.findChild(QTreeWidget, "contents")


def test_opens_non_modal_on_the_rules(window: RulesWindow) -> None:
    assert window.isVisible() and not window.isModal()
    assert window.windowTitle() == "Rules — Score 5 Desktop"
    assert "SCORE 5 — the rules in Score 5 Desktop" in text(window)
    assert window.section_ids() == list(load_document("rules", "en").ids())
    assert contents(window).topLevelItem(0).text(0) == "About these rules"
    assert window.visible_sections() == ("about", None)


def test_show_rules_reuses_the_open_window(window: RulesWindow) -> None:
    again = show_rules(window.parent(), "de", section="distribute")
    assert again is window
    assert window.language == "de", "the documents follow the interface language"
    assert window.visible_sections()[0] == "distribute"


def test_the_readers_own_language_choice_is_kept(window: RulesWindow) -> None:
    chooser = window.findChild(QComboBox, "language")
    chooser.setCurrentIndex(3)
    chooser.activated.emit(3)  # as when the reader picks it
    follow_interface_language(window.parent(), "fr")
    assert window.language == "it"
    show_rules(window.parent(), "de")
    assert window.language == "it"


def test_an_open_window_follows_the_interface_language(window: RulesWindow) -> None:
    follow_interface_language(window.parent(), "fr_FR")
    assert window.language == "fr"
    assert "Exemple : une enchère" in text(window)
    follow_interface_language(None, "de")  # no detached window: nothing happens


def test_switching_language_keeps_the_section(window: RulesWindow) -> None:
    window.jump_to("distribute")
    window.set_language("de")
    assert "SCORE 5 – die Regeln in Score 5 Desktop" in text(window)
    assert contents(window).topLevelItem(0).text(0) == "Über diese Regeln"
    assert window.visible_sections()[0] == "distribute"
    assert "{{" not in text(window) and "Laura hat den höchsten Gesamtwert" in text(window)


def test_switching_documents(window: RulesWindow) -> None:
    window.set_document("disagreements")
    assert window.section_ids() == list(load_document("disagreements", "en").ids())
    assert "Where the printed rulebooks disagree" in text(window)
    window.set_document("glossary")
    assert window.section_ids() == ["terms", "app-terms"]
    assert "carte mise en jeu" in text(window) and "angebotene Auktionskarte" in text(window)


@pytest.mark.parametrize("section", ["about", "adjust", "example-five-cards", "scoring-example"])
@pytest.mark.parametrize(("left", "right"), [("en", "de"), ("fr", "it")])
def test_side_by_side_shows_the_same_section_on_both_sides(
    window: RulesWindow, left: str, right: str, section: str
) -> None:
    window.set_language(left)
    window.set_side_by_side(right)
    window.jump_to(section)
    assert window.visible_sections() == (section, section)
    plain = text(window)
    assert load_document("rules", left).section(section).title in plain
    assert load_document("rules", right).section(section).title in plain


def test_side_by_side_follows_scrolling(window: RulesWindow, qtbot) -> None:
    window.set_side_by_side("it")
    bar = window.findChild(QWidget, "rulesText").verticalScrollBar()
    for value in range(0, bar.maximum(), max(1, bar.maximum() // 17)):
        bar.setValue(value)
        left, right = window.visible_sections()
        assert left == right
    window.set_side_by_side(None)
    assert window.visible_sections()[1] is None


def _item(tree: QTreeWidget, *path: str) -> QTreeWidgetItem:
    items = [tree.topLevelItem(i) for i in range(tree.topLevelItemCount())]
    for title in path:
        item = next(i for i in items if i.text(0) == title)
        items = [item.child(i) for i in range(item.childCount())]
    return item


def _click(qtbot, tree: QTreeWidget, item: QTreeWidgetItem) -> None:
    tree.scrollToItem(item)
    center = tree.visualItemRect(item).center()
    qtbot.mouseClick(tree.viewport(), Qt.MouseButton.LeftButton, pos=center)


def test_contents_jump_to_a_section(window: RulesWindow, qtbot) -> None:
    tree = contents(window)
    item = _item(tree, "Example: one auction", "With five cards to distribute")
    _click(qtbot, tree, item)
    assert window.visible_sections()[0] == "example-five-cards"
    assert tree.currentItem() is item


def test_contents_keep_a_last_section_selected(window: RulesWindow, qtbot) -> None:
    """The last sections cannot scroll to the top; the one clicked stays selected."""
    tree = contents(window)
    item = _item(tree, "Playing on one computer", "Game records")
    _click(qtbot, tree, item)
    bar = window.findChild(QWidget, "rulesText").verticalScrollBar()
    assert bar.value() == bar.maximum() > 0
    assert tree.currentItem() is item


def test_contents_follow_the_reader(window: RulesWindow) -> None:
    window.jump_to("hot-seat")
    assert contents(window).currentItem().text(0) == "Hot seat"
    window.findChild(QWidget, "rulesText").verticalScrollBar().setValue(0)
    assert contents(window).currentItem().text(0) == "About these rules"


class _Marking(QTranslator):
    """Marks every RulesWindow string, as a real translation would change it."""

    def translate(self, context, source, disambiguation=None, n=-1):  # noqa: ANN001
        return f"<{source}>" if context == "RulesWindow" else None

    def isEmpty(self) -> bool:  # an empty translator triggers no LanguageChange
        return False


def test_labels_are_relabelled_live(window: RulesWindow, qtbot) -> None:
    translator = _Marking()
    QCoreApplication.installTranslator(translator)
    try:
        qtbot.waitUntil(lambda: window.windowTitle() == "<Rules — Score 5 Desktop>")
        documents = window.findChild(QComboBox, "document")
        assert documents.itemText(2) == "<Glossary>"
        assert contents(window).headerItem().text(0) == "<Contents>"
    finally:
        QCoreApplication.removeTranslator(translator)
    qtbot.waitUntil(lambda: window.windowTitle() == "Rules — Score 5 Desktop")


# -- the game switch -------------------------------------------------------------

F35 = "five-three-five"


def test_the_game_switch_offers_each_game_with_its_documents(window: RulesWindow) -> None:
    games = window.findChild(QComboBox, "game")
    assert [games.itemData(i) for i in range(games.count())] == ["score5", F35]
    assert [games.itemText(i) for i in range(games.count())] == ["SCORE 5", "Five Three Five"]
    assert window.game == "score5"
    assert window.documents() == ("rules", "disagreements", "glossary")
    window.set_document("glossary")
    games.setCurrentIndex(1)  # as when the reader picks it
    assert window.game == F35
    assert window.documents() == ("rules",), "Five Three Five ships its rules page only"
    assert window.document == "rules"
    assert window.section_ids() == list(load_document("rules", "en", F35).ids())
    assert "Five Three Five — the rules in Score 5 Desktop" in text(window)
    assert "{{" not in text(window)
    games.setCurrentIndex(0)
    assert window.section_ids() == list(load_document("rules", "en").ids())
    assert window.visible_sections()[0] == "about", "another game opens at its top"
    # ...with its title in view: jumping to its first section (both games' is "about")
    # scrolled the title away.
    assert window._browser.verticalScrollBar().value() == 0
    window.set_game(F35)
    assert window._browser.verticalScrollBar().value() == 0


def test_the_language_switch_and_side_by_side_work_for_each_game(window: RulesWindow) -> None:
    window.set_game(F35)
    window.jump_to("trick-end")
    window.set_language("de")
    assert "Five Three Five — die Regeln in Score 5 Desktop" in text(window)
    assert window.visible_sections()[0] == "trick-end"
    window.set_side_by_side("it")
    window.jump_to("example-eight")
    assert window.visible_sections() == ("example-eight", "example-eight")
    assert load_document("rules", "it", F35).section("example-eight").title in text(window)
    with pytest.raises(KeyError):
        window.set_document("disagreements")


def test_show_rules_opens_on_the_game_being_played(qtbot) -> None:
    parent = QWidget()
    qtbot.addWidget(parent)
    shown = show_rules(parent, "fr", game=F35)
    assert shown.game == F35 and shown.language == "fr"
    assert "Five Three Five — les règles" in text(shown)
    again = show_rules(parent, "fr", section="components", game="score5")
    assert again is shown and shown.game == "score5"
    assert shown.visible_sections()[0] == "components"
    show_rules(parent, "fr", game="no-such-game")  # a game without pages: left as it is
    assert shown.game == "score5"


def test_the_game_label_is_relabelled_live(window: RulesWindow, qtbot) -> None:
    translator = _Marking()
    QCoreApplication.installTranslator(translator)
    try:
        label = window.findChild(QComboBox, "game")
        qtbot.waitUntil(lambda: window.windowTitle() == "<Rules — Score 5 Desktop>")
        assert label is not None
        assert "<&Game:>" in [w.text() for w in window.findChildren(QLabel)]
    finally:
        QCoreApplication.removeTranslator(translator)


def test_help_rules_opens_on_the_game_being_played(qtbot, tmp_path) -> None:
    from score5_desktop.storage.settings import GameSetup, SeatSetup
    from tests.ui.app_fixtures import make_window

    window = make_window(qtbot, tmp_path)
    window.rulesAction.trigger()
    rules = window.findChild(RulesWindow, "RulesWindow")
    assert rules.game == "score5"
    seats = tuple(SeatSetup(f"Bot {i}", "bot", "random") for i in range(1, 4))
    window.startGame(F35, GameSetup(seats=seats, options={}), seed=3)
    window.rulesAction.trigger()
    assert rules.game == F35
    assert "Five Three Five — the rules in Score 5 Desktop" in text(rules)
    window.model.shutdown()
