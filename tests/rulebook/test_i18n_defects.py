"""Typical translation defects, planted one at a time in copies of the shipped files:
``score5 i18n-check`` must find each, and nothing else, while the shipped files pass
and natural wording is not flagged."""

from __future__ import annotations

import shutil
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

from score5_desktop.paths import resource, translations_dir
from score5_desktop.rulebook import glossary, message_checks
from score5_desktop.rulebook.i18n_check import GUIDE_NAME, TRANSLATED_LANGUAGES, TS_NAME, run_checks
from score5_desktop.rulebook.message_checks import access_key_groups


@pytest.fixture
def ts_copy(tmp_path: Path) -> Path:
    folder = tmp_path / "ts"
    folder.mkdir()
    for lang in TRANSLATED_LANGUAGES:
        name = TS_NAME.format(lang=lang)
        (folder / name).write_bytes((translations_dir() / name).read_bytes())
    return folder


@pytest.fixture
def rules_copy(tmp_path: Path) -> Path:
    folder = tmp_path / "rules"
    shutil.copytree(Path(str(resource("rules"))), folder)
    return folder


def plant(
    folder: Path,
    lang: str,
    context: str,
    source: str,
    translation: str | list[str],
    disambiguation: str = "",
    new_source: str | None = None,
) -> None:
    """Replace one message's translation (or its forms, or its source) in a .ts copy."""
    path = folder / TS_NAME.format(lang=lang)
    tree = ET.parse(path)
    for ctx in tree.getroot().iter("context"):
        if ctx.findtext("name") != context:
            continue
        for message in ctx.iter("message"):
            if message.findtext("source") != source:
                continue
            if (message.findtext("comment") or "") != disambiguation:
                continue
            node = message.find("translation")
            if new_source is not None:
                message.find("source").text = new_source
            if isinstance(translation, list):
                for form in list(node):
                    node.remove(form)
                for text in translation:
                    ET.SubElement(node, "numerusform").text = text
            else:
                node.text = translation
            tree.write(path, encoding="utf-8", xml_declaration=True)
            return
    raise AssertionError(f"no message {context} / {source!r} in {lang}")


def kinds(report, lang: str | None = None) -> set[str]:
    if lang is None:
        return {p.kind for p in report.documents}
    return {p.kind for p in report.languages[lang].problems}


def test_the_copies_pass_before_planting(ts_copy: Path, rules_copy: Path) -> None:
    report = run_checks(ts_copy, rules_copy)
    assert report.ok, [p for r in report.languages.values() for p in r.problems]


