<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE" sourcelanguage="en">
<context>
    <name>ActionBar</name>
    <message>
        <location filename="../score5_desktop/ui/table/action_bar.py" line="100"/>
        <source>C&amp;lear</source>
        <translation>&amp;Leeren</translation>
    </message>
    <message>
        <location filename="../score5_desktop/ui/table/action_bar.py" line="101"/>
        <source>Take every card out of the bid</source>
        <translation>Nimm alle Karten aus dem Gebot</translation>
    </message>
    <message>
        <location filename="../score5_desktop/ui/table/action_bar.py" line="102"/>
        <source>&amp;Keep my bid</source>
        <translation>Gebot &amp;beibehalten</translation>
    </message>
    <message>
        <location filename="../score5_desktop/ui/table/action_bar.py" line="104"/>
        <source>Bid exactly the same cards again in this adjustment round</source>
        <translation>Biete in dieser Anpassungsrunde genau dieselben Karten noch einmal</translation>
    </message>
    <message>
        <location filename="../score5_desktop/ui/table/action_bar.py" line="106"/>
        <source>H&amp;int</source>
        <translation>&amp;Tipp</translation>
    </message>
    <message>
        <location filename="../score5_desktop/ui/table/action_bar.py" line="107"/>
        <source>Ask the strongest bot what it would do</source>
        <translation>Frag den stärksten Bot, was er tun würde</translation>
    </message>
    <message>
        <location filename="../score5_desktop/ui/table/action_bar.py" line="108"/>
        <source>Family for the wild</source>
        <translation>Farbe für den Joker</translation>
    </message>
    <message>
        <location filename="../score5_desktop/ui/table/action_bar.py" line="109"/>
        <source>Bid total</source>
        <translation>Summe des Gebots</translation>
    </message>
    <message>
        <location filename="../score5_desktop/ui/table/action_bar.py" line="119"/>
        <source>Place the &amp;wild</source>
        <translation>&amp;Joker einsetzen</translation>
    </message>
    <message>
        <location filename="../score5_desktop/ui/table/action_bar.py" line="119"/>
        <source>&amp;Confirm bid</source>
        <translation>&amp;Gebot bestätigen</translation>
    </message>
    <message>
        <location filename="../score5_desktop/ui/table/action_bar.py" line="134"/>
        <source>%1, choose your secret bid for %2, then confirm.</source>
        <extracomment>Prompt to the player deciding. %1 their name, e.g. &quot;Ann&quot;; %2 the card up for auction, e.g. &quot;green 80&quot;.</extracomment>
        <translation>%1, wähle dein geheimes Gebot für %2 und bestätige es.</translation>
    </message>
    <message>
        <location filename="../score5_desktop/ui/table/action_bar.py" line="144"/>
        <source>%1: %2</source>
        <extracomment>One player&apos;s number of bid cards in the adjustment prompt: %1 a name, e.g. &quot;Bot 1&quot;; %2 a number, e.g. 3.</extracomment>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location filename="../score5_desktop/ui/table/action_bar.py" line="154"/>
        <source>%1, adjustment round %2 of %3 (cards bid: %4). Change your bid or keep it.</source>
        <extracomment>Prompt. %1 a name, e.g. &quot;Ann&quot;; %2 this adjustment round, e.g. 1; %3 the table&apos;s maximum, e.g. 2; %4 each player&apos;s number of bid cards, e.g. &quot;Ann: 2, Bot 1: 3&quot;.</extracomment>
        <translation>%1, Anpassungsrunde %2 von %3 (gebotene Karten: %4). Ändere dein Gebot oder behalte es.</translation>
    </message>
    <message>
        <location filename="../score5_desktop/ui/table/action_bar.py" line="169"/>
        <source>%1, take one card from %2&apos;s bid: click it, or use the arrows and Space.</source>
        <extracomment>Prompt. %1 the player picking, e.g. &quot;Ann&quot;; %2 the auction winner, e.g. &quot;Bot 2&quot;.</extracomment>
        <translation>%1, nimm eine Karte aus dem Gebot von %2: Klick sie an oder nutze die Pfeiltasten und die Leertaste.</translation>
    </message>
    <message>
        <location filename="../score5_desktop/ui/table/action_bar.py" line="178"/>
        <source>%1, choose the family your wild card scores in.</source>
        <extracomment>Prompt at the end of the game. %1 the wild card&apos;s owner, e.g. &quot;Ann&quot;.</extracomment>
        <translation>%1, wähle die Farbe, in der dein Joker Punkte bringt.</translation>
    </message>
    <message>
        <location filename="../score5_desktop/ui/table/action_bar.py" line="229"/>
        <source>Start a new game from the Game menu.</source>
        <translation>Starte eine neue Partie über das Menü „Spiel“.</translation>
    </message>
    <message>
        <location filename="../score5_desktop/ui/table/action_bar.py" line="232"/>
        <source>The game is over.</source>
        <translation>Die Partie ist zu Ende.</translation>
    </message>
    <message>
        <location filename="../score5_desktop/ui/table/action_bar.py" line="238"/>
        <source>Waiting for %1…</source>
        <extracomment>%1 the players still deciding, e.g. &quot;Bot 1, Bot 3&quot;.</extracomment>
        <translation>Warten auf %1…</translation>
    </message>
    <message>
        <location filename="../score5_desktop/ui/table/action_bar.py" line="248"/>
        <source>%1 (score %2)</source>
        <extracomment>A family in the wild card&apos;s list: %1 a family colour, e.g. &quot;green&quot;; %2 the points it would score, e.g. 75.</extracomment>
        <translation>%1 (%2 Punkte)</translation>
    </message>
    <message numerus="yes">
        <location filename="../score5_desktop/ui/table/action_bar.py" line="259"/>
        <source>Bid: %n card(s), total %1</source>
        <extracomment>The bid being built: %n cards chosen; %1 their total value, e.g. 45.</extracomment>
        <translation>
            <numerusform>Gebot: %n Karte, Summe %1</numerusform>
            <numerusform>Gebot: %n Karten, Summe %1</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../score5_desktop/ui/table/action_bar.py" line="296"/>
        <source>Thinking about a hint…</source>
        <translation>Ein Tipp wird gesucht…</translation>
    </message>
    <message>
        <location filename="../score5_desktop/ui/table/action_bar.py" line="305"/>
        <source>Hint: %1</source>
        <extracomment>%1 the hint&apos;s advice and reason, e.g. &quot;Bid green 15 (total 15). It adds 60 points to your green family.&quot;</extracomment>
        <translation>Tipp: %1</translation>
    </message>
</context>
<context>
    <name>Card</name>
    <message>
        <location filename="../score5_desktop/model/text.py" line="89"/>
        <source>green %1</source>
        <comment>card name</comment>
        <extracomment>A card&apos;s name: its family and %1, its value, e.g. &quot;green 35&quot;. The colour agrees with the word for card (FR verte); DE writes the noun (Grün 35).</extracomment>
        <translation>Grün %1</translation>
    </message>
    <message>
        <location filename="../score5_desktop/model/text.py" line="91"/>
        <source>red %1</source>
        <comment>card name</comment>
        <extracomment>A card&apos;s name: its family and %1, its value, e.g. &quot;red 115&quot; (IT rossa 115, DE Rot 115).</extracomment>
        <translation>Rot %1</translation>
    </message>
    <message>
        <location filename="../score5_desktop/model/text.py" line="93"/>
        <source>yellow %1</source>
        <comment>card name</comment>
        <extracomment>A card&apos;s name: its family and %1, its value, e.g. &quot;yellow 60&quot; (IT gialla 60, DE Gelb 60).</extracomment>
        <translation>Gelb %1</translation>
    </message>
    <message>
        <location filename="../score5_desktop/model/text.py" line="95"/>
        <source>purple %1</source>
        <comment>card name</comment>
        <extracomment>A card&apos;s name: its family and %1, its value, e.g. &quot;purple 25&quot; (FR violette 25).</extracomment>
        <translation>Violett %1</translation>
    </message>
    <message>
        <location filename="../score5_desktop/model/text.py" line="97"/>
        <source>blue %1</source>
        <comment>card name</comment>
        <extracomment>A card&apos;s name: its family and %1, its value, e.g. &quot;blue 10&quot; (FR bleue 10).</extracomment>
        <translation>Blau %1</translation>
    </message>
    <message>
        <location filename="../score5_desktop/model/text.py" line="99"/>
        <source>wild %1</source>
        <comment>card name</comment>
        <extracomment>The wild card&apos;s name with %1, its value, e.g. &quot;wild 75&quot; (FR multicolore 75, DE Joker 75).</extracomment>
        <translation>Joker %1</translation>
    </message>
    <message>
        <location filename="../score5_desktop/model/text.py" line="112"/>
        <source>—</source>
        <extracomment>Shown where a list of cards is empty.</extracomment>
        <translation>—</translation>
    </message>
</context>
<context>
    <name>CardItem</name>
    <message>
        <location filename="../score5_desktop/ui/table/card_item.py" line="81"/>
        <source>green</source>
        <translation>grün</translation>
    </message>
    <message>
        <location filename="../score5_desktop/ui/table/card_item.py" line="82"/>
        <source>red</source>
        <translation>rot</translation>
    </message>
    <message>
        <location filename="../score5_desktop/ui/table/card_item.py" line="83"/>
        <source>yellow</source>
        <translation>gelb</translation>
    </message>
    <message>
        <location filename="../score5_desktop/ui/table/card_item.py" line="84"/>
        <source>purple</source>
        <translation>violett</translation>
    </message>
    <message>
        <location filename="../score5_desktop/ui/table/card_item.py" line="85"/>
        <source>blue</source>
        <translation>blau</translation>
    </message>
    <message>
        <location filename="../score5_desktop/ui/table/card_item.py" line="86"/>
        <source>wild</source>
        <translation>Joker</translation>
    </message>
    <message>
        <location filename="../score5_desktop/ui/table/card_item.py" line="94"/>
        <source>face-down card</source>
        <translation>verdeckte Karte</translation>
    </message>
    <message>
        <location filename="../score5_desktop/ui/table/card_item.py" line="98"/>
        <source>%1 %2, tiebreaker %3</source>
        <extracomment>A card for screen readers: %1 its colour, e.g. &quot;green&quot;; %2 its value, e.g. 80; %3 its tiebreaker value, e.g. 42.</extracomment>
        <translation>%1 %2, Gleichstandswert %3</translation>
    </message>
