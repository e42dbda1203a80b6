"""Five Three Five's end window closes from a button, as SCORE 5's does (played in Italian:
its buttons offered no way out but the window's frame), and its buttons' access keys
differ in every language."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QPushButton, QWidget

from score5_desktop.core import registry
from score5_desktop.ui.game_ui import game_ui
from tests.ui.i18n_helpers import interface_language


def _key(text: str) -> str:
    at = text.replace("&&", "").index("&")
    return text.replace("&&", "")[at + 1].lower()


@pytest.mark.parametrize("code", ["en", "fr", "de", "it"])
def test_the_end_window_closes_from_its_own_button(qtbot, code) -> None:
    parent = QWidget()
    qtbot.addWidget(parent)
    with interface_language(code):
        end = game_ui(registry.get("five-three-five")).make_end_content(parent)
        end.show()
        qtbot.waitExposed(end)
        buttons = [b for b in end.findChildren(QPushButton) if b.isVisible()]
        keys = [_key(b.text()) for b in buttons]
        assert len(set(keys)) == len(keys) == 5, [b.text() for b in buttons]
        end.panel.closeButton.click()
        assert not end.isVisible()
