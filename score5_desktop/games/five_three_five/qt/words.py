"""Five Three Five's words at the table: melds, actions, refusals, prompts and plate lines.

Every sentence is a literal ``translate`` call (so lupdate collects it) in the
terms of GLOSSARY.md's Five Three Five section: *lead, overwrite, add, pass,
single, set, run, central meld, trick, round, rule of 8*. Values are numbers
and names are data, filled in with ``arg`` after translation.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication, QObject

from score5_desktop.games.five_three_five.bots.reasons import Reason, ReasonKind
from score5_desktop.games.five_three_five.qt.meld_words import MeldRole, meld_phrase, values_text
from score5_desktop.games.five_three_five.rules import events as ev
from score5_desktop.games.five_three_five.rules.decisions import Action
from score5_desktop.games.five_three_five.rules.melds import Meld, MeldKind
from score5_desktop.games.five_three_five.rules.offer import Refusal, shape_of
from score5_desktop.model.text import and_list_text, arg


class F35Counts(QObject):
    """The messages with a count: lupdate gives a ``%n`` source plural forms only when it
    is called as ``self.tr(source, disambiguation, n)`` (as SCORE 5's ``Text`` does)."""

    def cards(self, n: int) -> str:
        #: Five Three Five: a number of cards, e.g. on a plate: "10 cards".
        return self.tr("%n card(s)", None, n)

    def points(self, n: int) -> str:
        #: Five Three Five plate: a player's total of penalty points so far.
        return self.tr("%n point(s)", None, n)

    def counted(self, n: int) -> str:
        #: Five Three Five: penalty points counted from a hand at the end of a round.
        return self.tr("+%n point(s)", None, n)

    def wrong_size(self, n: int) -> str:
        #: Five Three Five: %n the number of cards in the central meld.
        return self.tr(
            "An overwrite has as many cards as the central meld (%n), and these cards do not "
            "add to it either.",
            None,
            n,
        )

    def takes(self, n: int) -> str:
        #: Five Three Five log: %1 a player; %n penalty points for the cards left in hand.
        return self.tr("%1 takes %n point(s).", None, n)

    def you_take(self, n: int) -> str:
        #: Five Three Five log, to the one player against bots: %n penalty points for the
        #: cards left in their hand.
        return self.tr("You take %n point(s).", None, n)

    def too_big(self, n: int) -> str:
        #: Five Three Five hint: %n cards in the central meld (four or more).
        return self.tr("a central meld of %n cards can only be added to", None, n)

    def sheds(self, n: int) -> str:
        #: Five Three Five hint: %1 card values, e.g. "8"; %n the points they would cost.
        return self.tr("it gets rid of %1, worth %n point(s) in hand", None, n)

    def sheds_most(self, n: int) -> str:
        #: Five Three Five hint: %n the cards the suggested play puts down.
        return self.tr("it plays %n card(s), as many as any play can", None, n)

    def race(self, n: int) -> str:
        #: Five Three Five hint: %1 another player; %n the cards they still hold.
        return self.tr("%1 has only %n card(s) left", None, n)

    def card(self, n: int) -> str:
        #: A Five Three Five card for screen readers: %1 its value, e.g. 12; %2 its band,
        #: e.g. "sunny"; %n the points it costs when left in hand.
        return self.tr("%1, %2, %n point(s) if left in hand", None, n)


_COUNTS: F35Counts | None = None


def counts_text() -> F35Counts:
    global _COUNTS
    if _COUNTS is None:
        _COUNTS = F35Counts()
    return _COUNTS


def shape_text(shape: Meld) -> str:
    """A meld's name by its kind and, for a set of two to five cards, its size: the
    players' own words ("pair", Italian "coppia") where a set has one, as a "tris" of
    two cards read wrong."""
    if shape.kind is MeldKind.SET:
        if shape.size == 2:
            #: Five Three Five: a set of two cards of one value (FR paire, DE Paar, IT coppia).
            return QCoreApplication.translate("F35", "pair")
        if shape.size == 3:
            #: Five Three Five: a set of three cards of one value (FR brelan, DE Drilling,
            #: IT tris).
            return QCoreApplication.translate("F35", "three of a kind")
        if shape.size == 4:
            #: Five Three Five: a set of four cards of one value (FR carré, DE Vierling,
            #: IT poker).
            return QCoreApplication.translate("F35", "four of a kind")
        if shape.size == 5:
            #: Five Three Five: a set of five cards of one value, every copy at five or six
            #: players (IT cinque carte uguali).
            return QCoreApplication.translate("F35", "five of a kind")
    if shape.kind is MeldKind.RUN:
        #: Five Three Five: a meld of consecutive values within one band.
        return QCoreApplication.translate("F35", "run")
    #: Five Three Five: a meld of one card.
    return QCoreApplication.translate("F35", "single")


def meld_text(cards: Sequence[int]) -> str:
    """A meld named by kind and values, as a caption names it (no sentence around it):
    "pair (12 12)", "run (3 4 5)". Sentences take ``meld_phrase``."""
    shape = shape_of(cards)
    if not isinstance(shape, Meld):
        return values_text(cards)
    #: Five Three Five: a meld; %1 its kind ("single", "pair", "three of a kind", "run"...);
    #: %2 its values, "3 4 5".
    return arg(QCoreApplication.translate("F35", "%1 (%2)"), shape_text(shape), values_text(cards))


def action_button_text(action: Action) -> str:
    """A button's label, with its access key."""
    if action is Action.LEAD:
        #: Five Three Five button: play the chosen cards as the first meld of a trick.
        return QCoreApplication.translate("F35", "&Lead")
    if action is Action.OVERWRITE:
        #: Five Three Five button: play the chosen cards over the central meld.
        return QCoreApplication.translate("F35", "&Overwrite")
    if action is Action.ADD:
        #: Five Three Five button: add the chosen cards to the central meld.
        return QCoreApplication.translate("F35", "&Add")
    #: Five Three Five button: pass (out of this trick).
    return QCoreApplication.translate("F35", "&Pass")


def refusal_text(refusal: Refusal, central: Meld | None = None) -> str:
    """Why the chosen cards make no play, as one short sentence to the player."""
    if refusal is Refusal.NOTHING_CHOSEN:
        #: Five Three Five: shown when no card is chosen yet.
        return QCoreApplication.translate("F35", "Choose the cards to play.")
    if refusal is Refusal.TOO_MANY:
        return QCoreApplication.translate("F35", "You can play at most three cards at a time.")
    if refusal is Refusal.NOT_A_MELD:
        return QCoreApplication.translate(
            "F35", "These cards are neither a set (one value) nor a run (consecutive values)."
        )
    if refusal is Refusal.RUN_LEAVES_BAND:
        return QCoreApplication.translate(
            "F35", "A run stays within one band: 5 and 7, or 9 and 11, are not consecutive."
        )
    if refusal is Refusal.TOO_LONG_TO_OVERWRITE:
        return QCoreApplication.translate(
            "F35", "A central meld of four cards or more can only be added to."
        )
    if refusal is Refusal.PASSED:
        return QCoreApplication.translate("F35", "You passed: you are out of this trick.")
    if refusal is Refusal.NOT_YOUR_TURN:
        return QCoreApplication.translate("F35", "Wait for your turn.")
    if refusal is Refusal.WRONG_KIND and central is not None:
        return _wrong_kind_text(central.kind)
    if refusal is Refusal.WRONG_SIZE and central is not None:
        return counts_text().wrong_size(central.size)
    if central is not None and central.kind is MeldKind.RUN:
        return QCoreApplication.translate(
            "F35",
            "Not stronger: a run with lower values is needed, and these cards do not add to "
            "it either.",
        )
    return QCoreApplication.translate(
        "F35",
        "Not stronger: higher values are needed, and these cards do not add to the central "
        "meld either.",
    )


def _wrong_kind_text(kind: MeldKind) -> str:
    """The central meld's kind named in a whole sentence of its own (the kind dropped
    into one sentence lost its article and gender)."""
    if kind is MeldKind.SINGLE:
        #: Five Three Five: the chosen cards are no single, and the central meld is one.
        return QCoreApplication.translate(
            "F35", "Only a single overwrites a single, and these cards do not add to it either."
        )
    if kind is MeldKind.SET:
        #: Five Three Five: the chosen cards are no set (cards of one value), and the
        #: central meld is one.
        return QCoreApplication.translate(
            "F35", "Only a set overwrites a set, and these cards do not add to it either."
        )
    #: Five Three Five: the chosen cards are no run, and the central meld is one.
    return QCoreApplication.translate(
        "F35", "Only a run overwrites a run, and these cards do not add to it either."
    )


def prompt_text(name: str, leading: bool, central: Sequence[int]) -> str:
    """What the player whose turn it is may do."""
    if leading:
        return arg(
            #: Five Three Five: %1 the player's name.
            QCoreApplication.translate(
                "F35", "%1, you lead: a single, or a set or run of up to three cards."
            ),
            name,
        )
    return arg(
        #: Five Three Five: %1 the player's name; %2 the central meld as a noun phrase,
        #: subject or after "is" ("meld as subject"), e.g. "a pair (12 12)".
        QCoreApplication.translate(
            "F35", "%1, the central meld is %2: overwrite it, add to it, or pass."
        ),
        name,
        meld_phrase(central, MeldRole.SUBJECT),
    )


def tray_caption(name: str, addressed: bool) -> str:
    """The words over the hand in the tray: whose it is (in hot seat the table's seats do
    not turn, so the hand at the bottom is not always the bottom seat's)."""
    if addressed:
        #: Five Three Five: over the hand of the one player against bots; %1 their name.
        return arg(QCoreApplication.translate("F35", "Your hand, %1"), name)
    #: Five Three Five: over the hand shown (hot seat, replay); %1 the player's name.
    return arg(QCoreApplication.translate("F35", "%1's hand"), name)


def waiting_text(name: str, yours: bool = False, human: bool = False) -> str:
    """The bar's line while nobody at the screen decides. ``yours``: the turn is the one
    human's against bots, whose controls come once the table is at rest; they are spoken
    to, not named as if someone else played. ``human``: in hot seat, a person whose turn
    (or hand-over) comes once the table settles: not yet playing, as a bot is."""
    if yours:
        #: Five Three Five: the player's own turn comes as soon as the table settles.
        return QCoreApplication.translate("F35", "Your turn in a moment…")
    if human:
        #: Five Three Five, hot seat: %1 the person whose turn comes once the table settles.
        return arg(QCoreApplication.translate("F35", "%1's turn in a moment…"), name)
    #: Five Three Five: %1 the player (or bot) whose turn it is.
    return arg(QCoreApplication.translate("F35", "%1 is playing…"), name)


def counting_text(deal: int) -> str:
    """The bar's line while a finished deal's hands are counted: nobody is to play (the
    next deal's leader, already known to the game, is not yet at the table)."""
    #: Five Three Five: shown while the penalty points of the hands left are counted at
    #: the end of a round (glossary: manche, Runde, smazzata); %1 the round's number.
    return arg(QCoreApplication.translate("F35", "Round %1 is over: counting the points…"), deal)


def saved_text(round_number: int, names: Sequence[str], seat: int, you: int | None) -> str:
    """Where a saved game stopped, for the question that offers to continue it: the
    round (a deal, until someone is out) and whose turn it is."""
    if seat == you:
        #: Five Three Five, the question at start-up offering to continue a saved game;
        #: %1 the round it stopped in (glossary: manche, Runde, smazzata); the turn is
        #: the player's own.
        text = QCoreApplication.translate(
            "F35", "A game of Five Three Five was saved in round %1, at your turn."
        )
        return arg(text, round_number)
    #: Five Three Five, the question at start-up offering to continue a saved game; %1
    #: the round it stopped in (glossary: manche, Runde, smazzata); %2 the player (or
    #: bot) whose turn it is.
    text = QCoreApplication.translate(
        "F35", "A game of Five Three Five was saved in round %1, with %2 to play."
    )
    return arg(text, round_number, names[seat])


def no_game_text() -> str:
    """The bar's line before any game, when Five Three Five's table is the one laid (the
    last game set up): what to do first."""
    #: Five Three Five: the bar's line on the empty table, before any game.
    return QCoreApplication.translate("F35", "Start a new game from the Game menu.")


def over_text() -> str:
    """The bar's line once the table shows the end of the game (nobody is to play)."""
    #: Five Three Five: the bar's line under the end window, once the game is over.
    return QCoreApplication.translate("F35", "The game is over.")


def plate_detail(cards_left: int, total: int) -> str:
    """A plate's second line: cards in hand and the total of penalty points."""
    cards = counts_text().cards(cards_left)
    points = counts_text().points(total)
    #: Five Three Five plate: %1 "10 cards"; %2 "7 points".
    return arg(QCoreApplication.translate("F35", "%1 · %2"), cards, points)


def count_text(points: int) -> str:
    """The badge counting a hand's penalty points at the end of a round."""
    return counts_text().counted(points)


def central_caption(name: str, cards: Sequence[int]) -> str:
    """The line under the central meld: what it is and who laid it."""
    #: Five Three Five: %1 the central meld, e.g. "run (3 4 5)"; %2 who played it last.
    return arg(QCoreApplication.translate("F35", "%1 · %2"), meld_text(cards), name)


def log_lines(event: object, names: Sequence[str], you: int | None = None) -> list[str]:
    """What the game log says about an event, one sentence per line. ``you``: the seat of
    the one human at a table of bots, whose sentences are in the second person (naming
    them, "Player 1 leads", read as if someone else played); None in hot seat and replay,
    where everyone is named."""
    if isinstance(event, ev.Dealt):
        return [_dealt_line(event, names, you)]
    if isinstance(event, ev.Played):
        return [_played_line(event, names, you)]
    if isinstance(event, ev.Passed):
        if event.seat == you:
            #: Five Three Five log: the player at the screen passes.
            return [QCoreApplication.translate("F35", "You pass.")]
        #: Five Three Five log: %1 a player.
        return [arg(QCoreApplication.translate("F35", "%1 passes."), names[event.seat])]
    if isinstance(event, ev.TrickEnded):
        return [trick_ended_text(event, names, you)]
    if isinstance(event, ev.DealEnded):
        return _deal_ended_lines(event, names, you)
    if isinstance(event, ev.GameEnded):
        return [_game_ended_line(event, names, you)]
    return []


def _dealt_line(event: ev.Dealt, names: Sequence[str], you: int | None) -> str:
    if event.leader == you:
        if event.second_hand:
            #: Five Three Five log: %1 the round's number; the player at the screen leads
            #: its first trick. Two players play a second hand from the same shuffle.
            text = QCoreApplication.translate(
                "F35", "Round %1, the second hand of the shuffle: you lead."
            )
        else:
            #: Five Three Five log: %1 the round's number; the player at the screen leads
            #: its first trick.
            text = QCoreApplication.translate("F35", "Round %1: you lead.")
        return arg(text, event.deal + 1)
    if event.second_hand:
        #: Five Three Five log: %1 the round's number; %2 who leads its first trick. Two
        #: players play a second hand from the same shuffle.
        text = QCoreApplication.translate(
            "F35", "Round %1, the second hand of the shuffle: %2 leads."
        )
    else:
        #: Five Three Five log: %1 the round's number; %2 who leads its first trick.
        text = QCoreApplication.translate("F35", "Round %1: %2 leads.")
    return arg(text, event.deal + 1, names[event.leader])


def _played_line(event: ev.Played, names: Sequence[str], you: int | None) -> str:
    translate = QCoreApplication.translate
    if event.action is Action.ADD:
        added = values_text(event.cards)
        now = meld_phrase(event.central.cards(), MeldRole.SUBJECT)
        if event.seat == you:
            #: Five Three Five log, the player at the screen: %1 the cards added, e.g.
            #: "5 5"; %2 the central meld now as a noun phrase, subject or after "is"
            #: ("meld as subject"), e.g. "three of a kind (5 5 5)".
            return arg(translate("F35", "You add %1: the central meld is now %2."), added, now)
        #: Five Three Five log: %1 a player; %2 the cards added, e.g. "5 5"; %3 the central
        #: meld now as a noun phrase, subject or after "is" ("meld as subject"), e.g.
        #: "three of a kind (5 5 5)".
        text = translate("F35", "%1 adds %2: the central meld is now %3.")
        return arg(text, names[event.seat], added, now)
    if event.action is Action.LEAD:
        meld = meld_phrase(event.cards, MeldRole.OBJECT)
        if event.seat == you:
            #: Five Three Five log, the player at the screen: %1 the meld led as a noun
            #: phrase, what is played ("meld as object"), e.g. "a pair (12 12)".
            return arg(translate("F35", "You lead %1."), meld)
        #: Five Three Five log: %1 a player; %2 the meld led as a noun phrase, what is
        #: played ("meld as object"), e.g. "a pair (12 12)".
        return arg(translate("F35", "%1 leads %2."), names[event.seat], meld)
    meld = meld_phrase(event.cards, MeldRole.WITH)
    if event.seat == you:
        #: Five Three Five log, the player at the screen: %1 the meld played over the
        #: central one, a noun phrase with its "with" ("meld after with"), e.g. "with a run
        #: (1 2 3)".
        return arg(translate("F35", "You overwrite %1."), meld)
    #: Five Three Five log: %1 a player; %2 the meld played over the central one, a noun
    #: phrase with its "with" ("meld after with"), e.g. "with a run (1 2 3)".
    return arg(translate("F35", "%1 overwrites %2."), names[event.seat], meld)


def trick_ended_text(event: ev.TrickEnded, names: Sequence[str], you: int | None) -> str:
    """Why the trick ended and who leads next, in one sentence: the log's line and the
    table's banner (``you``: the one human against bots, spoken to)."""
    if event.leader == you:
        if event.reason is ev.TrickEnd.RULE_OF_8:
            #: Five Three Five log: the player at the screen played the 8 and leads next.
            return QCoreApplication.translate(
                "F35", "Rule of 8: the trick ends, and you lead the next one."
            )
        if event.reason is ev.TrickEnd.ALL_COPIES:
            #: Five Three Five log: the player at the screen completed the set.
            return QCoreApplication.translate(
                "F35", "Every copy is in the central meld: you lead the next trick."
            )
        if event.reason is ev.TrickEnd.RUN_OF_FIVE:
            #: Five Three Five log: the player at the screen completed the run.
            return QCoreApplication.translate(
                "F35", "A run of five ends the trick: you lead the next one."
            )
        #: Five Three Five log: nobody beat the meld of the player at the screen.
        return QCoreApplication.translate("F35", "Everyone else passed: you lead the next trick.")
    if event.reason is ev.TrickEnd.RULE_OF_8:
        #: Five Three Five log: %1 who played the 8 and leads the next trick.
        text = QCoreApplication.translate(
            "F35", "Rule of 8: the trick ends, and %1 leads the next one."
        )
    elif event.reason is ev.TrickEnd.ALL_COPIES:
        #: Five Three Five log: %1 who completed the set and leads the next trick.
        text = QCoreApplication.translate(
            "F35", "Every copy is in the central meld: %1 leads the next trick."
        )
    elif event.reason is ev.TrickEnd.RUN_OF_FIVE:
        #: Five Three Five log: %1 who completed the run and leads the next trick.
        text = QCoreApplication.translate(
            "F35", "A run of five ends the trick: %1 leads the next one."
        )
    else:
        #: Five Three Five log: %1 whose meld nobody beat; they lead the next trick.
        text = QCoreApplication.translate("F35", "Everyone else passed: %1 leads the next trick.")
    return arg(text, names[event.leader])


def _deal_ended_lines(event: ev.DealEnded, names: Sequence[str], you: int | None) -> list[str]:
    if event.out == you:
        #: Five Three Five log: the player at the screen played their last card (went out).
        lines = [QCoreApplication.translate("F35", "Your hand is empty: the round ends.")]
    else:
        #: Five Three Five log: %1 the player who played their last card.
        text = QCoreApplication.translate("F35", "%1 goes out: the round ends.")
        lines = [arg(text, names[event.out])]
    for seat, points in enumerate(event.points):
        if seat == you and seat != event.out:
            lines.append(counts_text().you_take(points))
        elif seat != event.out:
            lines.append(arg(counts_text().takes(points), names[seat]))
    return lines


def _game_ended_line(event: ev.GameEnded, names: Sequence[str], you: int | None) -> str:
    others = and_list_text([names[s] for s in event.winners if s != you])
    if you in event.winners:
        if not others:
            #: Five Three Five log: the player at the screen wins alone.
            return QCoreApplication.translate("F35", "You win the game.")
        #: Five Three Five log: %1 the other players sharing the win with the player at
        #: the screen, e.g. "Ann and Bo".
        return arg(QCoreApplication.translate("F35", "You share the win with %1."), others)
    if len(event.winners) == 1:
        #: Five Three Five log: %1 the winner.
        return arg(QCoreApplication.translate("F35", "%1 wins the game."), others)
    #: Five Three Five log: %1 the players sharing the win, e.g. "Ann and Bo".
    return arg(QCoreApplication.translate("F35", "%1 share the win."), others)


def play_text(action: Action, cards: Sequence[int]) -> str:
    """A suggested play in a few words: "overwrite with a set (12 12)", "pass"."""
    if action is Action.LEAD:
        #: Five Three Five hint, the play suggested: %1 the meld to lead as a noun phrase,
        #: what is played ("meld as object"), e.g. "a run (3 4 5)".
        text = QCoreApplication.translate("F35", "lead %1")
        return arg(text, meld_phrase(cards, MeldRole.OBJECT))
    if action is Action.OVERWRITE:
        #: Five Three Five hint, the play suggested: %1 the meld to play over the central
        #: one, a noun phrase with its "with" ("meld after with"), e.g. "with a pair (12 12)".
        text = QCoreApplication.translate("F35", "overwrite %1")
        return arg(text, meld_phrase(cards, MeldRole.WITH))
    if action is Action.ADD:
        #: Five Three Five hint: %1 card values, e.g. "5 5".
        return arg(QCoreApplication.translate("F35", "add %1"), values_text(cards))
    #: Five Three Five hint: the suggestion is to pass.
    return QCoreApplication.translate("F35", "pass")


def reason_text(reason: Reason, names: Sequence[str]) -> str:
    """One of a bot's typed reasons as a short clause to the player (singular "you")."""
    kind = reason.kind
    cards = values_text(reason.values)
    count = reason.count or 0
    k = ReasonKind
    if kind is k.GOES_OUT:
        return QCoreApplication.translate("F35", "it empties your hand: the round ends")
    if kind is k.EIGHT_ENDS_TRICK:
        return QCoreApplication.translate(
            "F35", "the 8 ends the trick (rule of 8) and you lead the next one"
        )
    if kind is k.COMPLETES_SET:
        #: Five Three Five hint: %1 a card value, e.g. "12".
        value = str(reason.values[0]) if reason.values else ""
        return arg(
            QCoreApplication.translate("F35", "every copy of %1 is down: you lead the next trick"),
            value,
        )
    if kind is k.RUN_OF_FIVE:
        return QCoreApplication.translate(
            "F35", "the run reaches five cards: you lead the next trick"
        )
    # The reasons about the play itself call it "it": the hint names it just before, and
    # naming it again ("lead a pair (12 12), because nothing can overwrite a pair (12 12)")
    # read as assembled.
    if kind is k.UNBEATABLE_RUN:
        #: Five Three Five hint: the suggested run (e.g. 1 2) is the strongest of its size.
        return QCoreApplication.translate("F35", "no run of its size beats it")
    if kind is k.UNBEATABLE:
        #: Five Three Five hint: no card left in play makes a stronger meld of its kind.
        return QCoreApplication.translate("F35", "nothing left can overwrite it")
    if kind is k.TOO_BIG_TO_OVERWRITE:
        return counts_text().too_big(count)
    if kind is k.PLAYS_WHOLE_MELD:
        # Named, so the reason says which meld (it was the same words on every row).
        if len(set(reason.values)) == 1:
            #: Five Three Five hint: the suggested play is every card of one value in the
            #: hand; %1 card values, e.g. "7 7 7".
            text = QCoreApplication.translate("F35", "it plays your whole set %1")
        else:
            #: Five Three Five hint: the suggested play is a whole run of the hand, not
            #: part of one; %1 card values, e.g. "3 4 5".
            text = QCoreApplication.translate("F35", "it plays your whole run %1")
        return arg(text, values_text(reason.values))
    if kind in (k.KEEPS_SET, k.PASS_KEEPS_SET):
        # A set's reason holds its value once and its size: "12 12", not "12".
        cards = values_text(reason.values * max(count, 1))
    if kind is k.KEEPS_SET:
        #: Five Three Five hint: %1 card values kept together, e.g. "12 12".
        return arg(QCoreApplication.translate("F35", "it keeps your set %1 together"), cards)
    if kind is k.KEEPS_RUN:
        #: Five Three Five hint: %1 card values kept together, e.g. "3 4 5".
        return arg(QCoreApplication.translate("F35", "it keeps your run %1 together"), cards)
    if kind is k.SHEDS_PENALTY:
        return arg(counts_text().sheds(reason.points or 0), cards)
    if kind is k.LEADS_LOW:
        #: Five Three Five hint: %1 weak card values, e.g. "2".
        return arg(
            QCoreApplication.translate(
                "F35", "it plays weak cards first (%1) while you hold stronger ones"
            ),
            cards,
        )
    if kind is k.CHEAPEST_OVERWRITE:
        #: Five Three Five hint: the suggested play overwrites, and no weaker meld would.
        return QCoreApplication.translate("F35", "it is the weakest meld that overwrites")
    if kind is k.ADDS:
        #: Five Three Five hint: the cards the suggested play adds are not needed for
        #: anything stronger.
        return QCoreApplication.translate("F35", "it uses none of your stronger cards")
    if kind is k.BEST_FOR_PLAN:
        return QCoreApplication.translate(
            "F35", "it leaves your hand in the fewest, strongest melds"
        )
    if kind is k.SHEDS_MOST:
        return counts_text().sheds_most(count)
    if kind is k.RACE:
        name = names[reason.seat] if reason.seat is not None and reason.seat < len(names) else ""
        return arg(counts_text().race(count), name)
    if kind is k.PASS_KEEPS_SET:
        #: Five Three Five hint: %1 card values, e.g. "12 12".
        return arg(QCoreApplication.translate("F35", "playing would split your set %1"), cards)
    if kind is k.PASS_KEEPS_RUN:
        #: Five Three Five hint: %1 card values, e.g. "3 4 5".
        return arg(QCoreApplication.translate("F35", "playing would break your run %1"), cards)
    if kind is k.PASS_SAVES_STRENGTH:
        #: Five Three Five hint: %1 strong card values, e.g. "15 15".
        return arg(
            QCoreApplication.translate("F35", "your strong cards (%1) wait for a better moment"),
            cards,
        )
    if kind is k.NO_PLAY:
        return QCoreApplication.translate("F35", "nothing you hold can overwrite or add")
    if kind is k.SIM_BEST:
        #: Five Three Five hint: the strongest bot played the rest of the deal ahead with
        #: each play, and this one did best (no count: a player cannot use it).
        return QCoreApplication.translate("F35", "played ahead, it did best of your plays")
    return QCoreApplication.translate("F35", "a random choice")


def reasons_text(reasons: Sequence[Reason], names: Sequence[str]) -> str:
    """A bot's reasons as clauses of one sentence, joined as the language joins them
    (French puts a no-break space before its semicolon)."""
    clauses = [reason_text(r, names) for r in reasons]
    if not clauses:
        return ""
    text = clauses[0]
    for clause in clauses[1:]:
        #: Five Three Five: two reasons of a hint joined in one sentence, e.g. "it plays
        #: 2 cards; it keeps your run 3 4 5 together". %1 the reasons before; %2 the next.
        text = arg(QCoreApplication.translate("F35", "%1; %2"), text, clause)
    return text


def hint_text(action: Action, cards: Sequence[int], reasons: Sequence[Reason], names) -> str:
    """The hint: the strongest bot's play and its reasons."""
    play = play_text(action, cards)
    why = reasons_text(reasons, names)
    if not why:
        #: Five Three Five hint: %1 the suggested play, e.g. "pass".
        return arg(QCoreApplication.translate("F35", "Hint: %1."), play)
    #: Five Three Five hint: %1 the suggested play; %2 its reasons, joined by "%1; %2".
    return arg(QCoreApplication.translate("F35", "Hint: %1, because %2."), play, why)