</context>
<context>
    <name>EndOfGameDialog</name>
    <message>
        <location filename="../score5_desktop/ui/windows/end_screen.py" line="95"/>
        <source>End of the game</source>
        <translation>Ende der Partie</translation>
    </message>
    <message>
        <location filename="../score5_desktop/ui/windows/end_screen.py" line="96"/>
        <source>&amp;Play again</source>
        <translation>&amp;Revanche</translation>
    </message>
    <message>
        <location filename="../score5_desktop/ui/windows/end_screen.py" line="97"/>
        <source>&amp;New game…</source>
        <translation>&amp;Neue Partie…</translation>
    </message>
    <message numerus="yes">
        <location filename="../score5_desktop/ui/windows/end_screen.py" line="104"/>
        <source>%1 wins with %n point(s)</source>
        <extracomment>%1 the winner&apos;s name, e.g. &quot;Ann&quot;; %n their score, e.g. 182.</extracomment>
        <translation>
            <numerusform>%1 gewinnt mit %n Punkt</numerusform>
            <numerusform>%1 gewinnt mit %n Punkten</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../score5_desktop/ui/windows/end_screen.py" line="115"/>
        <source>Score</source>
        <translation>Punkte</translation>
    </message>
    <message>
        <location filename="../score5_desktop/ui/windows/end_screen.py" line="166"/>
        <source>%1 tied on %2 points. The tie goes to the player whose scoring cards include the highest tiebreaker: %3 holds %4 (tiebreaker %5).</source>
        <extracomment>%1 the tied players, e.g. &quot;Ann, Bot 2&quot;; %2 their score, e.g. 320; %3 the winner, e.g. &quot;Ann&quot;; %4 a card name, e.g. &quot;green 125&quot;; %5 its tiebreaker value, e.g. 48.</extracomment>
        <translation>%1 haben gleich viele Punkte (%2). Es gewinnt, wessen gewertete Karten den höchsten Gleichstandswert haben: %3 hat %4 (Gleichstandswert %5).</translation>
    </message>
</context>
<context>
    <name>Family</name>
    <message>
        <location filename="../score5_desktop/model/text.py" line="45"/>
        <source>green</source>
        <comment>colour alone</comment>
        <extracomment>A family&apos;s colour standing alone (chart legend, column header, menu item).</extracomment>
        <translation>grün</translation>
    </message>
    <message>
        <location filename="../score5_desktop/model/text.py" line="47"/>
        <source>red</source>
        <comment>colour alone</comment>
        <extracomment>A family&apos;s colour standing alone (chart legend, column header, menu item).</extracomment>
        <translation>rot</translation>
    </message>
    <message>
        <location filename="../score5_desktop/model/text.py" line="49"/>
        <source>yellow</source>
        <comment>colour alone</comment>
        <extracomment>A family&apos;s colour standing alone (chart legend, column header, menu item).</extracomment>
        <translation>gelb</translation>
    </message>
    <message>
        <location filename="../score5_desktop/model/text.py" line="51"/>
        <source>purple</source>
        <comment>colour alone</comment>
        <extracomment>A family&apos;s colour standing alone (chart legend, column header, menu item).</extracomment>
        <translation>violett</translation>
    </message>
    <message>
        <location filename="../score5_desktop/model/text.py" line="53"/>
        <source>blue</source>
        <comment>colour alone</comment>
        <extracomment>A family&apos;s colour standing alone (chart legend, column header, menu item).</extracomment>
        <translation>blau</translation>
    </message>
    <message>
        <location filename="../score5_desktop/model/text.py" line="55"/>
        <source>wild</source>
        <comment>colour alone</comment>
        <extracomment>The wild card&apos;s word standing alone (it scores in any family).</extracomment>
        <translation>Joker</translation>
    </message>
    <message>
        <location filename="../score5_desktop/model/text.py" line="66"/>
        <source>green</source>
        <comment>family name in a sentence</comment>
        <extracomment>Family named in a sentence after the word for family: &quot;the green family&quot;. FR agrees with famille (verte), DE is the noun (Grün), IT agrees with famiglia.</extracomment>
        <translation>Grün</translation>
    </message>
    <message>
        <location filename="../score5_desktop/model/text.py" line="69"/>
        <source>red</source>
        <comment>family name in a sentence</comment>
        <extracomment>Family named in a sentence after the word for family: &quot;the red family&quot;. FR agrees with famille (rouge), DE is the noun (Rot), IT agrees with famiglia (rossa).</extracomment>
        <translation>Rot</translation>
    </message>
    <message>
        <location filename="../score5_desktop/model/text.py" line="72"/>
        <source>yellow</source>
        <comment>family name in a sentence</comment>
        <extracomment>Family named in a sentence after the word for family: &quot;the yellow family&quot;. FR agrees with famille (jaune), DE is the noun (Gelb), IT agrees with famiglia (gialla).</extracomment>
        <translation>Gelb</translation>
    </message>
    <message>
        <location filename="../score5_desktop/model/text.py" line="75"/>
        <source>purple</source>
        <comment>family name in a sentence</comment>
        <extracomment>Family named in a sentence after the word for family: &quot;the purple family&quot;. FR agrees with famille (violette), DE is the noun (Violett), IT (viola).</extracomment>
        <translation>Violett</translation>
    </message>
    <message>
        <location filename="../score5_desktop/model/text.py" line="78"/>
        <source>blue</source>
        <comment>family name in a sentence</comment>
        <extracomment>Family named in a sentence after the word for family: &quot;the blue family&quot;. FR agrees with famille (bleue), DE is the noun (Blau), IT (blu).</extracomment>
        <translation>Blau</translation>
    </message>
</context>
<context>
    <name>GameLog</name>
    <message>
        <location filename="../score5_desktop/model/event_text.py" line="78"/>
        <source>Round %1: %2 is up for auction.</source>
        <extracomment>A round starts. %1 is the round number, e.g. 3; %2 a card name, e.g. &quot;green 35&quot;.</extracomment>
        <translation>Runde %1: %2 ist die angebotene Auktionskarte.</translation>
    </message>
    <message>
        <location filename="../score5_desktop/model/event_text.py" line="86"/>
        <source>Secret bids: %1.</source>
        <extracomment>%1 is a list of players&apos; bid sizes, e.g. &quot;Ana: 2 cards, Bot 1: 3 cards&quot;.</extracomment>
        <translation>Geheime Gebote: %1.</translation>
    </message>
    <message>
        <location filename="../score5_desktop/model/event_text.py" line="89"/>
        <source>Adjustment round %1: %2.</source>
        <extracomment>%1 is the adjustment round&apos;s number, e.g. 1; %2 a list of players&apos; bid sizes, e.g. &quot;Ana: 2 cards, Bot 1: 3 cards, changed&quot;.</extracomment>
        <translation>Anpassungsrunde %1: %2.</translation>
    </message>
    <message numerus="yes">
        <location filename="../score5_desktop/model/event_text.py" line="38"/>
        <source>%1: %n card(s) (changed)</source>
        <extracomment>One player&apos;s bid size in the list after an adjustment round, when it changed. %1 is a player&apos;s name, e.g. &quot;Bot 2&quot;; %n the number of cards bid.</extracomment>
        <translation>
            <numerusform>%1: %n Karte (geändert)</numerusform>
            <numerusform>%1: %n Karten (geändert)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../score5_desktop/model/event_text.py" line="41"/>
        <source>%1: %n card(s)</source>
        <extracomment>One player&apos;s bid size in a list of secret bids. %1 is a player&apos;s name, e.g. &quot;Bot 2&quot;; %n the number of cards bid, e.g. &quot;Bot 2: 3 cards&quot;.</extracomment>
        <translation>
            <numerusform>%1: %n Karte</numerusform>
            <numerusform>%1: %n Karten</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../score5_desktop/model/event_text.py" line="46"/>
        <source>You win the game with %n point(s), on the tiebreaker.</source>
        <extracomment>The log&apos;s last line when the local player won on the tiebreaker; %n points.</extracomment>
        <translation>
            <numerusform>Du gewinnst die Partie mit %n Punkt, durch den Gleichstandswert.</numerusform>
            <numerusform>Du gewinnst die Partie mit %n Punkten, durch den Gleichstandswert.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../score5_desktop/model/event_text.py" line="49"/>
        <source>You win the game with %n point(s).</source>
        <extracomment>The log&apos;s last line when the local player won; %n points, e.g. 182.</extracomment>
        <translation>
            <numerusform>Du gewinnst die Partie mit %n Punkt.</numerusform>
            <numerusform>Du gewinnst die Partie mit %n Punkten.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../score5_desktop/model/event_text.py" line="52"/>
        <source>%1 wins the game with %n point(s), on the tiebreaker.</source>
        <extracomment>The log&apos;s last line; %1 is the winner&apos;s name, e.g. &quot;Bot 3&quot;; %n points.</extracomment>
        <translation>
            <numerusform>%1 gewinnt die Partie mit %n Punkt, durch den Gleichstandswert.</numerusform>
            <numerusform>%1 gewinnt die Partie mit %n Punkten, durch den Gleichstandswert.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../score5_desktop/model/event_text.py" line="55"/>
        <source>%1 wins the game with %n point(s).</source>
        <extracomment>The log&apos;s last line; %1 is the winner&apos;s name, e.g. &quot;Bot 3&quot;; %n points, e.g. 182.</extracomment>
        <translation>
            <numerusform>%1 gewinnt die Partie mit %n Punkt.</numerusform>
            <numerusform>%1 gewinnt die Partie mit %n Punkten.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../score5_desktop/model/event_text.py" line="98"/>
        <source>%1 bids %2 (%3)</source>
        <extracomment>One revealed bid in a list: %1 a player&apos;s name, e.g. &quot;Bot 2&quot;; %2 the bid&apos;s total, e.g. 45; %3 its cards, e.g. &quot;green 35, blue 10&quot;.</extracomment>
        <translation>%1 bietet %2 (%3)</translation>
    </message>
    <message>
        <location filename="../score5_desktop/model/event_text.py" line="102"/>
        <source>%1 bids nothing</source>
        <extracomment>One revealed bid in a list: %1 a player&apos;s name, e.g. &quot;Bot 2&quot;.</extracomment>
        <translation>%1 bietet nichts</translation>
    </message>
    <message>
        <location filename="../score5_desktop/model/event_text.py" line="104"/>
        <source>Bids revealed: %1.</source>
        <extracomment>%1 is the list of revealed bids, e.g. &quot;Ana bids 45 (green 35, blue 10), ...&quot;.</extracomment>
        <translation>Gebote aufgedeckt: %1.</translation>
    </message>
    <message>
        <location filename="../score5_desktop/model/event_text.py" line="110"/>
        <source>You win %1 with %2, on the tiebreaker.</source>
        <extracomment>The local player won the auction on the tiebreaker. %1 a card name, e.g. &quot;blue 35&quot;; %2 the winning bid&apos;s total, e.g. 35.</extracomment>
        <translation>Du gewinnst %1 mit %2, durch den Gleichstandswert.</translation>
    </message>
    <message>
        <location filename="../score5_desktop/model/event_text.py" line="114"/>
        <source>You win %1 with %2.</source>
        <extracomment>The local player won the auction. %1 a card name, e.g. &quot;blue 35&quot;; %2 the winning bid&apos;s total, e.g. 35.</extracomment>
        <translation>Du gewinnst %1 mit %2.</translation>
    </message>
    <message>
        <location filename="../score5_desktop/model/event_text.py" line="119"/>
        <source>%1 wins %2 with %3, on the tiebreaker.</source>
        <extracomment>%1 a player&apos;s name, e.g. &quot;Bot 2&quot;; %2 a card name, e.g. &quot;blue 35&quot;; %3 the winning bid&apos;s total, e.g. 35.</extracomment>
        <translation>%1 gewinnt %2 mit %3, durch den Gleichstandswert.</translation>
    </message>
    <message>
        <location filename="../score5_desktop/model/event_text.py" line="123"/>
        <source>%1 wins %2 with %3.</source>
        <extracomment>%1 a player&apos;s name, e.g. &quot;Bot 2&quot;; %2 a card name, e.g. &quot;blue 35&quot;; %3 the winning bid&apos;s total, e.g. 35.</extracomment>
        <translation>%1 gewinnt %2 mit %3.</translation>
    </message>
    <message>
        <location filename="../score5_desktop/model/event_text.py" line="127"/>
        <source>Nobody bid: %1 leaves the game.</source>
        <extracomment>Nobody bid, so the card up for auction is removed (R4). %1 a card name, e.g. &quot;red 5&quot;.</extracomment>
        <translation>Niemand hat geboten: %1 wird aus dem Spiel genommen.</translation>
    </message>
    <message>
        <location filename="../score5_desktop/model/event_text.py" line="131"/>
        <source>You show %1 to settle the pick order.</source>
        <extracomment>%1 a card name, e.g. &quot;purple 20&quot;: the local player&apos;s card that settles the order.</extracomment>
        <translation>Du zeigst %1, um die Reihenfolge beim Nehmen festzulegen.</translation>
    </message>
    <message>
        <location filename="../score5_desktop/model/event_text.py" line="134"/>
        <source>%1 shows %2 to settle the pick order.</source>
        <extracomment>%1 a player&apos;s name, e.g. &quot;Bot 2&quot;; %2 a card name, e.g. &quot;purple 20&quot;.</extracomment>
        <translation>%1 zeigt %2, um die Reihenfolge beim Nehmen festzulegen.</translation>
    </message>
    <message>
        <location filename="../score5_desktop/model/event_text.py" line="138"/>
        <source> → </source>
        <extracomment>The arrow between names in a pick order, e.g. &quot;Ana → Bot 1 → Bot 2&quot;.</extracomment>
        <translation> → </translation>
    </message>
    <message>
        <location filename="../score5_desktop/model/event_text.py" line="143"/>
        <source>Your bid (%1) is shared out; pick order: %2.</source>
        <extracomment>The local player&apos;s winning bid goes to the others. %1 its cards, e.g. &quot;green 35, blue 10&quot;; %2 the order they pick in, e.g. &quot;Bot 1 → Bot 2&quot;.</extracomment>
        <translation>Dein Gebot (%1) wird verteilt; Reihenfolge: %2.</translation>
    </message>
    <message>
        <location filename="../score5_desktop/model/event_text.py" line="147"/>
        <source>The bid of %1 (%2) is shared out; pick order: %3.</source>
        <extracomment>%1 the winner&apos;s name, e.g. &quot;Bot 2&quot;; %2 the cards of their bid, e.g. &quot;green 35, blue 10&quot;; %3 the order the others pick in, e.g. &quot;Ana → Bot 1&quot;.</extracomment>
        <translation>Das Gebot von %1 (%2) wird verteilt; Reihenfolge: %3.</translation>
    </message>
    <message>
        <location filename="../score5_desktop/model/event_text.py" line="152"/>
        <source>You take %1 from %2.</source>
        <extracomment>%1 a card name, e.g. &quot;green 5&quot;; %2 the auction winner&apos;s name, e.g. &quot;Bot 3&quot;.</extracomment>
        <translation>Du nimmst %1 von %2.</translation>
    </message>
    <message>
        <location filename="../score5_desktop/model/event_text.py" line="157"/>
        <source>%1 takes %2 from you.</source>
        <extracomment>%1 a player&apos;s name, e.g. &quot;Bot 3&quot;; %2 a card name from the local player&apos;s winning bid, e.g. &quot;green 5&quot;.</extracomment>
        <translation>%1 nimmt dir %2 ab.</translation>
    </message>
    <message>
        <location filename="../score5_desktop/model/event_text.py" line="165"/>
        <source>Bids go back to the hands of: %1.</source>
        <extracomment>Losing bids go back to their owners&apos; hands. %1 a list of names, e.g. &quot;Ana, Bot 2&quot;.</extracomment>
        <translation>Die Gebote gehen zurück auf die Hand von: %1.</translation>
    </message>
    <message>
        <location filename="../score5_desktop/model/event_text.py" line="171"/>
        <source>You place the wild in the %1 family.</source>
        <extracomment>%1 a family name as it follows the word &quot;family&quot;, e.g. &quot;green&quot; (FR verte, DE Grün, IT rossa).</extracomment>
        <translation>Du setzt den Joker in der Farbe %1 ein.</translation>
    </message>
    <message>
        <location filename="../score5_desktop/model/event_text.py" line="175"/>
        <source>%1 places the wild in the %2 family.</source>
        <extracomment>%1 a player&apos;s name, e.g. &quot;Bot 2&quot;; %2 a family name as it follows the word &quot;family&quot;, e.g. &quot;green&quot; (FR verte, DE Grün, IT rossa).</extracomment>
        <translation>%1 setzt den Joker in der Farbe %2 ein.</translation>
    </message>
    <message>
        <location filename="../score5_desktop/model/event_text.py" line="184"/>
        <source>The bot %1 failed (%2) and played a simple legal move instead.</source>
        <extracomment>%1 a bot&apos;s name, e.g. &quot;Bot 2&quot;; %2 what went wrong, e.g. &quot;it gave no decision&quot;.</extracomment>
        <translation>Der Bot %1 ist gescheitert (%2) und hat stattdessen einen einfachen erlaubten Zug gemacht.</translation>
    </message>
    <message>
        <location filename="../score5_desktop/model/event_text.py" line="161"/>
        <source>%1 takes %2 from %3.</source>
        <extracomment>%1 a player&apos;s name, e.g. &quot;Bot 1&quot;; %2 a card name, e.g. &quot;green 5&quot;; %3 the auction winner&apos;s name, e.g. &quot;Bot 3&quot;.</extracomment>
        <translation>%1 nimmt %2 von %3.</translation>
    </message>