# (language, context, source, disambiguation, planted translation, the problem it is)
INTERFACE_DEFECTS = [
    pytest.param(
        "fr",
        "Hint",
        "Place the wild in the %1 family.",
        "",
        "Placez la carte spéciale dans la famille %1.",
        "glossary-term-missing",
        id="the-wild-without-its-glossary-term",
    ),
    pytest.param(
        "fr",
        "GameLog",
        "%1 places the wild in the %2 family.",
        "",
        "%1 place la carte multicolore (le joker) dans la famille %2.",
        "forbidden-synonym",
        id="french-joker",
    ),
    pytest.param(
        "it",
        "Hint",
        "Place the wild in the %1 family.",
        "",
        "Assegna la matta alla famiglia %1.",
        "forbidden-synonym",
        id="italian-matta",
    ),
    pytest.param(
        "it",
        "Card",
        "red %1",
        "card name",
        "scarlatta %1",
        "family-colour-word",
        id="colour-not-the-rulebooks",
    ),
    pytest.param(
        "fr",
        "Text",
        "%n card(s)",
        "",
        ["%n carte(s)"],
        "plural-forms",
        id="one-plural-form-for-two",
    ),
    pytest.param(
        "de",
        "MainWindow",
        "<p><b>Score 5 Desktop</b></p><p>An unofficial fan implementation of the SCORE 5 "
        "auction card game, for 2 to 5 players: hot seat and bots.</p><p>It is not affiliated "
        "with or endorsed by the publishers of SCORE 5. The deck is reconstructed, and all art "
        "and text are our own.</p>",
        "",
        "<p><b>Score 5 Desktop</p></b><p>Eine inoffizielle Fan-Umsetzung.</p><p>Sie steht "
        "in keiner Verbindung zu den Verlagen von SCORE 5.</p>",
        "markup-unbalanced",
        id="unbalanced-markup",
    ),
    pytest.param(
        "de",
        "ActionBar",
        "The game is over.",
        "",
        "Die Partie ist zu Ende",
        "ending-punctuation",
        id="lost-full-stop",
    ),
    pytest.param(
        "fr",
        "MainWindow",
        "Continue it?",
        "",
        "La reprendre.",
        "ending-punctuation",
        id="question-made-a-statement",
    ),
    pytest.param(
        "de",
        "EndOfGameDialog",
        "&Play again",
        "",
        "&Neue Runde",
        "access-key-clash",
        id="end-screen-keys-clash",
    ),
    pytest.param(
        "fr",
        "StatsWindow",
        "&Replay it",
        "",
        "&Voir la partie",
        "access-key-clash",
        id="stats-window-keys-clash",
    ),
    pytest.param(
        "it",
        "MainWindow",
        "&Continue saved game",
        "",
        "&Continua la partita salvata",
        "access-key-clash",
        id="game-menu-keys-clash",
    ),
    pytest.param(
        "de",
        "ActionBar",
        "&Keep my bid",
        "",
        "&Gebot beibehalten",
        "access-key-clash",
        id="action-bar-keys-clash",
    ),
    pytest.param(
        "fr",
        "ActionBar",
        "H&int",
        "",
        "Indice",
        "access-key-missing",
        id="access-key-lost",
    ),
    pytest.param(
        "it",
        "ActionBar",
        "Take every card out of the bid",
        "",
        "Take every card out of the bid",
        "identical-to-source",
        id="left-in-english",
    ),
    pytest.param(
        "fr",
        "ActionBar",
        "Hint: %1",
        "",
        "Indice : %1",
        "french-spacing",
        id="french-ordinary-space-before-colon",
    ),
    pytest.param(
        "fr",
        "MainWindow",
        "Continue it?",
        "",
        "La reprendre?",
        "french-spacing",
        id="french-no-space-before-question-mark",
    ),
    pytest.param(
        "fr",
        "StatsWindow",
        "%1%",
        "",
        "%1 %",
        "french-spacing",
        id="french-percent",
    ),
    pytest.param(
        "de",
        "Hint",
        "Keep your bid.",
        "",
        "Behaltet euer Gebot.",
        "address-form",
        id="german-ihr-for-one-player",
    ),
    pytest.param(
        "it",
        "Hint",
        "Keep your bid.",
        "",
        "Mantenete la vostra offerta.",
        "address-form",
        id="italian-voi-for-one-player",
    ),
    pytest.param(
        "fr",
        "Hint",
        "Keep your bid.",
        "",
        "Garde ton offre.",
        "address-form",
        id="french-tu-for-one-player",
    ),
    pytest.param(
        "de",
        "ActionBar",
        "Start a new game from the Game menu.",
        "",
        'Starte eine neue Partie über das Menü "Spiel".',
        "german-quotes",
        id="german-straight-quotes",
    ),
    pytest.param(
        "it",
        "GameLog",
        "You win %1 with %2.",
        "",
        "Vinci la carta %1 con %3.",
        "placeholder-mismatch",
        id="wrong-placeholder",
    ),
    pytest.param(
        "de",
        "HintReason",
        "It keeps %1 points from %2, who leads.",
        "",
        "Sie nimmt %2, der vorne liegt, %1 Punkte weg.",
        "pronoun-after-name",
        id="german-relative-pronoun-after-a-name",
    ),
    pytest.param(
        "it",
        "GameLog",
        "%1 takes %2 from %3.",
        "",
        "%1 prende la carta %2 da %3, lui la cede.",
        "pronoun-after-name",
        id="italian-pronoun-after-a-name",
    ),
    pytest.param(
        "it",
        "ReplayBar",
        "&Close replay",
        "",
        "&Chiudi il replay",
        "forbidden-synonym",
        id="italian-replay-left-in-english",
    ),
    pytest.param(
        "de",
        "ReplayBar",
        "Replay timeline",
        "",
        "Zeitleiste der Wiederholung",
        "forbidden-synonym",
        id="german-tv-word-for-replay",
    ),
    pytest.param(
        "it",
        "ReplayBar",
        "S&peed:",
        "",
        "Velocità di ri&produzione:",
        "access-key-clash",
        id="replay-bar-clashes-with-the-menu-bar",
    ),
    pytest.param(
        "fr",
        "MainWindow",
        "&Save it first…",
        "",
        "S&auvegarder d'abord…",
        "access-key-clash",
        id="leave-question-keys-clash",
    ),
]