</context>
<context>
    <name>GameModel</name>
    <message>
        <location filename="../score5_desktop/model/game_model.py" line="574"/>
        <source>It is not this player&apos;s turn.</source>
        <translation>Dieser Spieler ist gerade nicht am Zug.</translation>
    </message>
    <message>
        <location filename="../score5_desktop/model/game_model.py" line="581"/>
        <source>That move is not allowed now.</source>
        <translation>Dieser Zug ist jetzt nicht erlaubt.</translation>
    </message>
    <message>
        <location filename="../score5_desktop/model/game_model.py" line="654"/>
        <source>it gave no decision</source>
        <translation>er hat keine Entscheidung geliefert</translation>
    </message>
    <message>
        <location filename="../score5_desktop/model/game_model.py" line="658"/>
        <source>illegal decision %1</source>
        <extracomment>Shown in the game log when a bot breaks; %1 is the program&apos;s own notation of its decision.</extracomment>
        <translation>unerlaubte Entscheidung %1</translation>
    </message>
    <message>
        <location filename="../score5_desktop/model/game_model.py" line="691"/>
        <location filename="../score5_desktop/model/game_model.py" line="695"/>
        <source>No hint is available now.</source>
        <translation>Gerade ist kein Tipp verfügbar.</translation>
    </message>
    <message>
        <location filename="../score5_desktop/model/game_model.py" line="701"/>
        <source>%1 %2</source>
        <extracomment>A hint: %1 the advice, e.g. &quot;Take green 15.&quot;; %2 the reason, e.g. &quot;It adds 15 points to your green family.&quot;</extracomment>
        <translation>%1 %2</translation>
    </message>
</context>
<context>
    <name>Hand</name>
    <message>
        <location filename="../score5_desktop/model/hand_model.py" line="47"/>
        <source>face-down card</source>
        <translation>verdeckte Karte</translation>
    </message>
</context>
<context>
    <name>HandoverScreen</name>
    <message>
        <location filename="../score5_desktop/ui/windows/handover_screen.py" line="57"/>
        <source>Pass the screen to %1</source>
        <extracomment>Hot seat: %1 the next player&apos;s name, e.g. &quot;Ann&quot;.</extracomment>
        <translation>Gib den Bildschirm an %1 weiter</translation>
    </message>
    <message>
        <location filename="../score5_desktop/ui/windows/handover_screen.py" line="62"/>
        <source>Every hand is hidden. %1, press the button when nobody else can see the screen.</source>
        <extracomment>Hot seat: %1 the next player&apos;s name, e.g. &quot;Ann&quot;.</extracomment>
        <translation>Jede Hand ist verdeckt. %1, drück den Knopf, sobald niemand sonst den Bildschirm sieht.</translation>
    </message>
    <message>
        <location filename="../score5_desktop/ui/windows/handover_screen.py" line="69"/>
        <source>I am %1: show my hand</source>
        <extracomment>Hot seat button: %1 the next player&apos;s name, e.g. &quot;Ann&quot;.</extracomment>
        <translation>Ich bin %1: meine Hand zeigen</translation>
    </message>
</context>
<context>
    <name>Hint</name>
    <message>
        <location filename="../score5_desktop/model/decision_text.py" line="45"/>
        <source>Keep your bid.</source>
        <extracomment>Hint advice in an adjustment round: bid the same cards again.</extracomment>
        <translation>Behalte dein Gebot.</translation>
    </message>
    <message>
        <location filename="../score5_desktop/model/decision_text.py" line="48"/>
        <source>Bid nothing.</source>
        <extracomment>Hint advice: bid no card this round.</extracomment>
        <translation>Biete nichts.</translation>
    </message>
    <message>
        <location filename="../score5_desktop/model/decision_text.py" line="53"/>
        <source>Take %1.</source>
        <extracomment>Hint advice when sharing out a bid. %1 a card name, e.g. &quot;green 15&quot;.</extracomment>
        <translation>Nimm %1.</translation>
    </message>
    <message>
        <location filename="../score5_desktop/model/decision_text.py" line="57"/>
        <source>Place the wild in the %1 family.</source>
        <extracomment>Hint advice at the end. %1 a family name as it follows the word &quot;family&quot;, e.g. &quot;green&quot; (FR verte, DE Grün, IT rossa).</extracomment>
        <translation>Setz den Joker in der Farbe %1 ein.</translation>
    </message>
</context>
<context>
    <name>HintReason</name>
    <message numerus="yes">
        <location filename="../score5_desktop/model/hint_text.py" line="43"/>
        <source>Bidding did not pay in %n simulated game(s).</source>
        <translation>
            <numerusform>Bieten hat sich in %n simulierten Partie nicht gelohnt.</numerusform>
            <numerusform>Bieten hat sich in %n simulierten Partien nicht gelohnt.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../score5_desktop/model/hint_text.py" line="46"/>
        <source>This bid won the card in %1 of %n simulated game(s).</source>
        <translation>
            <numerusform>Dieses Gebot hat die Karte in %1 von %n simulierten Partie gewonnen.</numerusform>
            <numerusform>Dieses Gebot hat die Karte in %1 von %n simulierten Partien gewonnen.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../score5_desktop/model/hint_text.py" line="70"/>
        <source>It adds nothing to your score.</source>
        <translation>Sie bringt dir keine Punkte.</translation>
    </message>
    <message>
        <location filename="../score5_desktop/model/hint_text.py" line="75"/>
        <source>The others look ready to pay more than %1.</source>
        <translation>Die anderen scheinen bereit, mehr als %1 zu bieten.</translation>
    </message>
    <message>
        <location filename="../score5_desktop/model/hint_text.py" line="80"/>
        <source>No bid high enough to win is worth what it costs.</source>
        <translation>Kein Gebot, das hoch genug zum Gewinnen ist, ist seinen Preis wert.</translation>
    </message>
    <message>
        <location filename="../score5_desktop/model/hint_text.py" line="87"/>
        <source>The %1 adds nothing to your score but is money for later bids.</source>
        <translation>%1 bringt dir keine Punkte, ist aber Geld für spätere Gebote.</translation>
    </message>
    <message>
        <location filename="../score5_desktop/model/hint_text.py" line="96"/>
        <source>The %1 adds %2 points to your score.</source>
        <translation>%1 bringt dir %2 Punkte.</translation>
    </message>
    <message>
        <location filename="../score5_desktop/model/hint_text.py" line="102"/>
        <source>The %1 adds %2 points to your %3 family.</source>
        <translation>%1 bringt deiner Farbe %3 %2 Punkte.</translation>
    </message>
    <message>
        <location filename="../score5_desktop/model/hint_text.py" line="111"/>
        <source>It adds %1 points to your score.</source>
        <translation>Sie bringt dir %1 Punkte.</translation>
    </message>
    <message>
        <location filename="../score5_desktop/model/hint_text.py" line="117"/>
        <source>It adds %1 points to your %2 family.</source>
        <translation>Sie bringt deiner Farbe %2 %1 Punkte.</translation>
    </message>
    <message>
        <location filename="../score5_desktop/model/hint_text.py" line="124"/>
        <source>It is the biggest card for later bids.</source>
        <translation>Sie ist die höchste Karte für spätere Gebote.</translation>
    </message>
    <message>
        <location filename="../score5_desktop/model/hint_text.py" line="128"/>
        <source>It is the biggest card.</source>
        <translation>Sie ist die höchste Karte.</translation>
    </message>
    <message>
        <location filename="../score5_desktop/model/hint_text.py" line="133"/>
        <source>It keeps %1 points from %2, who leads.</source>
        <translation>Sie nimmt %2, der vorne liegt, %1 Punkte weg.</translation>
    </message>
    <message>
        <location filename="../score5_desktop/model/hint_text.py" line="148"/>
        <source>It did best in simulated games.</source>
        <translation>Sie hat in simulierten Partien am besten abgeschnitten.</translation>
    </message>
    <message>
        <location filename="../score5_desktop/model/hint_text.py" line="152"/>
        <source>You have nothing to bid.</source>
        <translation>Du hast nichts zu bieten.</translation>
    </message>
    <message>
        <location filename="../score5_desktop/model/hint_text.py" line="156"/>
        <source>A random legal choice.</source>
        <translation>Eine zufällige erlaubte Wahl.</translation>
    </message>
    <message>
        <location filename="../score5_desktop/model/hint_text.py" line="165"/>
        <source>seat %1</source>
        <translation>Platz %1</translation>
    </message>
</context>
<context>
    <name>HintText</name>
    <message numerus="yes">
        <location filename="../score5_desktop/model/decision_text.py" line="26"/>
        <source>Bid %1 (total %2).</source>
        <extracomment>Hint advice. %n the number of cards to bid; %1 the cards, e.g. &quot;green 15, blue 10&quot;; %2 their total, e.g. 25.</extracomment>
        <translation>
            <numerusform>Biete %1 (Summe %2).</numerusform>
            <numerusform>Biete %1 (Summe %2).</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>History</name>
    <message>
        <location filename="../score5_desktop/model/history_model.py" line="50"/>
        <source>%1 (%2)</source>
        <extracomment>%1 a player&apos;s name, e.g. &quot;Bot 2&quot;; %2 how they played, e.g. &quot;Bot, hard&quot;.</extracomment>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <location filename="../score5_desktop/model/history_model.py" line="178"/>
        <source>Date</source>
        <translation>Datum</translation>
    </message>
    <message>
        <location filename="../score5_desktop/model/history_model.py" line="179"/>
        <source>Players</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <location filename="../score5_desktop/model/history_model.py" line="180"/>
        <source>Scores</source>
        <translation>Punkte</translation>
    </message>
    <message>
        <location filename="../score5_desktop/model/history_model.py" line="181"/>
        <source>Winner</source>
        <translation>Sieger</translation>
    </message>
    <message>
        <location filename="../score5_desktop/model/history_model.py" line="182"/>
        <source>Your score</source>
        <translation>Deine Punkte</translation>
    </message>
    <message>
        <location filename="../score5_desktop/model/history_model.py" line="185"/>
        <source>This column cannot be sorted.</source>
        <translation>Diese Spalte lässt sich nicht sortieren.</translation>
    </message>
    <message>
        <location filename="../score5_desktop/model/history_model.py" line="217"/>
        <source> – </source>
        <translation> – </translation>
    </message>
    <message>
        <location filename="../score5_desktop/model/history_model.py" line="221"/>
        <source>%1, %2</source>
        <extracomment>The winner column: %1 a name, e.g. &quot;Ann&quot;; %2 a score, e.g. &quot;182 points&quot;.</extracomment>
        <translation>%1, %2</translation>
    </message>
    <message>
        <location filename="../score5_desktop/model/history_model.py" line="228"/>
        <source>%1: %2</source>
        <extracomment>One player in a tooltip: %1 a name, e.g. &quot;Ann&quot;; %2 a score, e.g. &quot;182 points&quot;.</extracomment>
        <translation>%1: %2</translation>
    </message>
</context>
<context>
    <name>HistoryWindow</name>
    <message>
        <location filename="../score5_desktop/ui/windows/history_window.py" line="51"/>
        <source>Replay</source>
        <translation>Partie ansehen</translation>
    </message>
    <message>
        <location filename="../score5_desktop/ui/windows/history_window.py" line="53"/>
        <source>This game could not be replayed.</source>
        <translation>Diese Partie ließ sich nicht ansehen.</translation>
    </message>
    <message numerus="yes">
        <location filename="../score5_desktop/ui/windows/history_window.py" line="191"/>
        <source>%n game(s)</source>
        <extracomment>How many games the history list shows.</extracomment>
        <translation>
            <numerusform>%n Partie</numerusform>
            <numerusform>%n Partien</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../score5_desktop/ui/windows/history_window.py" line="208"/>
        <source>No finished games yet.
Every game you play to the end is kept here, ready to be replayed.</source>
        <translation>Noch keine beendete Partie.
Jede Partie, die du zu Ende spielst, wird hier aufbewahrt und lässt sich noch einmal ansehen.</translation>
    </message>
    <message>
        <location filename="../score5_desktop/ui/windows/history_window.py" line="212"/>
        <source>No finished games against %1 bots yet.</source>
        <extracomment>%1 a bot level, e.g. &quot;hard&quot;.</extracomment>
        <translation>Noch keine beendete Partie gegen Bots der Stufe %1.</translation>
    </message>
    <message>
        <location filename="../score5_desktop/ui/windows/history_window.py" line="222"/>
        <source>Game history</source>
        <translation>Verlauf der Partien</translation>
    </message>
    <message>
        <location filename="../score5_desktop/ui/windows/history_window.py" line="223"/>
        <source>&amp;Opponents:</source>
        <translation>&amp;Gegner:</translation>
    </message>
    <message>
        <location filename="../score5_desktop/ui/windows/history_window.py" line="224"/>
        <source>&amp;Replay game</source>
        <translation>Partie &amp;ansehen</translation>
    </message>
    <message>
        <location filename="../score5_desktop/ui/windows/history_window.py" line="225"/>
        <source>Or double-click a game, or press Enter</source>
        <translation>Oder doppelklick auf eine Partie oder drück die Eingabetaste</translation>
    </message>
    <message>
        <location filename="../score5_desktop/ui/windows/history_window.py" line="226"/>
        <source>&amp;Close</source>
        <translation>&amp;Schließen</translation>
    </message>
    <message>
        <location filename="../score5_desktop/ui/windows/history_window.py" line="227"/>
        <source>Finished games</source>
        <translation>Beendete Partien</translation>
    </message>
    <message>
        <location filename="../score5_desktop/ui/windows/history_window.py" line="231"/>
        <source>All games</source>
        <translation>Alle Partien</translation>
    </message>
    <message>
        <location filename="../score5_desktop/ui/windows/history_window.py" line="234"/>
        <source>Against %1 bots</source>
        <extracomment>A filter: %1 a bot level, e.g. &quot;hard&quot;.</extracomment>
        <translation>Gegen Bots der Stufe %1</translation>
    </message>
</context>
<context>
    <name>KnownHoldings</name>
    <message>
        <location filename="../score5_desktop/model/known_model.py" line="36"/>
        <source>Hand</source>
        <translation>Hand</translation>
    </message>
    <message>
        <location filename="../score5_desktop/model/known_model.py" line="38"/>
        <source>Known cards</source>
        <translation>Bekannte Karten</translation>
    </message>