@pytest.mark.parametrize(("lang", "context", "source", "dis", "planted", "kind"), INTERFACE_DEFECTS)
def test_a_planted_interface_defect_is_found(
    ts_copy: Path, rules_copy: Path, lang, context, source, dis, planted, kind
) -> None:
    plant(ts_copy, lang, context, source, planted, dis)
    report = run_checks(ts_copy, rules_copy, (lang,))
    assert kind in kinds(report, lang)
    assert all(p.kind in {kind, "glossary-term-missing"} for p in report.languages[lang].problems)


def test_a_count_without_plural_forms_is_found(ts_copy: Path, rules_copy: Path) -> None:
    """A %n source that lupdate did not see as counted (translate() with a variable)."""
    plant(
        ts_copy,
        "fr",
        "ActionBar",
        "Waiting for %1…",
        "En attente de %n…",
        new_source="Waiting for %n…",
    )
    report = run_checks(ts_copy, rules_copy, ("fr",))
    assert "plural-not-marked" in kinds(report, "fr")


def test_english_access_keys_that_clash_are_found(ts_copy: Path, rules_copy: Path) -> None:
    for lang in TRANSLATED_LANGUAGES:
        plant(ts_copy, lang, "ActionBar", "H&int", "&Indice", new_source="&Hint")
    report = run_checks(ts_copy, rules_copy)
    assert [p.kind for p in report.english] == ["access-key-clash"]
    assert "&Help" in report.english[0].detail


def test_the_play_online_submenu_shares_the_game_menus_keys() -> None:
    """The English "Play &online" took the O of "&Open game record…": Alt+G, O opened a
    file. The submenu's title is checked with the Game menu, its entries together."""
    from score5_desktop.rulebook.message_checks import Keyed, access_key_clashes

    clash = [
        Keyed("MainWindow", "&Open game record…", "&Open game record…", "x"),
        Keyed("OnlineMenu", "Play on&line", "Play &online", "x"),
    ]
    assert [f.kind for _, f in access_key_clashes(clash)] == ["access-key-clash"]
    entries = [
        Keyed("OnlineMenu", "&Host a table…", "&Host a table…", "x"),
        Keyed("OnlineMenu", "&Leave the table", "&Host the table", "x"),
    ]
    assert [f.kind for _, f in access_key_clashes(entries)] == ["access-key-clash"]


def test_a_placeholder_without_a_developer_comment_is_found(ts_copy, rules_copy) -> None:
    """Translators read what %1 holds in the developer comment (``#:``)."""
    path = ts_copy / TS_NAME.format(lang="fr")
    tree = ET.parse(path)
    for message in tree.getroot().iter("message"):
        if message.findtext("source") == "Waiting for %1…":
            message.remove(message.find("extracomment"))
    tree.write(path, encoding="utf-8", xml_declaration=True)
    report = run_checks(ts_copy, rules_copy, ("fr",))
    assert [(p.kind, p.source) for p in report.english] == [
        ("placeholder-without-comment", "Waiting for %1…")
    ]