</context>
<context>
    <name>Level</name>
    <message>
        <location filename="../score5_desktop/model/text.py" line="159"/>
        <source>random</source>
        <extracomment>A bot level, shown as in &quot;Bot, normal&quot; and in the new-game dialog.</extracomment>
        <translation>zufällig</translation>
    </message>
    <message>
        <location filename="../score5_desktop/model/text.py" line="161"/>
        <source>easy</source>
        <extracomment>A bot level, shown as in &quot;Bot, easy&quot;.</extracomment>
        <translation>leicht</translation>
    </message>
    <message>
        <location filename="../score5_desktop/model/text.py" line="163"/>
        <source>normal</source>
        <extracomment>A bot level, shown as in &quot;Bot, normal&quot;.</extracomment>
        <translation>normal</translation>
    </message>
    <message>
        <location filename="../score5_desktop/model/text.py" line="165"/>
        <source>hard</source>
        <extracomment>A bot level, shown as in &quot;Bot, hard&quot;.</extracomment>
        <translation>schwer</translation>
    </message>
    <message>
        <location filename="../score5_desktop/model/text.py" line="167"/>
        <source>expert</source>
        <extracomment>A bot level, shown as in &quot;Bot, expert&quot;.</extracomment>
        <translation>Experte</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../score5_desktop/ui/windows/main_window.py" line="183"/>
        <location filename="../score5_desktop/ui/windows/main_window.py" line="292"/>
        <location filename="../score5_desktop/ui/windows/main_window.py" line="412"/>
        <source>Score 5 Desktop</source>
        <translatorcomment>glossary: ok — &quot;Score 5&quot; here is the product&apos;s name, not a score.</translatorcomment>
        <translation>Score 5 Desktop</translation>
    </message>
    <message>
        <location filename="../score5_desktop/ui/windows/main_window.py" line="184"/>
        <source>&amp;Game</source>
        <translation>&amp;Spiel</translation>
    </message>
    <message>
        <location filename="../score5_desktop/ui/windows/main_window.py" line="185"/>
        <source>&amp;View</source>
        <translation>&amp;Ansicht</translation>
    </message>
    <message>
        <location filename="../score5_desktop/ui/windows/main_window.py" line="186"/>
        <source>&amp;Settings</source>
        <translation>&amp;Einstellungen</translation>
    </message>
    <message>
        <location filename="../score5_desktop/ui/windows/main_window.py" line="187"/>
        <source>&amp;Help</source>
        <translation>&amp;Hilfe</translation>
    </message>
    <message>
        <location filename="../score5_desktop/ui/windows/main_window.py" line="188"/>
        <location filename="../score5_desktop/ui/windows/main_window.py" line="295"/>
        <source>&amp;New game…</source>
        <translation>&amp;Neue Partie…</translation>
    </message>
    <message>
        <location filename="../score5_desktop/ui/windows/main_window.py" line="189"/>
        <source>&amp;Continue saved game</source>
        <translation>Gespeicherte Partie &amp;fortsetzen</translation>
    </message>
    <message>
        <location filename="../score5_desktop/ui/windows/main_window.py" line="190"/>
        <source>&amp;Save game as…</source>
        <translation>Partie &amp;speichern unter…</translation>
    </message>
    <message>
        <location filename="../score5_desktop/ui/windows/main_window.py" line="191"/>
        <source>&amp;Open game record…</source>
        <translation>Spielprotokoll &amp;öffnen…</translation>
    </message>
    <message>
        <location filename="../score5_desktop/ui/windows/main_window.py" line="192"/>
        <source>&amp;Replay a game…</source>
        <translation>Partie &amp;ansehen…</translation>
    </message>
    <message>
        <location filename="../score5_desktop/ui/windows/main_window.py" line="193"/>
        <source>&amp;History…</source>
        <translation>&amp;Verlauf…</translation>
    </message>
    <message>
        <location filename="../score5_desktop/ui/windows/main_window.py" line="194"/>
        <source>S&amp;tatistics…</source>
        <translation>S&amp;tatistik…</translation>
    </message>
    <message>
        <location filename="../score5_desktop/ui/windows/main_window.py" line="195"/>
        <source>&amp;Quit</source>
        <translation>&amp;Beenden</translation>
    </message>
    <message>
        <location filename="../score5_desktop/ui/windows/main_window.py" line="196"/>
        <source>&amp;Preferences…</source>
        <translation>&amp;Einstellungen…</translation>
    </message>
    <message>
        <location filename="../score5_desktop/ui/windows/main_window.py" line="197"/>
        <source>&amp;Rules</source>
        <translation>&amp;Regeln</translation>
    </message>
    <message>
        <location filename="../score5_desktop/ui/windows/main_window.py" line="198"/>
        <source>&amp;About Score 5 Desktop</source>
        <translatorcomment>glossary: ok — &quot;Score 5&quot; here is the product&apos;s name, not a score.</translatorcomment>
        <translation>&amp;Über Score 5 Desktop</translation>
    </message>
    <message>
        <location filename="../score5_desktop/ui/windows/main_window.py" line="293"/>
        <source>A game in progress was saved. Continue it?</source>
        <translation>Eine laufende Partie wurde gespeichert. Möchtest du sie fortsetzen?</translation>
    </message>
    <message>
        <location filename="../score5_desktop/ui/windows/main_window.py" line="294"/>
        <source>&amp;Continue</source>
        <translation>&amp;Fortsetzen</translation>
    </message>
    <message>
        <location filename="../score5_desktop/ui/windows/main_window.py" line="315"/>
        <source>Save game record</source>
        <translation>Spielprotokoll speichern</translation>
    </message>
    <message>
        <location filename="../score5_desktop/ui/windows/main_window.py" line="315"/>
        <source>Game records (*.json)</source>
        <translation>Spielprotokolle (*.json)</translation>
    </message>
    <message>
        <location filename="../score5_desktop/ui/windows/main_window.py" line="326"/>
        <source>Game saved.</source>
        <translation>Partie gespeichert.</translation>
    </message>
    <message>
        <location filename="../score5_desktop/ui/windows/main_window.py" line="330"/>
        <source>Open game record</source>
        <translation>Spielprotokoll öffnen</translation>
    </message>
    <message>
        <location filename="../score5_desktop/ui/windows/main_window.py" line="330"/>
        <location filename="../score5_desktop/ui/windows/main_window.py" line="348"/>
        <source>Game records (*.json);;All files (*)</source>
        <translation>Spielprotokolle (*.json);;Alle Dateien (*)</translation>
    </message>
    <message>
        <location filename="../score5_desktop/ui/windows/main_window.py" line="338"/>
        <location filename="../score5_desktop/ui/windows/main_window.py" line="354"/>
        <source>The file could not be read.</source>
        <translation>Die Datei konnte nicht gelesen werden.</translation>
    </message>
    <message>
        <location filename="../score5_desktop/ui/windows/main_window.py" line="348"/>
        <source>Replay a game</source>
        <translation>Partie ansehen</translation>
    </message>
    <message>
        <location filename="../score5_desktop/ui/windows/main_window.py" line="434"/>
        <source>About Score 5 Desktop</source>
        <translatorcomment>glossary: ok — &quot;Score 5&quot; here is the product&apos;s name, not a score.</translatorcomment>
        <translation>Über Score 5 Desktop</translation>
    </message>
    <message>
        <location filename="../score5_desktop/ui/windows/main_window.py" line="436"/>
        <source>&lt;p&gt;&lt;b&gt;Score 5 Desktop&lt;/b&gt;&lt;/p&gt;&lt;p&gt;An unofficial fan implementation of the SCORE 5 auction card game, for 2 to 5 players: hot seat and bots.&lt;/p&gt;&lt;p&gt;It is not affiliated with or endorsed by the publishers of SCORE 5. The deck is reconstructed, and all art and text are our own.&lt;/p&gt;</source>
        <translatorcomment>glossary: ok — &quot;Score 5&quot; here is the product&apos;s name, not a score.</translatorcomment>
        <translation>&lt;p&gt;&lt;b&gt;Score 5 Desktop&lt;/b&gt;&lt;/p&gt;&lt;p&gt;Eine inoffizielle Fan-Umsetzung des Auktions-Kartenspiels SCORE 5 für 2 bis 5 Personen: im Hotseat und gegen Bots.&lt;/p&gt;&lt;p&gt;Sie steht in keiner Verbindung zu den Verlagen von SCORE 5 und wird von ihnen nicht unterstützt. Das Kartenspiel ist nachgebaut; Grafiken und Texte sind unsere eigenen.&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <location filename="../score5_desktop/ui/windows/new_game_dialog.py" line="29"/>
        <source>Bot %1</source>
        <extracomment>A bot&apos;s default name; %1 a number, e.g. &quot;Bot 2&quot;.</extracomment>
        <translation>Bot %1</translation>
    </message>
    <message>
        <location filename="../score5_desktop/ui/windows/new_game_dialog.py" line="37"/>
        <source>Player %1</source>
        <extracomment>A human player&apos;s default name; %1 is the seat number, e.g. &quot;Player 1&quot;.</extracomment>
        <translation>Spieler %1</translation>
    </message>
    <message>
        <location filename="../score5_desktop/ui/windows/new_game_dialog.py" line="169"/>
        <source>New game</source>
        <extracomment>Default names older versions gave the human (&quot;You&quot; in each language): a setup remembered with one gets a real default name instead.</extracomment>
        <translation>Neue Partie</translation>
    </message>
    <message>
        <location filename="../score5_desktop/ui/windows/new_game_dialog.py" line="170"/>
        <source>&amp;Players:</source>
        <translation>&amp;Spieler:</translation>
    </message>
    <message>
        <location filename="../score5_desktop/ui/windows/new_game_dialog.py" line="171"/>
        <source>Maximum &amp;adjustment rounds:</source>
        <translation>&amp;Höchstzahl an Anpassungsrunden:</translation>
    </message>
    <message>
        <location filename="../score5_desktop/ui/windows/new_game_dialog.py" line="174"/>
        <source>After the secret bids, players may change their bids this many times; 0 means one sealed bid.</source>
        <translation>Nach den geheimen Geboten dürfen alle ihr Gebot so oft ändern; 0 bedeutet ein einziges verdecktes Gebot.</translation>
    </message>
    <message>
        <location filename="../score5_desktop/ui/windows/new_game_dialog.py" line="178"/>
        <source>Seats</source>
        <translation>Plätze</translation>
    </message>
    <message>
        <location filename="../score5_desktop/ui/windows/new_game_dialog.py" line="179"/>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <location filename="../score5_desktop/ui/windows/new_game_dialog.py" line="180"/>
        <source>Played by</source>
        <translation>Gespielt von</translation>
    </message>
    <message>
        <location filename="../score5_desktop/ui/windows/new_game_dialog.py" line="181"/>
        <source>Bot level</source>
        <translation>Stufe des Bots</translation>
    </message>
    <message>
        <location filename="../score5_desktop/ui/windows/new_game_dialog.py" line="184"/>
        <source>Seat %1:</source>
        <extracomment>%1 the seat number, 1 to 5.</extracomment>
        <translation>Platz %1:</translation>
    </message>
    <message>
        <location filename="../score5_desktop/ui/windows/new_game_dialog.py" line="189"/>
        <source>Human</source>
        <translation>Mensch</translation>
    </message>
    <message>
        <location filename="../score5_desktop/ui/windows/new_game_dialog.py" line="189"/>
        <source>Bot</source>
        <translation>Bot</translation>
    </message>
</context>
<context>
    <name>ReplayDialog</name>
    <message>
        <location filename="../score5_desktop/ui/windows/replay_dialog.py" line="94"/>
        <source>Replay</source>
        <translation>Partie ansehen</translation>
    </message>
    <message>
        <location filename="../score5_desktop/ui/windows/replay_dialog.py" line="95"/>
        <source>|◀ Start</source>
        <translation>|◀ Anfang</translation>
    </message>
    <message>
        <location filename="../score5_desktop/ui/windows/replay_dialog.py" line="96"/>
        <source>◀ &amp;Back</source>
        <translation>◀ &amp;Zurück</translation>
    </message>
    <message>
        <location filename="../score5_desktop/ui/windows/replay_dialog.py" line="97"/>
        <source>&amp;Forward ▶</source>
        <translation>&amp;Vor ▶</translation>
    </message>
    <message>
        <location filename="../score5_desktop/ui/windows/replay_dialog.py" line="98"/>
        <source>End ▶|</source>
        <translation>Ende ▶|</translation>
    </message>
    <message>
        <location filename="../score5_desktop/ui/windows/replay_dialog.py" line="102"/>
        <source>Start of the game</source>
        <translation>Beginn der Partie</translation>
    </message>
    <message>
        <location filename="../score5_desktop/ui/windows/replay_dialog.py" line="116"/>
        <source>Round %1: %2 bids %3</source>
        <extracomment>A replay step: %1 the round, e.g. 5; %2 a name, e.g. &quot;Ann&quot;; %3 cards, e.g. &quot;green 15, blue 10&quot;.</extracomment>
        <translation>Runde %1: %2 bietet %3</translation>
    </message>
    <message>
        <location filename="../score5_desktop/ui/windows/replay_dialog.py" line="120"/>
        <source>Round %1: %2 keeps the bid</source>
        <extracomment>A replay step: %1 the round, e.g. 5; %2 a name, e.g. &quot;Ann&quot;.</extracomment>
        <translation>Runde %1: %2 behält das Gebot</translation>
    </message>
    <message>
        <location filename="../score5_desktop/ui/windows/replay_dialog.py" line="123"/>
        <source>Round %1: %2 changes the bid to %3</source>
        <extracomment>A replay step: %1 the round, e.g. 5; %2 a name, e.g. &quot;Ann&quot;; %3 cards, e.g. &quot;green 15, blue 10&quot;.</extracomment>
        <translation>Runde %1: %2 ändert das Gebot auf %3</translation>
    </message>
    <message>
        <location filename="../score5_desktop/ui/windows/replay_dialog.py" line="127"/>
        <source>Round %1: %2 takes %3</source>
        <extracomment>A replay step: %1 the round, e.g. 5; %2 a name, e.g. &quot;Ann&quot;; %3 a card name, e.g. &quot;green 15&quot;.</extracomment>
        <translation>Runde %1: %2 nimmt %3</translation>
    </message>
    <message>
        <location filename="../score5_desktop/ui/windows/replay_dialog.py" line="129"/>
        <source>%1 places the wild in %2</source>
        <extracomment>A replay step: %1 a name, e.g. &quot;Ann&quot;; %2 a family colour, e.g. &quot;green&quot;.</extracomment>
        <translation>%1 setzt den Joker in %2 ein</translation>
    </message>
</context>
<context>
    <name>RulesWindow</name>
    <message>
        <location filename="../score5_desktop/ui/windows/rules_window.py" line="249"/>
        <source>Rules — Score 5 Desktop</source>
        <translatorcomment>glossary: ok — &quot;Score 5&quot; here is the product&apos;s name, not a score.</translatorcomment>
        <translation>Regeln — Score 5 Desktop</translation>
    </message>
    <message>
        <location filename="../score5_desktop/ui/windows/rules_window.py" line="250"/>
        <source>&amp;Document:</source>
        <translation>&amp;Dokument:</translation>
    </message>
    <message>
        <location filename="../score5_desktop/ui/windows/rules_window.py" line="252"/>
        <source>Rules</source>
        <translation>Regeln</translation>
    </message>
    <message>
        <location filename="../score5_desktop/ui/windows/rules_window.py" line="253"/>
        <source>Where the rulebooks disagree</source>
        <translation>Wo die Regelhefte voneinander abweichen</translation>
    </message>
    <message>
        <location filename="../score5_desktop/ui/windows/rules_window.py" line="254"/>
        <source>Glossary</source>
        <translation>Glossar</translation>
    </message>
    <message>
        <location filename="../score5_desktop/ui/windows/rules_window.py" line="258"/>
        <source>&amp;Language:</source>
        <translation>&amp;Sprache:</translation>
    </message>
    <message>
        <location filename="../score5_desktop/ui/windows/rules_window.py" line="259"/>
        <source>&amp;Side by side with:</source>
        <translation>&amp;Nebeneinander mit:</translation>
    </message>
    <message>
        <location filename="../score5_desktop/ui/windows/rules_window.py" line="261"/>
        <source>Show a second language next to the first, section by section.</source>
        <translation>Zeig eine zweite Sprache neben der ersten, Abschnitt für Abschnitt.</translation>
    </message>
    <message>
        <location filename="../score5_desktop/ui/windows/rules_window.py" line="263"/>
        <source>Contents</source>
        <translation>Inhalt</translation>
    </message>
</context>
<context>
    <name>ScoreChart</name>
    <message>
        <location filename="../score5_desktop/ui/charts/score_chart.py" line="254"/>
        <source>%1 · %2: %3</source>
        <extracomment>A chart tooltip: %1 a player&apos;s name; %2 a family colour, e.g. &quot;green&quot;; %3 points, e.g. 75.</extracomment>
        <translation>%1 · %2: %3</translation>
    </message>
    <message>
        <location filename="../score5_desktop/ui/charts/score_chart.py" line="262"/>
        <source>Scores split by family</source>
        <translation>Punkte nach Farbe aufgeteilt</translation>
    </message>
    <message>
        <location filename="../score5_desktop/ui/charts/score_chart.py" line="271"/>
        <source>%1 %2</source>
        <extracomment>A legend entry: %1 a family colour, e.g. &quot;green&quot;; %2 points, e.g. 75.</extracomment>
        <translation>%1 %2</translation>
    </message>
    <message>
        <location filename="../score5_desktop/ui/charts/score_chart.py" line="279"/>
        <source>%1: %2 (%3)</source>
        <extracomment>For screen readers: %1 a player&apos;s name; %2 the families and points; %3 the total.</extracomment>
        <translation>%1: %2 (%3)</translation>
    </message>
</context>
<context>
    <name>Scoreboard</name>
    <message>
        <location filename="../score5_desktop/model/scoreboard_model.py" line="42"/>
        <source>Total</source>
        <translation>Summe</translation>
    </message>
    <message>
        <location filename="../score5_desktop/model/scoreboard_model.py" line="62"/>
        <source>%1: no known card</source>
        <extracomment>Scoreboard tooltip: %1 a family colour, e.g. &quot;green&quot;.</extracomment>
        <translation>%1: keine bekannte Karte</translation>
    </message>
    <message>
        <location filename="../score5_desktop/model/scoreboard_model.py" line="65"/>
        <source>%1: %2</source>
        <extracomment>Scoreboard tooltip: %1 a family colour, e.g. &quot;green&quot;; %2 a card name, e.g. &quot;green 80&quot;.</extracomment>
        <translation>%1: %2</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <location filename="../score5_desktop/ui/windows/settings_dialog.py" line="119"/>
        <source>%1 %</source>
        <extracomment>A sound volume, e.g. 80 (French: no-break space before %).</extracomment>
        <translation>%1 %</translation>
    </message>
    <message>
        <location filename="../score5_desktop/ui/windows/settings_dialog.py" line="127"/>
        <source>Settings</source>
        <translation>Einstellungen</translation>
    </message>
    <message>
        <location filename="../score5_desktop/ui/windows/settings_dialog.py" line="128"/>
        <source>&amp;Animation speed:</source>
        <translation>&amp;Animationsgeschwindigkeit:</translation>
    </message>
    <message>
        <location filename="../score5_desktop/ui/windows/settings_dialog.py" line="129"/>
        <source>&amp;Theme:</source>
        <translation>&amp;Design:</translation>
    </message>
    <message>
        <location filename="../score5_desktop/ui/windows/settings_dialog.py" line="130"/>
        <source>&amp;Language:</source>
        <translation>&amp;Sprache:</translation>
    </message>
    <message>
        <location filename="../score5_desktop/ui/windows/settings_dialog.py" line="131"/>
        <source>&amp;Reduce motion (cards fade instead of flying)</source>
        <translation>Bewegung &amp;reduzieren (Karten blenden über, statt zu fliegen)</translation>
    </message>
    <message>
        <location filename="../score5_desktop/ui/windows/settings_dialog.py" line="132"/>
        <source>Sound &amp;volume:</source>
        <translation>&amp;Lautstärke:</translation>
    </message>
    <message>
        <location filename="../score5_desktop/ui/windows/settings_dialog.py" line="133"/>
        <source>&amp;Mute sound effects</source>
        <translation>Sound&amp;effekte stummschalten</translation>
    </message>
    <message>
        <location filename="../score5_desktop/ui/windows/settings_dialog.py" line="135"/>
        <source>Slow</source>
        <translation>Langsam</translation>
    </message>
    <message>
        <location filename="../score5_desktop/ui/windows/settings_dialog.py" line="135"/>
        <source>Normal</source>
        <translation>Normal</translation>
    </message>
    <message>
        <location filename="../score5_desktop/ui/windows/settings_dialog.py" line="135"/>
        <source>Fast</source>
        <translation>Schnell</translation>
    </message>
    <message>
        <location filename="../score5_desktop/ui/windows/settings_dialog.py" line="135"/>
        <source>Instant</source>
        <translation>Sofort</translation>
    </message>
    <message>
        <location filename="../score5_desktop/ui/windows/settings_dialog.py" line="137"/>
        <source>Follow the system</source>
        <translation>Wie das System</translation>
    </message>
    <message>
        <location filename="../score5_desktop/ui/windows/settings_dialog.py" line="137"/>
        <source>Light</source>
        <translation>Hell</translation>
    </message>
    <message>
        <location filename="../score5_desktop/ui/windows/settings_dialog.py" line="137"/>
        <source>Dark</source>
        <translation>Dunkel</translation>
    </message>
    <message>
        <location filename="../score5_desktop/ui/windows/settings_dialog.py" line="142"/>
        <source>System default (%1)</source>
        <extracomment>%1 the system&apos;s language by its own name, e.g. &quot;Deutsch&quot;.</extracomment>
        <translation>Systemsprache (%1)</translation>
    </message>
</context>
<context>
    <name>SidePanels</name>
    <message>
        <location filename="../score5_desktop/ui/windows/side_panels.py" line="159"/>
        <source>No game yet.</source>
        <translation>Noch keine Partie.</translation>
    </message>
    <message>
        <location filename="../score5_desktop/ui/windows/side_panels.py" line="164"/>
        <source>Round %1 of 12</source>
        <extracomment>%1 is the round number, e.g. 3 (a game has 12 rounds).</extracomment>
        <translation>Runde %1 von 12</translation>
    </message>
    <message>
        <location filename="../score5_desktop/ui/windows/side_panels.py" line="167"/>
        <source>Up for auction: %1</source>
        <extracomment>%1 is a card name, e.g. &quot;green 35&quot;.</extracomment>
        <translation>Angebotene Auktionskarte: %1</translation>
    </message>
    <message>
        <location filename="../score5_desktop/ui/windows/side_panels.py" line="170"/>
        <source>No card is up for auction.</source>
        <translation>Gerade ist keine Auktionskarte angeboten.</translation>
    </message>
    <message>
        <location filename="../score5_desktop/ui/windows/side_panels.py" line="173"/>
        <source>Pile: %1</source>
        <extracomment>%1 counts the face-down cards left per type, e.g. &quot;3★ · 5★★ · 1★★★&quot;.</extracomment>
        <translation>Stapel: %1</translation>
    </message>
    <message>
        <location filename="../score5_desktop/ui/windows/side_panels.py" line="175"/>
        <source>The pile is empty.</source>
        <translation>Der Stapel ist leer.</translation>
    </message>
    <message>
        <location filename="../score5_desktop/ui/windows/side_panels.py" line="179"/>
        <source>Round</source>
        <translation>Runde</translation>
    </message>
    <message>
        <location filename="../score5_desktop/ui/windows/side_panels.py" line="180"/>
        <source>Scores (known cards)</source>
        <translation>Punkte (bekannte Karten)</translation>
    </message>
    <message>
        <location filename="../score5_desktop/ui/windows/side_panels.py" line="181"/>
        <source>Known holdings</source>
        <translation>Bekannte Karten</translation>
    </message>
    <message>
        <location filename="../score5_desktop/ui/windows/side_panels.py" line="182"/>
        <location filename="../score5_desktop/ui/windows/side_panels.py" line="189"/>
        <source>Game log</source>
        <translation>Spielverlauf</translation>
    </message>
    <message>
        <location filename="../score5_desktop/ui/windows/side_panels.py" line="184"/>
        <source>Scoreboard: best known card per family</source>
        <translation>Punktetabelle: beste bekannte Karte je Farbe</translation>
    </message>
    <message>
        <location filename="../score5_desktop/ui/windows/side_panels.py" line="187"/>
        <source>Cards each player is known to hold</source>
        <translation>Karten, von denen man weiß, wer sie auf der Hand hat</translation>
    </message>