def test_a_glossary_that_disagrees_with_the_translators_guide_is_found(ts_copy, rules_copy) -> None:
    guide = Path(str(translations_dir())) / GUIDE_NAME
    (ts_copy / GUIDE_NAME).write_text(guide.read_text(encoding="utf-8"), encoding="utf-8")
    assert run_checks(ts_copy, rules_copy, ()).guide == []
    (ts_copy / GUIDE_NAME).write_text(
        "Replay is FR *rediffuser*, DE *ansehen*, IT *rivedere* (not a TV word).",
        encoding="utf-8",
    )
    [problem] = run_checks(ts_copy, rules_copy, ()).guide
    assert problem.kind == "glossary-disagrees-with-guide" and "rediffuser" in problem.detail


def test_glossary_words_other_than_the_guides_are_found() -> None:
    row = glossary.Term(
        "replay",
        {
            "en": "replay",
            "fr": "revoir, revue, rediffusion",
            "de": "ansehen, Wiederholung",
            "it": "rivedere",
        },
        False,
    )
    guide = "Replay is FR *revoir*, DE\n  *ansehen*, IT *rivedere* (not a TV word)."
    found = message_checks.guide_disagreements(guide, [row])
    assert [f.detail.split(":")[0] for _, f in found] == ["fr", "de"]


def test_straight_apostrophes_in_the_italian_rules_are_found(ts_copy, rules_copy) -> None:
    replace_in(rules_copy / "rules.it.md", "l’asta", "l'asta", -1)
    report = run_checks(ts_copy, rules_copy, ())
    assert "italian-apostrophe" in kinds(report)
    assert message_checks.straight_apostrophes("l'asta <!-- en: a'b --> `x'y` {{it's}}") == 1


def test_name_placeholders_are_read_from_the_developer_comment() -> None:
    comment = (
        'One revealed bid: %1 a player\'s name, e.g. "Bot 2"; %2 a card name, e.g. '
        '"green 35"; %3 the winner\'s name; %4 a file name.'
    )
    assert message_checks.name_placeholders(comment) == {"%1", "%3"}


@pytest.mark.parametrize(
    ("lang", "text", "flagged"),
    [
        ("de", "%1, der vorne liegt", True),
        ("de", "Gib %1 die Karte", False),
        ("de", "%1 nimmt sein Gebot zurück", False),
        ("de", "%1 sein Gebot", True),
        ("fr", "%1, qui mène", False),
        ("fr", "%1, lequel mène", True),
        ("it", "%1, che è in testa", False),
        ("it", "%1, il quale è in testa", True),
    ],
)
def test_pronouns_right_after_a_name(lang, text, flagged) -> None:
    assert bool(message_checks.pronoun_after_name(text, {"%1"}, lang)) is flagged


def test_a_repeat_is_not_a_replay() -> None:
    """German "Wiederholung" is the word for a repeat: forbidden only where English says
    "replay"."""
    assert message_checks.forbidden_words("Wiederholung der Verteilung", "de", "repeat") == []
    assert message_checks.forbidden_words("Wiederholung", "de", "Replay timeline")


def test_access_key_groups_name_real_messages() -> None:
    """A renamed source would silently leave its window unchecked."""
    node = translations_dir() / TS_NAME.format(lang="fr")
    tree = ET.parse(str(node))
    present = {
        (ctx.findtext("name"), m.findtext("source"))
        for ctx in tree.getroot().iter("context")
        for m in ctx.iter("message")
    }
    for members in access_key_groups().values():
        assert set(members) <= present


# -- natural wording passes -------------------------------------------------------------

NATURAL = [
    pytest.param("fr", "StatsWindow", "Your average score", "", "Votre score moyen", id="fr-score"),
    pytest.param(
        "de",
        "NewGameDialog",
        "After the secret bids, players may change their bids this many times; 0 means one "
        "sealed bid.",
        "",
        "Nach den geheimen Geboten dürfen alle ihr Gebot so oft ändern; 0 bedeutet ein "
        "einziges verdecktes Gebot.",
        id="de-ihr-as-their",
    ),
    pytest.param(
        "it",
        "GameLog",
        "%1 bids %2 (%3)",
        "",
        "%1 offre %2 (%3)",
        id="it-offre-is-to-bid",
    ),
    pytest.param(
        "fr",
        "GameLog",
        "Round %1: %2 is up for auction.",
        "",
        "Tour de jeu %1\u00a0: la carte %2 est mise en jeu.",
        id="fr-mise-en-jeu",
    ),
]