</context>
<context>
    <name>Statistics</name>
    <message>
        <location filename="../score5_desktop/ui/charts/stats_charts.py" line="87"/>
        <source>Your win rate against each bot level (games played)</source>
        <translation>Deine Siegquote gegen jede Stufe der Bots (gespielte Partien)</translation>
    </message>
    <message>
        <location filename="../score5_desktop/ui/charts/stats_charts.py" line="89"/>
        <source>Win rate</source>
        <translation>Siegquote</translation>
    </message>
    <message>
        <location filename="../score5_desktop/ui/charts/stats_charts.py" line="98"/>
        <source>%1 (%2)</source>
        <extracomment>An axis label: %1 a bot level, e.g. &quot;hard&quot;; %2 games played, e.g. 12.</extracomment>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <location filename="../score5_desktop/ui/charts/stats_charts.py" line="129"/>
        <source>%1–%2</source>
        <extracomment>A range of games on the axis, e.g. 1–10.</extracomment>
        <translation>%1–%2</translation>
    </message>
    <message>
        <location filename="../score5_desktop/ui/charts/stats_charts.py" line="134"/>
        <source>Week starting</source>
        <translation>Woche ab</translation>
    </message>
    <message>
        <location filename="../score5_desktop/ui/charts/stats_charts.py" line="136"/>
        <source>Month</source>
        <translation>Monat</translation>
    </message>
    <message>
        <location filename="../score5_desktop/ui/charts/stats_charts.py" line="137"/>
        <source>Your games against each level, in the order played</source>
        <translation>Deine Partien gegen jede Stufe, in der gespielten Reihenfolge</translation>
    </message>
    <message>
        <location filename="../score5_desktop/ui/charts/stats_charts.py" line="147"/>
        <source>Your win rate over time</source>
        <translation>Deine Siegquote im Lauf der Zeit</translation>
    </message>
</context>
<context>
    <name>StatisticsText</name>
    <message numerus="yes">
        <location filename="../score5_desktop/ui/charts/stats_charts.py" line="207"/>
        <source>Against %1 bots: won %2 of %n game(s) (%3%)</source>
        <extracomment>A chart tooltip. %1 a bot level, e.g. &quot;normal&quot;; %2 games won, e.g. 3; %n games played, e.g. 10; %3 the win rate, e.g. &quot;30.0&quot;.</extracomment>
        <translation>
            <numerusform>Gegen Bots der Stufe %1: %2 von %n Partie gewonnen (%3 %)</numerusform>
            <numerusform>Gegen Bots der Stufe %1: %2 von %n Partien gewonnen (%3 %)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>StatsWindow</name>
    <message>
        <location filename="../score5_desktop/ui/windows/stats_window.py" line="193"/>
        <source>No statistics yet.
Finish a game against the bots and your results appear here: your win rate against each level, your scores per family and your best game.</source>
        <translation>Noch keine Statistik.
Beende eine Partie gegen die Bots, dann erscheinen hier deine Ergebnisse: deine Siegquote gegen jede Stufe, deine Punkte je Farbe und deine beste Partie.</translation>
    </message>
    <message>
        <location filename="../score5_desktop/ui/windows/stats_window.py" line="206"/>
        <location filename="../score5_desktop/ui/windows/stats_window.py" line="287"/>
        <source>No games of yours against bots yet</source>
        <translation>Noch keine Partie von dir gegen Bots</translation>
    </message>
    <message>
        <location filename="../score5_desktop/ui/windows/stats_window.py" line="213"/>
        <source>since %1</source>
        <extracomment>%1 a date, e.g. &quot;3 March 2026&quot;.</extracomment>
        <translation>seit %1</translation>
    </message>
    <message>
        <location filename="../score5_desktop/ui/windows/stats_window.py" line="214"/>
        <source>Games played</source>
        <translation>Gespielte Partien</translation>
    </message>
    <message>
        <location filename="../score5_desktop/ui/windows/stats_window.py" line="217"/>
        <location filename="../score5_desktop/ui/windows/stats_window.py" line="224"/>
        <source>Your win rate</source>
        <translation>Deine Siegquote</translation>
    </message>
    <message>
        <location filename="../score5_desktop/ui/windows/stats_window.py" line="219"/>
        <source>%1%</source>
        <extracomment>A win rate, e.g. 42.5 (French: no-break space before %).</extracomment>
        <translation>%1 %</translation>
    </message>
    <message>
        <location filename="../score5_desktop/ui/windows/stats_window.py" line="224"/>
        <source>No games of yours yet</source>
        <translation>Noch keine Partie von dir</translation>
    </message>
    <message>
        <location filename="../score5_desktop/ui/windows/stats_window.py" line="228"/>
        <location filename="../score5_desktop/ui/windows/stats_window.py" line="233"/>
        <source>Your average score</source>
        <translation>Deine durchschnittlichen Punkte</translation>
    </message>
    <message>
        <location filename="../score5_desktop/ui/windows/stats_window.py" line="230"/>
        <source>points per game</source>
        <translation>Punkte pro Partie</translation>
    </message>
    <message>
        <location filename="../score5_desktop/ui/windows/stats_window.py" line="238"/>
        <source>%1, %2 (won)</source>
        <extracomment>The best game: %1 your name in it; %2 its date.</extracomment>
        <translation>%1, %2 (gewonnen)</translation>
    </message>
    <message>
        <location filename="../score5_desktop/ui/windows/stats_window.py" line="238"/>
        <source>%1, %2</source>
        <translation>%1, %2</translation>
    </message>
    <message>
        <location filename="../score5_desktop/ui/windows/stats_window.py" line="240"/>
        <location filename="../score5_desktop/ui/windows/stats_window.py" line="246"/>
        <source>Your best game</source>
        <translation>Deine beste Partie</translation>
    </message>
    <message numerus="yes">
        <location filename="../score5_desktop/ui/windows/stats_window.py" line="242"/>
        <source>%n point(s)</source>
        <extracomment>The best game&apos;s score.</extracomment>
        <translation>
            <numerusform>%n Punkt</numerusform>
            <numerusform>%n Punkte</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../score5_desktop/ui/windows/stats_window.py" line="333"/>
        <source>per %n game(s)</source>
        <extracomment>How the win-rate chart groups games, e.g. &quot;per 10 games&quot;.</extracomment>
        <translation>
            <numerusform>je %n Partie</numerusform>
            <numerusform>je %n Partien</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../score5_desktop/ui/windows/stats_window.py" line="221"/>
        <source>%1 of %n game(s) won</source>
        <extracomment>%1 games won, e.g. 3; %n games played against bots, e.g. 10.</extracomment>
        <translation>
            <numerusform>%1 von %n Partie gewonnen</numerusform>
            <numerusform>%1 von %n Partien gewonnen</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../score5_desktop/ui/windows/stats_window.py" line="255"/>
        <source>Your games</source>
        <extracomment>A chart bar&apos;s label: the local player&apos;s own games, beside &quot;normal bots&quot;.</extracomment>
        <translation>Deine Partien</translation>
    </message>
    <message>
        <location filename="../score5_desktop/ui/windows/stats_window.py" line="258"/>
        <source>%1 bots</source>
        <extracomment>A bar label: %1 a bot level, e.g. &quot;normal&quot;.</extracomment>
        <translation>Bots der Stufe %1</translation>
    </message>
    <message>
        <location filename="../score5_desktop/ui/windows/stats_window.py" line="321"/>
        <source>Statistics</source>
        <translation>Statistik</translation>
    </message>
    <message>
        <location filename="../score5_desktop/ui/windows/stats_window.py" line="322"/>
        <source>Average score per family</source>
        <translation>Durchschnittliche Punkte je Farbe</translation>
    </message>
    <message>
        <location filename="../score5_desktop/ui/windows/stats_window.py" line="323"/>
        <source>&amp;Win rate:</source>
        <translation>&amp;Siegquote:</translation>
    </message>
    <message>
        <location filename="../score5_desktop/ui/windows/stats_window.py" line="324"/>
        <source>&amp;Replay it</source>
        <translation>Partie &amp;ansehen</translation>
    </message>
    <message>
        <location filename="../score5_desktop/ui/windows/stats_window.py" line="330"/>
        <source>by week</source>
        <translation>pro Woche</translation>
    </message>
    <message>
        <location filename="../score5_desktop/ui/windows/stats_window.py" line="331"/>
        <source>by month</source>
        <translation>pro Monat</translation>
    </message>