@pytest.mark.parametrize(("lang", "context", "source", "dis", "planted"), NATURAL)
def test_natural_wording_is_not_flagged(
    ts_copy: Path, rules_copy: Path, lang, context, source, dis, planted
) -> None:
    plant(ts_copy, lang, context, source, planted, dis)
    report = run_checks(ts_copy, rules_copy, (lang,))
    assert report.languages[lang].problems == []


# -- rules documents ----------------------------------------------------------------------


def replace_in(path: Path, old: str, new: str, count: int = 1) -> None:
    text = path.read_text(encoding="utf-8")
    assert old in text, old
    path.write_text(text.replace(old, new, count), encoding="utf-8")


def test_a_document_without_the_glossary_term_is_found(ts_copy, rules_copy) -> None:
    replace_in(rules_copy / "rules.fr.md", "carte multicolore", "carte spéciale", -1)
    report = run_checks(ts_copy, rules_copy, ())
    assert "glossary-term-missing" in kinds(report)


def test_a_forbidden_synonym_in_a_document_is_found(ts_copy, rules_copy) -> None:
    replace_in(rules_copy / "rules.it.md", "jolly", "matta", -1)
    report = run_checks(ts_copy, rules_copy, ())
    assert "forbidden-synonym" in kinds(report)


def test_a_deleted_sentence_is_found(ts_copy, rules_copy) -> None:
    path = rules_copy / "rules.fr.md"
    sentence = "Cette page présente le jeu avec nos propres mots. "
    replace_in(path, sentence, "")
    report = run_checks(ts_copy, rules_copy, ())
    assert [(p.kind, p.where) for p in report.documents] == [
        ("sentence-count", "rules.fr.md #about")
    ]


def test_sections_whose_english_changed_are_listed_as_stale(ts_copy, rules_copy) -> None:
    replace_in(rules_copy / "rules.en.md", "in our own words", "in words of our own")
    report = run_checks(ts_copy, rules_copy, ())
    stale = sorted(p.where for p in report.documents if p.kind == "stale-section")
    assert stale == ["rules.de.md #about", "rules.fr.md #about", "rules.it.md #about"]


def test_marking_a_section_current_clears_it(ts_copy, rules_copy, capsys) -> None:
    from score5_desktop.cli.main import main

    replace_in(rules_copy / "rules.en.md", "in our own words", "in words of our own")
    args = ["i18n-check", "--rules-dir", str(rules_copy), "--ts-dir", str(ts_copy)]
    assert main([*args, "--mark-current", "fr:about"]) == 0
    report = run_checks(ts_copy, rules_copy, ())
    stale = sorted(p.where for p in report.documents if p.kind == "stale-section")
    assert stale == ["rules.de.md #about", "rules.it.md #about"]
    capsys.readouterr()


def test_a_games_own_pages_are_marked_current_in_their_folder(ts_copy, rules_copy, capsys):
    """Five Three Five's folder holds rules pages only: marking one of its sections
    stopped on the missing disagreements page."""
    from score5_desktop.cli.main import main

    pages = rules_copy / "five_three_five"
    replace_in(pages / "rules.en.md", "even once the round is over", "even after the round")
    assert main(["i18n-check", "--rules-dir", str(pages), "--mark-current", "de:setup"]) == 0
    report = run_checks(ts_copy, rules_copy, ())
    stale = sorted(p.where for p in report.documents if p.kind == "stale-section")
    assert "five_three_five/rules.de.md #setup" not in stale
    assert "five_three_five/rules.fr.md #setup" in stale
    capsys.readouterr()