</context>
<context>
    <name>Storage</name>
    <message>
        <location filename="../score5_desktop/model/storage_text.py" line="29"/>
        <source>The file %1 does not exist.</source>
        <translation>Die Datei %1 gibt es nicht.</translation>
    </message>
    <message>
        <location filename="../score5_desktop/model/storage_text.py" line="34"/>
        <source>The file %1 could not be opened (%2).</source>
        <translation>Die Datei %1 konnte nicht geöffnet werden (%2).</translation>
    </message>
    <message>
        <location filename="../score5_desktop/model/storage_text.py" line="40"/>
        <source>The file %1 is not a game record this app can read: %2.</source>
        <translation>Die Datei %1 ist kein Spielprotokoll, das diese Anwendung lesen kann: %2.</translation>
    </message>
    <message>
        <location filename="../score5_desktop/model/storage_text.py" line="48"/>
        <source>The game could not be saved as %1 (%2).</source>
        <translation>Die Partie konnte nicht als %1 gespeichert werden (%2).</translation>
    </message>
    <message>
        <location filename="../score5_desktop/model/storage_text.py" line="53"/>
        <source>The game could not be autosaved (%1).</source>
        <translation>Die Partie konnte nicht automatisch gespeichert werden (%1).</translation>
    </message>
    <message>
        <location filename="../score5_desktop/model/storage_text.py" line="58"/>
        <source>The finished game&apos;s autosave could not be removed (%1).</source>
        <translation>Der automatisch gespeicherte Spielstand der beendeten Partie konnte nicht entfernt werden (%1).</translation>
    </message>
    <message>
        <location filename="../score5_desktop/model/storage_text.py" line="64"/>
        <source>The autosave could not be read.</source>
        <translation>Der automatisch gespeicherte Spielstand konnte nicht gelesen werden.</translation>
    </message>
    <message>
        <location filename="../score5_desktop/model/storage_text.py" line="72"/>
        <source>The saved game could not be resumed. %1 It could not be moved aside (%2), so it is left as it is and no new autosave will replace it.</source>
        <translation>Der Spielstand konnte nicht fortgesetzt werden. %1 Er konnte nicht beiseitegelegt werden (%2), bleibt also, wie er ist, und wird durch keinen neuen automatisch gespeicherten Spielstand ersetzt.</translation>
    </message>
    <message>
        <location filename="../score5_desktop/model/storage_text.py" line="87"/>
        <source>The saved game could not be resumed. %1 The file was kept as %2; a new game will be saved beside it.</source>
        <translation>Der Spielstand konnte nicht fortgesetzt werden. %1 Die Datei wurde als %2 aufbewahrt; eine neue Partie wird daneben gespeichert.</translation>
    </message>
    <message>
        <location filename="../score5_desktop/model/storage_text.py" line="98"/>
        <source>Your settings could not be saved (%1).</source>
        <translation>Deine Einstellungen konnten nicht gespeichert werden (%1).</translation>
    </message>
    <message>
        <location filename="../score5_desktop/model/storage_text.py" line="106"/>
        <source>Your settings could not be read (%1), so the default settings are used for now. The file was left as it is.</source>
        <translation>Deine Einstellungen konnten nicht gelesen werden (%1), daher gelten vorerst die Standardeinstellungen. Die Datei bleibt, wie sie ist.</translation>
    </message>
    <message>
        <location filename="../score5_desktop/model/storage_text.py" line="120"/>
        <source>Your settings file could not be read (%1), so the default settings are used. The old file was kept as %2.</source>
        <translation>Die Datei mit deinen Einstellungen konnte nicht gelesen werden (%1), daher gelten die Standardeinstellungen. Die alte Datei wurde als %2 aufbewahrt.</translation>
    </message>
    <message>
        <location filename="../score5_desktop/model/storage_text.py" line="136"/>
        <source>Your settings file could not be read (%1), so the default settings are used. It could not be moved aside (%2), so it is left as it is and will not be overwritten.</source>
        <translation>Die Datei mit deinen Einstellungen konnte nicht gelesen werden (%1), daher gelten die Standardeinstellungen. Sie konnte nicht beiseitegelegt werden (%2), bleibt also, wie sie ist, und wird nicht überschrieben.</translation>
    </message>
    <message>
        <location filename="../score5_desktop/model/storage_text.py" line="149"/>
        <source>Some settings were not valid and were reset to their defaults: %1.</source>
        <translation>Einige Einstellungen waren ungültig und wurden auf den Standard zurückgesetzt: %1.</translation>
    </message>
    <message>
        <location filename="../score5_desktop/model/storage_text.py" line="161"/>
        <source>Your settings were not saved: the settings file could not be read or moved aside, and it is never overwritten (%1).</source>
        <translation>Deine Einstellungen wurden nicht gespeichert: Die Datei mit den Einstellungen konnte weder gelesen noch beiseitegelegt werden, und sie wird nie überschrieben (%1).</translation>
    </message>
    <message>
        <location filename="../score5_desktop/model/storage_text.py" line="171"/>
        <source>Game %1 is not in your history.</source>
        <translation>Die Partie %1 ist nicht in deinem Verlauf.</translation>
    </message>
    <message>
        <location filename="../score5_desktop/model/storage_text.py" line="179"/>
        <source>Game %1 of your history is not a game record this app can read: %2.</source>
        <translation>Die Partie %1 in deinem Verlauf ist kein Spielprotokoll, das diese Anwendung lesen kann: %2.</translation>
    </message>
    <message>
        <location filename="../score5_desktop/model/storage_text.py" line="192"/>
        <source>Your game history could not be read (%1), so a new, empty history was started. The old file was kept as %2.</source>
        <translation>Dein Verlauf der Partien konnte nicht gelesen werden (%1), daher wurde ein neuer, leerer Verlauf begonnen. Die alte Datei wurde als %2 aufbewahrt.</translation>
    </message>
    <message>
        <location filename="../score5_desktop/model/storage_text.py" line="207"/>
        <source>Your game history could not be opened (%1). Games you finish now will not be remembered after you quit.</source>
        <translation>Dein Verlauf der Partien konnte nicht geöffnet werden (%1). Partien, die du jetzt beendest, sind nach dem Beenden vergessen.</translation>
    </message>
    <message>
        <location filename="../score5_desktop/model/storage_text.py" line="218"/>
        <source>Your game history could not %1 (%2).</source>
        <translation>Der Verlauf der Partien konnte %1 (%2).</translation>
    </message>
    <message>
        <location filename="../score5_desktop/model/storage_text.py" line="229"/>
        <source>store the finished game</source>
        <translation>die beendete Partie nicht speichern</translation>
    </message>
    <message>
        <location filename="../score5_desktop/model/storage_text.py" line="230"/>
        <source>delete the game</source>
        <translation>die Partie nicht löschen</translation>
    </message>
    <message>
        <location filename="../score5_desktop/model/storage_text.py" line="231"/>
        <source>count the games</source>
        <translation>die Partien nicht zählen</translation>
    </message>
    <message>
        <location filename="../score5_desktop/model/storage_text.py" line="232"/>
        <source>list your games</source>
        <translation>deine Partien nicht auflisten</translation>
    </message>
    <message>
        <location filename="../score5_desktop/model/storage_text.py" line="233"/>
        <source>read the game</source>
        <translation>die Partie nicht lesen</translation>
    </message>
    <message>
        <location filename="../score5_desktop/model/storage_text.py" line="234"/>
        <source>compute statistics</source>
        <translation>die Statistik nicht berechnen</translation>
    </message>
</context>
<context>
    <name>Table</name>
    <message>
        <location filename="../score5_desktop/ui/table/table_controller.py" line="97"/>
        <source>total %1</source>
        <extracomment>A revealed bid&apos;s total, e.g. 45.</extracomment>
        <translation>Summe %1</translation>
    </message>
    <message>
        <location filename="../score5_desktop/ui/table/table_controller.py" line="100"/>
        <source>to share out</source>
        <translation>zu verteilen</translation>
    </message>
    <message>
        <location filename="../score5_desktop/ui/table/table_controller.py" line="105"/>
        <source>no bid</source>
        <translation>kein Gebot</translation>
    </message>
    <message>
        <location filename="../score5_desktop/ui/table/table_controller.py" line="108"/>
        <source>highest tiebreaker</source>
        <translation>höchster Gleichstandswert</translation>
    </message>
    <message>
        <location filename="../score5_desktop/ui/table/table_controller.py" line="138"/>
        <source>%1&apos;s hand</source>
        <extracomment>%1 a player&apos;s name, e.g. &quot;Ann&quot;.</extracomment>
        <translation>Hand von %1</translation>
    </message>
    <message>
        <location filename="../score5_desktop/ui/table/table_controller.py" line="140"/>
        <source>Your hand, %1</source>
        <extracomment>Addressed to the player whose hand is shown; %1 their name, e.g. &quot;Ann&quot;.</extracomment>
        <translation>Deine Hand, %1</translation>
    </message>
    <message>
        <location filename="../score5_desktop/ui/table/table_controller.py" line="142"/>
        <source>Final scoring cards are laid out at each seat</source>
        <translation>Die gewerteten Karten liegen vor jedem Platz aus</translation>
    </message>
    <message>
        <location filename="../score5_desktop/ui/table/table_controller.py" line="144"/>
        <source>Hands are hidden until the next player confirms</source>
        <translation>Jede Hand bleibt verdeckt, bis die nächste Person bestätigt</translation>
    </message>
    <message>
        <location filename="../score5_desktop/ui/table/table_controller.py" line="163"/>
        <source>Bot, %1</source>
        <extracomment>%1 a bot level, e.g. &quot;normal&quot;.</extracomment>
        <translation>Bot, %1</translation>
    </message>
    <message>
        <location filename="../score5_desktop/ui/table/table_controller.py" line="165"/>
        <source>Human</source>
        <translation>Mensch</translation>
    </message>
    <message>
        <location filename="../score5_desktop/ui/table/table_controller.py" line="168"/>
        <source>%1 · %2</source>
        <extracomment>A seat&apos;s detail: %1 &quot;Human&quot; or &quot;Bot, normal&quot;; %2 cards in hand, e.g. &quot;5 cards&quot;.</extracomment>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <location filename="../score5_desktop/ui/table/table_controller.py" line="177"/>
        <source>Winner · %1</source>
        <extracomment>%1 the winner&apos;s score, e.g. &quot;182 points&quot;.</extracomment>
        <translation>Sieg · %1</translation>
    </message>
    <message>
        <location filename="../score5_desktop/ui/table/table_controller.py" line="179"/>
        <source>Thinking…</source>
        <translation>Denkt nach…</translation>
    </message>
    <message>
        <location filename="../score5_desktop/ui/table/table_controller.py" line="181"/>
        <source>Deciding…</source>
        <translation>Entscheidet…</translation>
    </message>
    <message>
        <location filename="../score5_desktop/ui/table/table_controller.py" line="183"/>
        <source>Waiting for the hand-over</source>
        <translation>Wartet auf die Übergabe der Hand</translation>
    </message>
    <message>
        <location filename="../score5_desktop/ui/table/table_controller.py" line="185"/>
        <source>Bid placed</source>
        <translation>Gebot abgegeben</translation>
    </message>
    <message>
        <location filename="../score5_desktop/ui/table/table_controller.py" line="271"/>
        <source>Pile empty</source>
        <translation>Stapel leer</translation>
    </message>
    <message>
        <location filename="../score5_desktop/ui/table/table_controller.py" line="273"/>
        <source>%1★ · %2★★ · %3★★★</source>
        <extracomment>Face-down cards left in the pile per type, e.g. 3, 5 and 1.</extracomment>
        <translation>%1★ · %2★★ · %3★★★</translation>
    </message>
</context>
<context>
    <name>TableView</name>
    <message>
        <location filename="../score5_desktop/ui/table/table_view.py" line="35"/>
        <source>Card table</source>
        <translation>Spieltisch</translation>
    </message>
    <message>
        <location filename="../score5_desktop/ui/table/table_view.py" line="37"/>
        <source>Use the arrow keys to move between cards, Space to choose, Enter to confirm.</source>
        <translation>Mit den Pfeiltasten zwischen Karten wechseln, mit der Leertaste wählen, mit der Eingabetaste bestätigen.</translation>
    </message>
</context>
<context>
    <name>Text</name>
    <message>
        <location filename="../score5_desktop/model/text.py" line="118"/>
        <source>, </source>
        <extracomment>The separator between items of a list, e.g. &quot;green 35, blue 10&quot;.</extracomment>
        <translation>, </translation>
    </message>
    <message numerus="yes">
        <location filename="../score5_desktop/model/text.py" line="129"/>
        <source>%n card(s)</source>
        <extracomment>A number of cards, e.g. on a seat&apos;s badge: &quot;3 cards&quot;.</extracomment>
        <translation>
            <numerusform>%n Karte</numerusform>
            <numerusform>%n Karten</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../score5_desktop/model/text.py" line="133"/>
        <source>%n point(s)</source>
        <extracomment>A score, e.g. on a seat at the end of the game: &quot;182 points&quot;.</extracomment>
        <translation>
            <numerusform>%n Punkt</numerusform>
            <numerusform>%n Punkte</numerusform>
        </translation>
    </message>
</context>
</TS>
