<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr_FR" sourcelanguage="en">
<context>
    <name>About</name>
    <message>
        <location filename="../score5_desktop/ui/windows/about.py" line="28"/>
        <source>Version %1 (Qt %2, PySide6 %3, Python %4)</source>
        <extracomment>%1 the app&apos;s version, e.g. &quot;0.4.0&quot;; %2, %3, %4 the versions of Qt, PySide6 and Python, e.g. &quot;6.11.3&quot;, &quot;6.11.3&quot;, &quot;3.11.7&quot;.</extracomment>
        <translatorcomment>same as english: ok — « Version » is French too, the rest are product names.</translatorcomment>
        <translation>Version %1 (Qt %2, PySide6 %3, Python %4)</translation>
    </message>
    <message>
        <location filename="../score5_desktop/ui/windows/about.py" line="38"/>
        <source>Desktop build of commit %1, %2</source>
        <extracomment>%1 a source revision, e.g. &quot;6f8fb9b1c2d3&quot;; %2 the build&apos;s date, e.g. &quot;2026-11-24&quot;.</extracomment>
        <translation>Version de bureau compilée à partir du commit %1, le %2</translation>
    </message>
</context>
<context>
    <name>ActionBar</name>
    <message>
        <location filename="../score5_desktop/games/score5/qt/table/action_bar.py" line="180"/>
        <source>C&amp;lear</source>
        <translation>&amp;Effacer</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/score5/qt/table/action_bar.py" line="181"/>
        <source>Take every card out of the bid</source>
        <translation>Retirez toutes les cartes de l&apos;offre</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/score5/qt/table/action_bar.py" line="182"/>
        <source>&amp;Keep my bid</source>
        <translation>&amp;Garder mon offre</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/score5/qt/table/action_bar.py" line="184"/>
        <source>Bid exactly the same cards again in this adjustment round</source>
        <translation>Misez exactement les mêmes cartes dans ce tour d&apos;ajustement</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/score5/qt/table/action_bar.py" line="186"/>
        <source>H&amp;int</source>
        <translation>&amp;Indice</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/score5/qt/table/action_bar.py" line="187"/>
        <source>Ask the strongest bot what it would do</source>
        <translation>Demandez au bot le plus fort ce qu&apos;il ferait</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/score5/qt/table/action_bar.py" line="188"/>
        <source>Family for the wild</source>
        <translation>Famille de la carte multicolore</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/score5/qt/table/action_bar.py" line="189"/>
        <source>Bid total</source>
        <translation>Total de l&apos;offre</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/score5/qt/table/action_bar.py" line="199"/>
        <source>Place the &amp;wild</source>
        <translation>Placer la carte &amp;multicolore</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/score5/qt/table/action_bar.py" line="199"/>
        <source>&amp;Confirm bid</source>
        <translation>&amp;Valider l&apos;offre</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/score5/qt/table/action_bar.py" line="213"/>
        <source>%1, choose your secret bid for %2, then confirm.</source>
        <extracomment>Prompt to the player deciding. %1 their name, e.g. &quot;Ann&quot;; %2 the card up for auction, e.g. &quot;green 80&quot;.</extracomment>
        <translation>%1, choisissez votre offre secrète pour la carte %2, puis validez.</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/score5/qt/table/action_bar.py" line="225"/>
        <source>you: %1</source>
        <extracomment>The one human&apos;s number of bid cards in the adjustment prompt, when they play against bots: %1 a number, e.g. 3 (&quot;you: 3&quot;).</extracomment>
        <translation>vous : %1</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/score5/qt/table/action_bar.py" line="229"/>
        <source>%1: %2</source>
        <extracomment>One player&apos;s number of bid cards in the adjustment prompt: %1 a name, e.g. &quot;Bot 1&quot;; %2 a number, e.g. 3.</extracomment>
        <translation>%1 : %2</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/score5/qt/table/action_bar.py" line="241"/>
        <source>%1, adjustment round %2 of %3 (cards bid: %4). Change your bid or keep it.</source>
        <extracomment>Prompt. %1 a name, e.g. &quot;Ann&quot;; %2 this adjustment round, e.g. 1; %3 the table&apos;s maximum, e.g. 2; %4 each player&apos;s number of bid cards, e.g. &quot;Ann: 2, Bot 1: 3&quot;.</extracomment>
        <translation>%1, tour d&apos;ajustement %2 sur %3 (cartes misées : %4). Modifiez votre offre ou gardez-la.</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/score5/qt/table/action_bar.py" line="256"/>
        <source>%1, take one card from %2&apos;s bid: click it, or use the arrows and Space.</source>
        <extracomment>Prompt. %1 the player picking, e.g. &quot;Ann&quot;; %2 the auction winner, e.g. &quot;Bot 2&quot;.</extracomment>
        <translation>%1, prenez une carte de l&apos;offre de %2 : cliquez dessus, ou utilisez les flèches et Espace.</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/score5/qt/table/action_bar.py" line="265"/>
        <source>%1, choose the family your wild card scores in.</source>
        <extracomment>Prompt at the end of the game. %1 the wild card&apos;s owner, e.g. &quot;Ann&quot;.</extracomment>
        <translation>%1, choisissez la famille dans laquelle votre carte multicolore marque des points.</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/score5/qt/table/action_bar.py" line="318"/>
        <source>You take %1: there is no choice.</source>
        <extracomment>The one human playing against bots has one card left to pick; %1 its name, e.g. &quot;yellow 5&quot;.</extracomment>
        <translation>Vous prenez la carte %1 : il n&apos;y a pas d&apos;autre choix.</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/score5/qt/table/action_bar.py" line="321"/>
        <source>%1 takes %2: there is no choice.</source>
        <extracomment>%1 the player&apos;s name, e.g. &quot;Ann&quot;; %2 the only card left, e.g. &quot;yellow 5&quot;.</extracomment>
        <translation>%1 prend la carte %2 : il n&apos;y a pas d&apos;autre choix.</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/score5/qt/table/action_bar.py" line="357"/>
        <source>Start a new game from the Game menu.</source>
        <translation>Lancez une nouvelle partie depuis le menu Partie.</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/score5/qt/table/action_bar.py" line="360"/>
        <source>The game is over.</source>
        <translation>La partie est terminée.</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/score5/qt/table/action_bar.py" line="380"/>
        <source>Waiting for %1…</source>
        <extracomment>%1 the players still deciding, e.g. &quot;Bot 1 and Bot 3&quot;.</extracomment>
        <translation>En attente de %1…</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/score5/qt/table/action_bar.py" line="384"/>
        <source>Your turn in a moment…</source>
        <extracomment>SCORE 5: the player&apos;s own turn comes as soon as the table settles.</extracomment>
        <translation>À vous dans un instant…</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/score5/qt/table/action_bar.py" line="387"/>
        <source>%1&apos;s turn in a moment…</source>
        <extracomment>SCORE 5, hot seat: %1 the person whose turn comes once the table settles.</extracomment>
        <translation>À %1 dans un instant…</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/score5/qt/table/action_bar.py" line="410"/>
        <source>%1 (score %2)</source>
        <extracomment>A family in the wild card&apos;s list: %1 a family colour, e.g. &quot;green&quot;; %2 the points it would score, e.g. 75.</extracomment>
        <translation>%1 (%2 points)</translation>
    </message>
    <message numerus="yes">
        <location filename="../score5_desktop/games/score5/qt/table/action_bar.py" line="423"/>
        <source>Bid: %n card(s), total %1</source>
        <extracomment>The bid being built: %n cards chosen; %1 their total value, e.g. 45.</extracomment>
        <translation>
            <numerusform>Offre : %n carte, total %1</numerusform>
            <numerusform>Offre : %n cartes, total %1</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/score5/qt/table/action_bar.py" line="474"/>
        <source>Thinking about a hint…</source>
        <translation>Recherche d&apos;un indice…</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/score5/qt/table/action_bar.py" line="481"/>
        <source>No hint is available now.</source>
        <translation>Aucun indice n&apos;est disponible pour l&apos;instant.</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/score5/qt/table/action_bar.py" line="486"/>
        <source>%1 %2</source>
        <extracomment>A hint: %1 the advice, e.g. &quot;Take green 15.&quot;; %2 the reason, e.g. &quot;It adds 15 points to your green family.&quot;</extracomment>
        <translation>%1 %2</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/score5/qt/table/action_bar.py" line="495"/>
        <source>Hint: %1</source>
        <extracomment>%1 the hint&apos;s advice and reason, e.g. &quot;Bid green 15 (total 15). It adds 60 points to your green family.&quot;</extracomment>
        <translation>Indice : %1</translation>
    </message>
</context>
<context>
    <name>AuctionResult</name>
    <message>
        <location filename="../score5_desktop/games/score5/qt/words/result_text.py" line="24"/>
        <source>no bid</source>
        <extracomment>The auction result panel, under a player&apos;s name: they put down no card.</extracomment>
        <translation>aucune offre</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/score5/qt/words/result_text.py" line="47"/>
        <source>The tie goes to you: %1 has the highest tiebreaker value, %2.</source>
        <extracomment>The auction result panel, when equal top totals tied and the local player&apos;s bid won: %1 their card with the highest tiebreaker value, e.g. &quot;green 80&quot;; %2 that value, e.g. 47 (the small circled number on the card).</extracomment>
        <translation>L&apos;égalité est tranchée en votre faveur : la carte %1 a la plus haute valeur de départage, %2.</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/score5/qt/words/result_text.py" line="54"/>
        <source>The tie goes to %1: %2 has the highest tiebreaker value, %3.</source>
        <extracomment>The auction result panel, when equal top totals tied: %1 the winner&apos;s name, e.g. &quot;Ada&quot;; %2 the card in their bid with the highest tiebreaker value, e.g. &quot;green 80&quot;; %3 that value, e.g. 47 (the small circled number on the card).</extracomment>
        <translation>L&apos;égalité est tranchée en faveur de %1 : la carte %2 a la plus haute valeur de départage, %3.</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/score5/qt/words/result_text.py" line="69"/>
        <source>Pick order: %1: the other bids by total, then those who bid nothing by their highest tiebreaker card.</source>
        <extracomment>The auction result panel: %1 the order in which the others take the winner&apos;s cards, e.g. &quot;Bob → you → Cy&quot;, and why.</extracomment>
        <translation>Ordre de choix : %1 — d&apos;abord les autres offres, par total, puis ceux qui n&apos;ont rien misé, selon leur carte de plus haute valeur de départage.</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/score5/qt/words/result_text.py" line="77"/>
        <source>Pick order: %1: the other bids, highest total first.</source>
        <extracomment>The auction result panel: %1 the order in which the other bidders take the winner&apos;s cards, e.g. &quot;Bob → you&quot;, and why.</extracomment>
        <translation>Ordre de choix : %1 — les autres offres, du plus haut total au plus bas.</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/score5/qt/words/result_text.py" line="81"/>
        <source>Pick order: %1: nobody else bid, so the highest tiebreaker card in hand goes first.</source>
        <extracomment>The auction result panel, when only the winner bid: %1 the order in which the others take the winner&apos;s cards, e.g. &quot;Bob → you → Cy&quot;, and why.</extracomment>
        <translation>Ordre de choix : %1 — personne d&apos;autre n&apos;a fait d&apos;offre, donc celui qui a en main la plus haute valeur de départage choisit en premier.</translation>
    </message>
</context>
<context>
    <name>Autosave</name>
    <message>
        <location filename="../score5_desktop/model/autosaver.py" line="77"/>
        <source>Score 5 Desktop is already open in another window, which keeps the autosave. Games in this window are not autosaved.</source>
        <translatorcomment>glossary: ok — &quot;Score 5&quot; here is the product&apos;s name, not a score.</translatorcomment>
        <translation>Score 5 Desktop est déjà ouvert dans une autre fenêtre, qui tient la sauvegarde automatique. Les parties de cette fenêtre ne sont pas sauvegardées automatiquement.</translation>
    </message>
    <message>
        <location filename="../score5_desktop/model/autosaver.py" line="117"/>
        <source>%1 The game goes on, and saving will be tried again. To be safe, save it yourself with Game &gt; Save game as… to another folder.</source>
        <extracomment>%1 a whole sentence saying what failed, e.g. &quot;The game could not be autosaved (No space left on device).&quot;</extracomment>
        <translation>%1 La partie continue et la sauvegarde sera tentée de nouveau. Par précaution, sauvegardez-la vous-même avec Partie &gt; Sauvegarder la partie sous… dans un autre dossier.</translation>
    </message>
    <message>
        <location filename="../score5_desktop/model/autosaver.py" line="126"/>
        <source>Autosave is not working: this game is only in memory.</source>
        <translation>La sauvegarde automatique ne fonctionne pas : cette partie n&apos;existe qu&apos;en mémoire.</translation>
    </message>
    <message>
        <location filename="../score5_desktop/model/autosaver.py" line="135"/>
        <source>Autosave works again.</source>
        <translation>La sauvegarde automatique fonctionne de nouveau.</translation>
    </message>
</context>
<context>
    <name>Card</name>
    <message>
        <location filename="../score5_desktop/games/score5/qt/words/card_words.py" line="48"/>
        <source>green %1</source>
        <comment>card name</comment>
        <extracomment>A card&apos;s name: its family and %1, its value, e.g. &quot;green 35&quot;. The colour agrees with the word for card (FR verte); DE writes the noun (Grün 35).</extracomment>
        <translation>verte %1</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/score5/qt/words/card_words.py" line="50"/>
        <source>red %1</source>
        <comment>card name</comment>
        <extracomment>A card&apos;s name: its family and %1, its value, e.g. &quot;red 115&quot; (IT rossa 115, DE Rot 115).</extracomment>
        <translation>rouge %1</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/score5/qt/words/card_words.py" line="52"/>
        <source>yellow %1</source>
        <comment>card name</comment>
        <extracomment>A card&apos;s name: its family and %1, its value, e.g. &quot;yellow 60&quot; (IT gialla 60, DE Gelb 60).</extracomment>
        <translation>jaune %1</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/score5/qt/words/card_words.py" line="54"/>
        <source>purple %1</source>
        <comment>card name</comment>
        <extracomment>A card&apos;s name: its family and %1, its value, e.g. &quot;purple 25&quot; (FR violette 25).</extracomment>
        <translation>violette %1</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/score5/qt/words/card_words.py" line="56"/>
        <source>blue %1</source>
        <comment>card name</comment>
        <extracomment>A card&apos;s name: its family and %1, its value, e.g. &quot;blue 10&quot; (FR bleue 10).</extracomment>
        <translation>bleue %1</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/score5/qt/words/card_words.py" line="58"/>
        <source>wild %1</source>
        <comment>card name</comment>
        <extracomment>The wild card&apos;s name with %1, its value, e.g. &quot;wild 75&quot; (FR multicolore 75, DE Joker 75).</extracomment>
        <translation>multicolore %1</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/score5/qt/words/card_words.py" line="70"/>
        <source>%1 — tiebreaker value %2 (the circled number): of equal bids, the one holding the highest tiebreaker value wins.</source>
        <extracomment>Tooltip of a card on the SCORE 5 table: %1 the card&apos;s name, e.g. &quot;green 80&quot;; %2 its tiebreaker value, the small circled number on the card, e.g. 47 (GLOSSARY: tiebreaker value, FR valeur de départage, DE Gleichstandswert, IT valore per gli spareggi).</extracomment>
        <translation>Carte %1 — valeur de départage %2 (le nombre cerclé) : entre offres de même total, celle qui contient la plus haute valeur de départage l&apos;emporte.</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/score5/qt/words/card_words.py" line="86"/>
        <source>—</source>
        <extracomment>Shown where a list of cards is empty.</extracomment>
        <translation>—</translation>
    </message>
</context>
<context>
    <name>CardItem</name>
    <message>
        <location filename="../score5_desktop/games/score5/qt/card_item.py" line="38"/>
        <source>green</source>
        <translation>verte</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/score5/qt/card_item.py" line="39"/>
        <source>red</source>
        <translation>rouge</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/score5/qt/card_item.py" line="40"/>
        <source>yellow</source>
        <translation>jaune</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/score5/qt/card_item.py" line="41"/>
        <source>purple</source>
        <translation>violette</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/score5/qt/card_item.py" line="42"/>
        <source>blue</source>
        <translation>bleue</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/score5/qt/card_item.py" line="43"/>
        <source>wild</source>
        <translation>multicolore</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/score5/qt/card_item.py" line="51"/>
        <source>face-down card</source>
        <translation>carte face cachée</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/score5/qt/card_item.py" line="55"/>
        <source>%1 %2, tiebreaker %3</source>
        <extracomment>A card for screen readers: %1 its colour, e.g. &quot;green&quot;; %2 its value, e.g. 80; %3 its tiebreaker value, e.g. 42.</extracomment>
        <translation>%1 %2, valeur de départage %3</translation>
    </message>
</context>
<context>
    <name>EndOfGameDialog</name>
    <message>
        <location filename="../score5_desktop/games/score5/qt/panels/end_screen.py" line="117"/>
        <source>End of the game</source>
        <translation>Fin du jeu</translation>
    </message>
    <message>
        <location filename="../score5_desktop/ui/windows/end_buttons.py" line="56"/>
        <source>&amp;Play again</source>
        <translation>&amp;Rejouer</translation>
    </message>
    <message>
        <location filename="../score5_desktop/ui/windows/end_buttons.py" line="57"/>
        <source>&amp;New game…</source>
        <translation>&amp;Nouvelle partie…</translation>
    </message>
    <message>
        <location filename="../score5_desktop/ui/windows/end_buttons.py" line="58"/>
        <source>&amp;Watch again</source>
        <translation>Re&amp;voir la partie</translation>
    </message>
    <message>
        <location filename="../score5_desktop/ui/windows/end_buttons.py" line="59"/>
        <source>&amp;Review my game</source>
        <translation>&amp;Analyser ma partie</translation>
    </message>
    <message>
        <location filename="../score5_desktop/ui/windows/end_buttons.py" line="61"/>
        <source>&amp;Close</source>
        <extracomment>End of the game: closes the window (the finished game stays on the table).</extracomment>
        <translation>&amp;Fermer</translation>
    </message>
    <message numerus="yes">
        <location filename="../score5_desktop/games/score5/qt/panels/end_screen.py" line="125"/>
        <source>You win with %n point(s)</source>
        <extracomment>The title when the one human playing against bots won; %n their score, e.g. 182.</extracomment>
        <translation>
            <numerusform>Vous gagnez avec %n point</numerusform>
            <numerusform>Vous gagnez avec %n points</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../score5_desktop/games/score5/qt/panels/end_screen.py" line="128"/>
        <source>%1 wins with %n point(s)</source>
        <extracomment>%1 the winner&apos;s name, e.g. &quot;Ann&quot;; %n their score, e.g. 182.</extracomment>
        <translation>
            <numerusform>%1 gagne avec %n point</numerusform>
            <numerusform>%1 gagne avec %n points</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/score5/qt/panels/end_screen.py" line="139"/>
        <source>Score</source>
        <translation>Score final</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/score5/qt/panels/end_screen.py" line="190"/>
        <source>you</source>
        <comment>in the list of tied players</comment>
        <extracomment>The one human playing against bots, in the list of tied players, e.g. &quot;Tie on 320 points: you and Bot 2.&quot;</extracomment>
        <translation>vous</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/score5/qt/panels/end_screen.py" line="197"/>
        <source>Tie on %2 points: %1. The tie goes to the player whose scoring cards include the highest tiebreaker: you have the card %3 (tiebreaker %4).</source>
        <extracomment>%1 the tied players, e.g. &quot;you and Bot 2&quot;; %2 their score, e.g. 320; %3 a card name, e.g. &quot;green 125&quot;; %4 its tiebreaker value, e.g. 48.</extracomment>
        <translation>Égalité à %2 points : %1. L&apos;égalité est tranchée en faveur du joueur dont les cartes comptées ont la plus haute valeur de départage : vous avez la carte %3 (valeur de départage %4).</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/score5/qt/panels/end_screen.py" line="206"/>
        <source>Tie on %2 points: %1. The tie goes to the player whose scoring cards include the highest tiebreaker: %3 has the card %4 (tiebreaker %5).</source>
        <extracomment>%1 the tied players, e.g. &quot;Ann and Bot 2&quot;; %2 their score, e.g. 320; %3 the winner&apos;s name, e.g. &quot;Ann&quot;; %4 a card name, e.g. &quot;green 125&quot;; %5 its tiebreaker value, e.g. 48.</extracomment>
        <translation>Égalité à %2 points : %1. L&apos;égalité est tranchée en faveur du joueur dont les cartes comptées ont la plus haute valeur de départage : %3 a la carte %4 (valeur de départage %5).</translation>
    </message>
</context>
<context>
    <name>EndPanel</name>
    <message>
        <location filename="../score5_desktop/games/five_three_five/qt/end_panel.py" line="285"/>
        <source>Totals after each round</source>
        <extracomment>Five Three Five, end of the game: the chart of each player&apos;s total after each round.</extracomment>
        <translation>Totaux après chaque manche</translation>
    </message>
    <message numerus="yes">
        <location filename="../score5_desktop/games/five_three_five/qt/end_panel.py" line="293"/>
        <source>You win with %n point(s)</source>
        <extracomment>Five Three Five: the one human against bots won; %n their penalty points.</extracomment>
        <translation>
            <numerusform>Vous gagnez avec %n point</numerusform>
            <numerusform>Vous gagnez avec %n points</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../score5_desktop/games/five_three_five/qt/end_panel.py" line="298"/>
        <source>%1 wins with %n point(s)</source>
        <extracomment>Five Three Five: %1 the winner&apos;s name; %n their total of penalty points.</extracomment>
        <translation>
            <numerusform>%1 gagne avec %n point</numerusform>
            <numerusform>%1 gagne avec %n points</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../score5_desktop/games/five_three_five/qt/end_panel.py" line="307"/>
        <source>You share the win with %1, with %n point(s)</source>
        <extracomment>Five Three Five: the one human against bots shares the win; %1 the others sharing it, e.g. &quot;Bot 1 and Bot 2&quot;; %n their equal total of penalty points.</extracomment>
        <translation>
            <numerusform>Vous partagez la victoire avec %1, avec %n point</numerusform>
            <numerusform>Vous partagez la victoire avec %1, avec %n points</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../score5_desktop/games/five_three_five/qt/end_panel.py" line="315"/>
        <source>%1 share the win with %n point(s)</source>
        <extracomment>Five Three Five: %1 the players sharing the win, e.g. &quot;Ann and Bo&quot;; %n their equal total of penalty points.</extracomment>
        <translation>
            <numerusform>%1 se partagent la victoire avec %n point</numerusform>
            <numerusform>%1 se partagent la victoire avec %n points</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/five_three_five/qt/end_panel.py" line="321"/>
        <source>Rank</source>
        <translation>Rang</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/five_three_five/qt/end_panel.py" line="321"/>
        <source>Player</source>
        <translation>Joueur</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/five_three_five/qt/end_panel.py" line="323"/>
        <source>Round %1</source>
        <extracomment>Five Three Five, end of the game: a column header, %1 the round&apos;s number (1, 2 ...).</extracomment>
        <translation>Manche %1</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/five_three_five/qt/end_panel.py" line="324"/>
        <source>Total</source>
        <translation>Total</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/five_three_five/qt/end_panel.py" line="324"/>
        <source>Cards left</source>
        <translation>Cartes restantes</translation>
    </message>
</context>
<context>
    <name>F35</name>
    <message>
        <location filename="../score5_desktop/games/five_three_five/qt/part.py" line="115"/>
        <source>Five Three Five</source>
        <translation>Five Three Five</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/five_three_five/qt/words.py" line="114"/>
        <source>single</source>
        <extracomment>Five Three Five: a meld of one card.</extracomment>
        <translation>simple</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/five_three_five/qt/words.py" line="112"/>
        <source>run</source>
        <extracomment>Five Three Five: a meld of consecutive values within one band.</extracomment>
        <translation>suite</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/five_three_five/qt/words.py" line="97"/>
        <source>pair</source>
        <extracomment>Five Three Five: a set of two cards of one value (FR paire, DE Paar, IT coppia).</extracomment>
        <translation>paire</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/five_three_five/qt/words.py" line="101"/>
        <source>three of a kind</source>
        <extracomment>Five Three Five: a set of three cards of one value (FR brelan, DE Drilling, IT tris).</extracomment>
        <translation>brelan</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/five_three_five/qt/words.py" line="105"/>
        <source>four of a kind</source>
        <extracomment>Five Three Five: a set of four cards of one value (FR carré, DE Vierling, IT poker).</extracomment>
        <translation>carré</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/five_three_five/qt/words.py" line="109"/>
        <source>five of a kind</source>
        <extracomment>Five Three Five: a set of five cards of one value, every copy at five or six players (IT cinque carte uguali).</extracomment>
        <translation>cinq cartes identiques</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/five_three_five/qt/words.py" line="125"/>
        <source>%1 (%2)</source>
        <extracomment>Five Three Five: a meld; %1 its kind (&quot;single&quot;, &quot;pair&quot;, &quot;three of a kind&quot;, &quot;run&quot;...); %2 its values, &quot;3 4 5&quot;.</extracomment>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/five_three_five/qt/words.py" line="132"/>
        <source>&amp;Lead</source>
        <extracomment>Five Three Five button: play the chosen cards as the first meld of a trick.</extracomment>
        <translation>&amp;Lancer</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/five_three_five/qt/words.py" line="135"/>
        <source>&amp;Overwrite</source>
        <extracomment>Five Three Five button: play the chosen cards over the central meld.</extracomment>
        <translation>&amp;Enchérir</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/five_three_five/qt/words.py" line="138"/>
        <source>&amp;Add</source>
        <extracomment>Five Three Five button: add the chosen cards to the central meld.</extracomment>
        <translation>A&amp;jouter</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/five_three_five/qt/words.py" line="140"/>
        <source>&amp;Pass</source>
        <extracomment>Five Three Five button: pass (out of this trick).</extracomment>
        <translation>Pa&amp;sser</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/five_three_five/qt/words.py" line="147"/>
        <source>Choose the cards to play.</source>
        <extracomment>Five Three Five: shown when no card is chosen yet.</extracomment>
        <translation>Choisissez les cartes à jouer.</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/five_three_five/qt/words.py" line="149"/>
        <source>You can play at most three cards at a time.</source>
        <translation>Vous pouvez jouer au plus trois cartes à la fois.</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/five_three_five/qt/words.py" line="151"/>
        <source>These cards are neither a set (one value) nor a run (consecutive values).</source>
        <translation>Ces cartes ne forment ni un set (une seule valeur) ni une suite (valeurs qui se suivent).</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/five_three_five/qt/words.py" line="155"/>
        <source>A run stays within one band: 5 and 7, or 9 and 11, are not consecutive.</source>
        <translation>Une suite reste dans une même catégorie météo : 5 et 7, ou 9 et 11, ne se suivent pas.</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/five_three_five/qt/words.py" line="159"/>
        <source>A central meld of four cards or more can only be added to.</source>
        <translation>On ne peut qu&apos;ajouter des cartes à une combinaison au centre de quatre cartes ou plus.</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/five_three_five/qt/words.py" line="163"/>
        <source>You passed: you are out of this trick.</source>
        <translation>Vous avez passé : vous êtes hors de ce tour.</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/five_three_five/qt/words.py" line="165"/>
        <source>Wait for your turn.</source>
        <translation>Attendez votre tour.</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/five_three_five/qt/words.py" line="216"/>
        <source>%1, the central meld is %2: overwrite it, add to it, or pass.</source>
        <extracomment>Five Three Five: %1 the player&apos;s name; %2 the central meld as a noun phrase, subject or after &quot;is&quot; (&quot;meld as subject&quot;), e.g. &quot;a pair (12 12)&quot;.</extracomment>
        <translation>%1, la combinaison au centre est %2 : enchérissez, ajoutez-y des cartes ou passez.</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/five_three_five/qt/words.py" line="171"/>
        <source>Not stronger: a run with lower values is needed, and these cards do not add to it either.</source>
        <translation>Pas plus fort : il faut une suite aux valeurs plus basses, et ces cartes ne s&apos;y ajoutent pas non plus.</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/five_three_five/qt/words.py" line="176"/>
        <source>Not stronger: higher values are needed, and these cards do not add to the central meld either.</source>
        <translation>Pas plus fort : il faut des valeurs plus hautes, et ces cartes ne s&apos;ajoutent pas non plus à la combinaison au centre.</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/five_three_five/qt/words.py" line="188"/>
        <source>Only a single overwrites a single, and these cards do not add to it either.</source>
        <extracomment>Five Three Five: the chosen cards are no single, and the central meld is one.</extracomment>
        <translation>On n&apos;enchérit sur un simple qu&apos;avec un simple, et ces cartes ne s&apos;y ajoutent pas non plus.</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/five_three_five/qt/words.py" line="194"/>
        <source>Only a set overwrites a set, and these cards do not add to it either.</source>
        <extracomment>Five Three Five: the chosen cards are no set (cards of one value), and the central meld is one.</extracomment>
        <translation>On n&apos;enchérit sur un set qu&apos;avec un set, et ces cartes ne s&apos;y ajoutent pas non plus.</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/five_three_five/qt/words.py" line="198"/>
        <source>Only a run overwrites a run, and these cards do not add to it either.</source>
        <extracomment>Five Three Five: the chosen cards are no run, and the central meld is one.</extracomment>
        <translation>On n&apos;enchérit sur une suite qu&apos;avec une suite, et ces cartes ne s&apos;y ajoutent pas non plus.</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/five_three_five/qt/words.py" line="208"/>
        <source>%1, you lead: a single, or a set or run of up to three cards.</source>
        <extracomment>Five Three Five: %1 the player&apos;s name.</extracomment>
        <translation>%1, vous lancez : un simple, ou un set ou une suite de trois cartes au plus.</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/five_three_five/qt/words.py" line="229"/>
        <source>Your hand, %1</source>
        <extracomment>Five Three Five: over the hand of the one player against bots; %1 their name.</extracomment>
        <translation>Votre main, %1</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/five_three_five/qt/words.py" line="231"/>
        <source>%1&apos;s hand</source>
        <extracomment>Five Three Five: over the hand shown (hot seat, replay); %1 the player&apos;s name.</extracomment>
        <translation>Main de %1</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/five_three_five/qt/words.py" line="241"/>
        <source>Your turn in a moment…</source>
        <extracomment>Five Three Five: the player&apos;s own turn comes as soon as the table settles.</extracomment>
        <translation>À vous dans un instant…</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/five_three_five/qt/words.py" line="244"/>
        <source>%1&apos;s turn in a moment…</source>
        <extracomment>Five Three Five, hot seat: %1 the person whose turn comes once the table settles.</extracomment>
        <translation>%1 joue dans un instant…</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/five_three_five/qt/words.py" line="246"/>
        <source>%1 is playing…</source>
        <extracomment>Five Three Five: %1 the player (or bot) whose turn it is.</extracomment>
        <translation>%1 joue…</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/five_three_five/qt/words.py" line="254"/>
        <source>Round %1 is over: counting the points…</source>
        <extracomment>Five Three Five: shown while the penalty points of the hands left are counted at the end of a round (glossary: manche, Runde, smazzata); %1 the round&apos;s number.</extracomment>
        <translation>Fin de la manche %1 : décompte des points…</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/five_three_five/qt/words.py" line="264"/>
        <source>A game of Five Three Five was saved in round %1, at your turn.</source>
        <extracomment>Five Three Five, the question at start-up offering to continue a saved game; %1 the round it stopped in (glossary: manche, Runde, smazzata); the turn is the player&apos;s own.</extracomment>
        <translation>Une partie de Five Three Five a été sauvegardée pendant la manche %1, alors que c&apos;était à vous de jouer.</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/five_three_five/qt/words.py" line="271"/>
        <source>A game of Five Three Five was saved in round %1, with %2 to play.</source>
        <extracomment>Five Three Five, the question at start-up offering to continue a saved game; %1 the round it stopped in (glossary: manche, Runde, smazzata); %2 the player (or bot) whose turn it is.</extracomment>
        <translation>Une partie de Five Three Five a été sauvegardée pendant la manche %1 : %2 allait jouer.</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/five_three_five/qt/words.py" line="281"/>
        <source>Start a new game from the Game menu.</source>
        <extracomment>Five Three Five: the bar&apos;s line on the empty table, before any game.</extracomment>
        <translation>Lancez une nouvelle partie depuis le menu Partie.</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/five_three_five/qt/words.py" line="287"/>
        <source>The game is over.</source>
        <extracomment>Five Three Five: the bar&apos;s line under the end window, once the game is over.</extracomment>
        <translation>La partie est terminée.</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/five_three_five/qt/words.py" line="295"/>
        <location filename="../score5_desktop/games/five_three_five/qt/words.py" line="306"/>
        <source>%1 · %2</source>
        <extracomment>Five Three Five plate: %1 &quot;10 cards&quot;; %2 &quot;7 points&quot;.
----------
Five Three Five: %1 the central meld, e.g. &quot;run (3 4 5)&quot;; %2 who played it last.</extracomment>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/five_three_five/qt/words.py" line="321"/>
        <source>You pass.</source>
        <extracomment>Five Three Five log: the player at the screen passes.</extracomment>
        <translation>Vous passez.</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/five_three_five/qt/words.py" line="338"/>
        <source>Round %1, the second hand of the shuffle: you lead.</source>
        <extracomment>Five Three Five log: %1 the round&apos;s number; the player at the screen leads its first trick. Two players play a second hand from the same shuffle.</extracomment>
        <translation>Manche %1, seconde main de la même donne : vous lancez.</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/five_three_five/qt/words.py" line="344"/>
        <source>Round %1: you lead.</source>
        <extracomment>Five Three Five log: %1 the round&apos;s number; the player at the screen leads its first trick.</extracomment>
        <translation>Manche %1 : vous lancez.</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/five_three_five/qt/words.py" line="349"/>
        <source>Round %1, the second hand of the shuffle: %2 leads.</source>
        <extracomment>Five Three Five log: %1 the round&apos;s number; %2 who leads its first trick. Two players play a second hand from the same shuffle.</extracomment>
        <translation>Manche %1, seconde main de la même donne : %2 lance.</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/five_three_five/qt/words.py" line="354"/>
        <source>Round %1: %2 leads.</source>
        <extracomment>Five Three Five log: %1 the round&apos;s number; %2 who leads its first trick.</extracomment>
        <translation>Manche %1 : %2 lance.</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/five_three_five/qt/words.py" line="323"/>
        <source>%1 passes.</source>
        <extracomment>Five Three Five log: %1 a player.</extracomment>
        <translation>%1 passe.</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/five_three_five/qt/words.py" line="367"/>
        <source>You add %1: the central meld is now %2.</source>
        <extracomment>Five Three Five log, the player at the screen: %1 the cards added, e.g. &quot;5 5&quot;; %2 the central meld now as a noun phrase, subject or after &quot;is&quot; (&quot;meld as subject&quot;), e.g. &quot;three of a kind (5 5 5)&quot;.</extracomment>
        <translation>Vous ajoutez %1 : la combinaison au centre est maintenant %2.</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/five_three_five/qt/words.py" line="371"/>
        <source>%1 adds %2: the central meld is now %3.</source>
        <extracomment>Five Three Five log: %1 a player; %2 the cards added, e.g. &quot;5 5&quot;; %3 the central meld now as a noun phrase, subject or after &quot;is&quot; (&quot;meld as subject&quot;), e.g. &quot;three of a kind (5 5 5)&quot;.</extracomment>
        <translation>%1 ajoute %2 : la combinaison au centre est maintenant %3.</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/five_three_five/qt/words.py" line="378"/>
        <source>You lead %1.</source>
        <extracomment>Five Three Five log, the player at the screen: %1 the meld led as a noun phrase, what is played (&quot;meld as object&quot;), e.g. &quot;a pair (12 12)&quot;.</extracomment>
        <translation>Vous lancez %1.</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/five_three_five/qt/words.py" line="381"/>
        <source>%1 leads %2.</source>
        <extracomment>Five Three Five log: %1 a player; %2 the meld led as a noun phrase, what is played (&quot;meld as object&quot;), e.g. &quot;a pair (12 12)&quot;.</extracomment>
        <translation>%1 lance %2.</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/five_three_five/qt/words.py" line="387"/>
        <source>You overwrite %1.</source>
        <extracomment>Five Three Five log, the player at the screen: %1 the meld played over the central one, a noun phrase with its &quot;with&quot; (&quot;meld after with&quot;), e.g. &quot;with a run (1 2 3)&quot;.</extracomment>
        <translation>Vous enchérissez %1.</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/five_three_five/qt/words.py" line="390"/>
        <source>%1 overwrites %2.</source>
        <extracomment>Five Three Five log: %1 a player; %2 the meld played over the central one, a noun phrase with its &quot;with&quot; (&quot;meld after with&quot;), e.g. &quot;with a run (1 2 3)&quot;.</extracomment>
        <translation>%1 enchérit %2.</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/five_three_five/qt/words.py" line="399"/>
        <source>Rule of 8: the trick ends, and you lead the next one.</source>
        <extracomment>Five Three Five log: the player at the screen played the 8 and leads next.</extracomment>
        <translation>Règle du 8 : le tour se termine, et vous lancez le suivant.</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/five_three_five/qt/words.py" line="404"/>
        <source>Every copy is in the central meld: you lead the next trick.</source>
        <extracomment>Five Three Five log: the player at the screen completed the set.</extracomment>
        <translation>Tous les exemplaires sont dans la combinaison au centre : vous lancez le tour suivant.</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/five_three_five/qt/words.py" line="409"/>
        <source>A run of five ends the trick: you lead the next one.</source>
        <extracomment>Five Three Five log: the player at the screen completed the run.</extracomment>
        <translation>Une suite de cinq termine le tour : vous lancez le suivant.</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/five_three_five/qt/words.py" line="413"/>
        <source>Everyone else passed: you lead the next trick.</source>
        <extracomment>Five Three Five log: nobody beat the meld of the player at the screen.</extracomment>
        <translation>Tous les autres ont passé : vous lancez le tour suivant.</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/five_three_five/qt/words.py" line="416"/>
        <source>Rule of 8: the trick ends, and %1 leads the next one.</source>
        <extracomment>Five Three Five log: %1 who played the 8 and leads the next trick.</extracomment>
        <translation>Règle du 8 : le tour se termine, et %1 lance le suivant.</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/five_three_five/qt/words.py" line="421"/>
        <source>Every copy is in the central meld: %1 leads the next trick.</source>
        <extracomment>Five Three Five log: %1 who completed the set and leads the next trick.</extracomment>
        <translation>Tous les exemplaires sont dans la combinaison au centre : %1 lance le tour suivant.</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/five_three_five/qt/words.py" line="426"/>
        <source>A run of five ends the trick: %1 leads the next one.</source>
        <extracomment>Five Three Five log: %1 who completed the run and leads the next trick.</extracomment>
        <translation>Une suite de cinq termine le tour : %1 lance le suivant.</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/five_three_five/qt/words.py" line="431"/>
        <source>Everyone else passed: %1 leads the next trick.</source>
        <extracomment>Five Three Five log: %1 whose meld nobody beat; they lead the next trick.</extracomment>
        <translation>Tous les autres ont passé : %1 lance le tour suivant.</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/five_three_five/qt/words.py" line="438"/>
        <source>Your hand is empty: the round ends.</source>
        <extracomment>Five Three Five log: the player at the screen played their last card (went out).</extracomment>
        <translation>Votre main est vide : la manche se termine.</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/five_three_five/qt/words.py" line="441"/>
        <source>%1 goes out: the round ends.</source>
        <extracomment>Five Three Five log: %1 the player who played their last card.</extracomment>
        <translation>%1 se débarrasse de sa main : la manche se termine.</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/five_three_five/qt/words.py" line="456"/>
        <source>You win the game.</source>
        <extracomment>Five Three Five log: the player at the screen wins alone.</extracomment>
        <translation>Vous gagnez la partie.</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/five_three_five/qt/words.py" line="459"/>
        <source>You share the win with %1.</source>
        <extracomment>Five Three Five log: %1 the other players sharing the win with the player at the screen, e.g. &quot;Ann and Bo&quot;.</extracomment>
        <translation>Vous partagez la victoire avec %1.</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/five_three_five/qt/words.py" line="462"/>
        <source>%1 wins the game.</source>
        <extracomment>Five Three Five log: %1 the winner.</extracomment>
        <translation>%1 gagne la partie.</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/five_three_five/qt/words.py" line="464"/>
        <source>%1 share the win.</source>
        <extracomment>Five Three Five log: %1 the players sharing the win, e.g. &quot;Ann and Bo&quot;.</extracomment>
        <translation>%1 se partagent la victoire.</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/five_three_five/qt/words.py" line="472"/>
        <source>lead %1</source>
        <extracomment>Five Three Five hint, the play suggested: %1 the meld to lead as a noun phrase, what is played (&quot;meld as object&quot;), e.g. &quot;a run (3 4 5)&quot;.</extracomment>
        <translation>lancer %1</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/five_three_five/qt/words.py" line="477"/>
        <source>overwrite %1</source>
        <extracomment>Five Three Five hint, the play suggested: %1 the meld to play over the central one, a noun phrase with its &quot;with&quot; (&quot;meld after with&quot;), e.g. &quot;with a pair (12 12)&quot;.</extracomment>
        <translation>enchérir %1</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/five_three_five/qt/words.py" line="514"/>
        <source>no run of its size beats it</source>
        <extracomment>Five Three Five hint: the suggested run (e.g. 1 2) is the strongest of its size.</extracomment>
        <translation>aucune suite de cette taille ne la bat</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/five_three_five/qt/words.py" line="517"/>
        <source>nothing left can overwrite it</source>
        <extracomment>Five Three Five hint: no card left in play makes a stronger meld of its kind.</extracomment>
        <translation>plus rien ne peut enchérir dessus</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/five_three_five/qt/words.py" line="545"/>
        <source>it plays weak cards first (%1) while you hold stronger ones</source>
        <extracomment>Five Three Five hint: %1 weak card values, e.g. &quot;2&quot;.</extracomment>
        <translation>ce coup joue d&apos;abord des cartes faibles (%1), tant que vous en avez de plus fortes</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/five_three_five/qt/words.py" line="552"/>
        <source>it is the weakest meld that overwrites</source>
        <extracomment>Five Three Five hint: the suggested play overwrites, and no weaker meld would.</extracomment>
        <translation>c&apos;est la combinaison la plus faible qui enchérit</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/five_three_five/qt/words.py" line="556"/>
        <source>it uses none of your stronger cards</source>
        <extracomment>Five Three Five hint: the cards the suggested play adds are not needed for anything stronger.</extracomment>
        <translation>ce coup n&apos;utilise aucune de vos cartes plus fortes</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/five_three_five/qt/words.py" line="481"/>
        <source>add %1</source>
        <extracomment>Five Three Five hint: %1 card values, e.g. &quot;5 5&quot;.</extracomment>
        <translation>ajouter %1</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/five_three_five/qt/words.py" line="483"/>
        <source>pass</source>
        <extracomment>Five Three Five hint: the suggestion is to pass.</extracomment>
        <translation>passer</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/five_three_five/qt/words.py" line="493"/>
        <source>it empties your hand: the round ends</source>
        <translation>ce coup vide votre main : la manche se termine</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/five_three_five/qt/words.py" line="495"/>
        <source>the 8 ends the trick (rule of 8) and you lead the next one</source>
        <translation>le 8 termine le tour (règle du 8) et vous lancez le suivant</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/five_three_five/qt/words.py" line="502"/>
        <source>every copy of %1 is down: you lead the next trick</source>
        <extracomment>Five Three Five hint: %1 a card value, e.g. &quot;12&quot;.</extracomment>
        <translation>tous les %1 sont posés : vous lancez le tour suivant</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/five_three_five/qt/words.py" line="506"/>
        <source>the run reaches five cards: you lead the next trick</source>
        <translation>la suite atteint cinq cartes : vous lancez le tour suivant</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/five_three_five/qt/words.py" line="525"/>
        <source>it plays your whole set %1</source>
        <extracomment>Five Three Five hint: the suggested play is every card of one value in the hand; %1 card values, e.g. &quot;7 7 7&quot;.</extracomment>
        <translation>ce coup joue en entier votre set %1</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/five_three_five/qt/words.py" line="529"/>
        <source>it plays your whole run %1</source>
        <extracomment>Five Three Five hint: the suggested play is a whole run of the hand, not part of one; %1 card values, e.g. &quot;3 4 5&quot;.</extracomment>
        <translation>ce coup joue en entier votre suite %1</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/five_three_five/qt/words.py" line="536"/>
        <source>it keeps your set %1 together</source>
        <extracomment>Five Three Five hint: %1 card values kept together, e.g. &quot;12 12&quot;.</extracomment>
        <translation>ce coup garde ensemble votre set %1</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/five_three_five/qt/words.py" line="539"/>
        <source>it keeps your run %1 together</source>
        <extracomment>Five Three Five hint: %1 card values kept together, e.g. &quot;3 4 5&quot;.</extracomment>
        <translation>ce coup garde ensemble votre suite %1</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/five_three_five/qt/words.py" line="558"/>
        <source>it leaves your hand in the fewest, strongest melds</source>
        <translation>ce coup laisse votre main en un minimum de combinaisons, aussi fortes que possible</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/five_three_five/qt/words.py" line="568"/>
        <source>playing would split your set %1</source>
        <extracomment>Five Three Five hint: %1 card values, e.g. &quot;12 12&quot;.</extracomment>
        <translation>jouer séparerait votre set %1</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/five_three_five/qt/words.py" line="571"/>
        <source>playing would break your run %1</source>
        <extracomment>Five Three Five hint: %1 card values, e.g. &quot;3 4 5&quot;.</extracomment>
        <translation>jouer casserait votre suite %1</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/five_three_five/qt/words.py" line="575"/>
        <source>your strong cards (%1) wait for a better moment</source>
        <extracomment>Five Three Five hint: %1 strong card values, e.g. &quot;15 15&quot;.</extracomment>
        <translation>vos cartes fortes (%1) attendent un meilleur moment</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/five_three_five/qt/words.py" line="579"/>
        <source>nothing you hold can overwrite or add</source>
        <translation>aucune de vos cartes ne peut enchérir ni s&apos;ajouter</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/five_three_five/qt/words.py" line="583"/>
        <source>played ahead, it did best of your plays</source>
        <extracomment>Five Three Five hint: the strongest bot played the rest of the deal ahead with each play, and this one did best (no count: a player cannot use it).</extracomment>
        <translation>joué jusqu&apos;au bout, c&apos;est le meilleur de vos coups</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/five_three_five/qt/words.py" line="584"/>
        <source>a random choice</source>
        <translation>un choix aléatoire</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/five_three_five/qt/words.py" line="597"/>
        <source>%1; %2</source>
        <extracomment>Five Three Five: two reasons of a hint joined in one sentence, e.g. &quot;it plays 2 cards; it keeps your run 3 4 5 together&quot;. %1 the reasons before; %2 the next.</extracomment>
        <translation>%1 ; %2</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/five_three_five/qt/words.py" line="607"/>
        <source>Hint: %1.</source>
        <extracomment>Five Three Five hint: %1 the suggested play, e.g. &quot;pass&quot;.</extracomment>
        <translation>Indice : %1.</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/five_three_five/qt/words.py" line="609"/>
        <source>Hint: %1, because %2.</source>
        <extracomment>Five Three Five hint: %1 the suggested play; %2 its reasons, joined by &quot;%1; %2&quot;.</extracomment>
        <translation>Indice : %1, car %2.</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/five_three_five/qt/meld_words.py" line="46"/>
        <source>a run (%1)</source>
        <comment>meld as subject</comment>
        <extracomment>Five Three Five: a run as the subject of a sentence or after &quot;is&quot; (&quot;the central meld is a run (3 4 5)&quot;): write the article your noun takes (DE nominative). %1 its values, e.g. &quot;3 4 5&quot;.</extracomment>
        <translation>une suite (%1)</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/five_three_five/qt/meld_words.py" line="50"/>
        <source>a single (%1)</source>
        <comment>meld as subject</comment>
        <extracomment>Five Three Five: a single as the subject of a sentence or after &quot;is&quot;: write the article your noun takes (DE nominative). %1 its value, e.g. &quot;9&quot;.</extracomment>
        <translation>un simple (%1)</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/five_three_five/qt/meld_words.py" line="54"/>
        <source>a pair (%1)</source>
        <comment>meld as subject</comment>
        <extracomment>Five Three Five: a pair as the subject of a sentence or after &quot;is&quot;: write the article your noun takes (DE nominative). %1 its values, e.g. &quot;12 12&quot;.</extracomment>
        <translation>une paire (%1)</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/five_three_five/qt/meld_words.py" line="58"/>
        <source>three of a kind (%1)</source>
        <comment>meld as subject</comment>
        <extracomment>Five Three Five: three of a kind as the subject of a sentence or after &quot;is&quot;: write the article your noun takes (DE nominative). %1 its values, e.g. &quot;7 7 7&quot;.</extracomment>
        <translation>un brelan (%1)</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/five_three_five/qt/meld_words.py" line="62"/>
        <source>four of a kind (%1)</source>
        <comment>meld as subject</comment>
        <extracomment>Five Three Five: four of a kind as the subject of a sentence or after &quot;is&quot;: write the article your noun takes (DE nominative). %1 its values, e.g. &quot;7 7 7 7&quot;.</extracomment>
        <translation>un carré (%1)</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/five_three_five/qt/meld_words.py" line="66"/>
        <source>five of a kind (%1)</source>
        <comment>meld as subject</comment>
        <extracomment>Five Three Five: five of a kind (every copy, at five or six players) as the subject of a sentence or after &quot;is&quot;: write the article your noun takes (DE nominative). %1 its values, e.g. &quot;7 7 7 7 7&quot;.</extracomment>
        <translation>un set de cinq cartes (%1)</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/five_three_five/qt/meld_words.py" line="75"/>
        <source>a run (%1)</source>
        <comment>meld as object</comment>
        <extracomment>Five Three Five: a run as what is played, beaten or answered (&quot;leads a run (3 4 5)&quot;): write the article your noun takes (DE accusative). %1 its values, e.g. &quot;3 4 5&quot;.</extracomment>
        <translation>une suite (%1)</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/five_three_five/qt/meld_words.py" line="79"/>
        <source>a single (%1)</source>
        <comment>meld as object</comment>
        <extracomment>Five Three Five: a single as what is played, beaten or answered: write the article your noun takes (DE accusative). %1 its value, e.g. &quot;9&quot;.</extracomment>
        <translation>un simple (%1)</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/five_three_five/qt/meld_words.py" line="83"/>
        <source>a pair (%1)</source>
        <comment>meld as object</comment>
        <extracomment>Five Three Five: a pair as what is played, beaten or answered: write the article your noun takes (DE accusative). %1 its values, e.g. &quot;12 12&quot;.</extracomment>
        <translation>une paire (%1)</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/five_three_five/qt/meld_words.py" line="87"/>
        <source>three of a kind (%1)</source>
        <comment>meld as object</comment>
        <extracomment>Five Three Five: three of a kind as what is played, beaten or answered: write the article your noun takes (DE accusative). %1 its values, e.g. &quot;7 7 7&quot;.</extracomment>
        <translation>un brelan (%1)</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/five_three_five/qt/meld_words.py" line="91"/>
        <source>four of a kind (%1)</source>
        <comment>meld as object</comment>
        <extracomment>Five Three Five: four of a kind as what is played, beaten or answered: write the article your noun takes (DE accusative). %1 its values, e.g. &quot;7 7 7 7&quot;.</extracomment>
        <translation>un carré (%1)</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/five_three_five/qt/meld_words.py" line="95"/>
        <source>five of a kind (%1)</source>
        <comment>meld as object</comment>
        <extracomment>Five Three Five: five of a kind (every copy, at five or six players) as what is played, beaten or answered: write the article your noun takes (DE accusative). %1 its values, e.g. &quot;7 7 7 7 7&quot;.</extracomment>
        <translation>un set de cinq cartes (%1)</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/five_three_five/qt/meld_words.py" line="104"/>
        <source>with a run (%1)</source>
        <comment>meld after with</comment>
        <extracomment>Five Three Five: a run after &quot;with&quot; (&quot;overwrites with a run (3 4 5)&quot;): write the preposition and the article your language takes (DE &quot;mit einer Reihe&quot;, FR &quot;avec une suite&quot;). %1 its values, e.g. &quot;3 4 5&quot;.</extracomment>
        <translation>avec une suite (%1)</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/five_three_five/qt/meld_words.py" line="108"/>
        <source>with a single (%1)</source>
        <comment>meld after with</comment>
        <extracomment>Five Three Five: a single after &quot;with&quot;: write the preposition and the article your language takes (DE dative). %1 its value, e.g. &quot;9&quot;.</extracomment>
        <translation>avec un simple (%1)</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/five_three_five/qt/meld_words.py" line="112"/>
        <source>with a pair (%1)</source>
        <comment>meld after with</comment>
        <extracomment>Five Three Five: a pair after &quot;with&quot;: write the preposition and the article your language takes (DE dative). %1 its values, e.g. &quot;12 12&quot;.</extracomment>
        <translation>avec une paire (%1)</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/five_three_five/qt/meld_words.py" line="116"/>
        <source>with three of a kind (%1)</source>
        <comment>meld after with</comment>
        <extracomment>Five Three Five: three of a kind after &quot;with&quot;: write the preposition and the article your language takes (DE dative). %1 its values, e.g. &quot;7 7 7&quot;.</extracomment>
        <translation>avec un brelan (%1)</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/five_three_five/qt/meld_words.py" line="120"/>
        <source>with four of a kind (%1)</source>
        <comment>meld after with</comment>
        <extracomment>Five Three Five: four of a kind after &quot;with&quot;: write the preposition and the article your language takes (DE dative). %1 its values, e.g. &quot;7 7 7 7&quot;.</extracomment>
        <translation>avec un carré (%1)</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/five_three_five/qt/meld_words.py" line="124"/>
        <source>with five of a kind (%1)</source>
        <comment>meld after with</comment>
        <extracomment>Five Three Five: five of a kind (every copy, at five or six players) after &quot;with&quot;: write the preposition and the article your language takes (DE dative). %1 its values, e.g. &quot;7 7 7 7 7&quot;.</extracomment>
        <translation>avec un set de cinq cartes (%1)</translation>
    </message>
</context>
<context>
    <name>F35ActionBar</name>
    <message>
        <location filename="../score5_desktop/games/five_three_five/qt/game_ui.py" line="219"/>
        <source>You pass until the next trick.</source>
        <extracomment>Five Three Five: the player set &quot;Pass until the next trick&quot;; their turn came.</extracomment>
        <translation>Vous passez jusqu&apos;au tour suivant.</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/five_three_five/qt/game_ui.py" line="222"/>
        <source>None of your cards can overwrite or add to the central meld: you pass.</source>
        <extracomment>Five Three Five: the player&apos;s only legal move is a pass; it is made for them.</extracomment>
        <translation>Aucune de vos cartes ne peut enchérir sur la combinaison au centre ni s&apos;y ajouter : vous passez.</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/five_three_five/qt/game_ui.py" line="322"/>
        <source>Looking for a good play…</source>
        <extracomment>Five Three Five: shown while the strongest bot looks for a hint.</extracomment>
        <translation>Recherche d&apos;un bon coup…</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/five_three_five/qt/game_ui.py" line="330"/>
        <source>No hint this time.</source>
        <extracomment>Five Three Five: the hint did not come (the bot failed or the turn moved on).</extracomment>
        <translation>Pas d&apos;indice cette fois.</translation>
    </message>
</context>
<context>
    <name>F35Card</name>
    <message>
        <location filename="../score5_desktop/games/five_three_five/qt/card_item.py" line="38"/>
        <source>rainy</source>
        <extracomment>Five Three Five: the band of the cards 1-5.</extracomment>
        <translation>pluie</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/five_three_five/qt/card_item.py" line="40"/>
        <source>cloudy</source>
        <extracomment>Five Three Five: the band of the cards 7-9.</extracomment>
        <translation>nuage</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/five_three_five/qt/card_item.py" line="42"/>
        <source>sunny</source>
        <extracomment>Five Three Five: the band of the cards 11-15.</extracomment>
        <translation>soleil</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/five_three_five/qt/card_item.py" line="50"/>
        <source>face-down card</source>
        <translation>carte face cachée</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/five_three_five/qt/card_item.py" line="55"/>
        <source> (ends the trick)</source>
        <extracomment>Added to the 8&apos;s description: playing it to overwrite or add ends the trick.</extracomment>
        <translation> (termine le tour)</translation>
    </message>
</context>
<context>
    <name>F35Controls</name>
    <message>
        <location filename="../score5_desktop/games/five_three_five/qt/controls.py" line="235"/>
        <source>These cards can overwrite or be added: choose a button.</source>
        <extracomment>Five Three Five: the chosen cards can both overwrite and add.</extracomment>
        <translation>Ces cartes peuvent enchérir ou être ajoutées : choisissez un bouton.</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/five_three_five/qt/controls.py" line="249"/>
        <source>Pass: you are out of this trick (key P)</source>
        <extracomment>Five Three Five: tooltip of the Pass button (the P key does the same).</extracomment>
        <translation>Passer : vous êtes hors de ce tour (touche P)</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/five_three_five/qt/controls.py" line="253"/>
        <source>Pass until the next trick</source>
        <extracomment>Five Three Five: a toggle the player can set while others play; the game then passes for them each time their turn comes, until the trick is cleared.</extracomment>
        <translation>Passer jusqu&apos;au tour suivant</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/five_three_five/qt/controls.py" line="259"/>
        <source>Pass each time your turn comes in this trick; the next trick clears it (keys Shift+P)</source>
        <extracomment>Five Three Five: tooltip of the &quot;Pass until the next trick&quot; toggle.</extracomment>
        <translation>Passer chaque fois que c&apos;est à vous de jouer, jusqu&apos;à la fin de ce tour (touches Maj+P)</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/five_three_five/qt/controls.py" line="263"/>
        <source>H&amp;int</source>
        <translation>&amp;Indice</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/five_three_five/qt/controls.py" line="264"/>
        <source>What would the strongest bot play, and why?</source>
        <translation>Que jouerait le bot le plus fort, et pourquoi ?</translation>
    </message>
</context>
<context>
    <name>F35Counts</name>
    <message numerus="yes">
        <location filename="../score5_desktop/games/five_three_five/qt/words.py" line="30"/>
        <source>%n card(s)</source>
        <extracomment>Five Three Five: a number of cards, e.g. on a plate: &quot;10 cards&quot;.</extracomment>
        <translation>
            <numerusform>%n carte</numerusform>
            <numerusform>%n cartes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../score5_desktop/games/five_three_five/qt/words.py" line="34"/>
        <source>%n point(s)</source>
        <extracomment>Five Three Five plate: a player&apos;s total of penalty points so far.</extracomment>
        <translation>
            <numerusform>%n point</numerusform>
            <numerusform>%n points</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../score5_desktop/games/five_three_five/qt/words.py" line="38"/>
        <source>+%n point(s)</source>
        <extracomment>Five Three Five: penalty points counted from a hand at the end of a round.</extracomment>
        <translation>
            <numerusform>+%n point</numerusform>
            <numerusform>+%n points</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../score5_desktop/games/five_three_five/qt/words.py" line="43"/>
        <source>An overwrite has as many cards as the central meld (%n), and these cards do not add to it either.</source>
        <extracomment>Five Three Five: %n the number of cards in the central meld.</extracomment>
        <translation>
            <numerusform>Pour enchérir, il faut autant de cartes que dans la combinaison au centre (%n), et ces cartes ne s&apos;y ajoutent pas non plus.</numerusform>
            <numerusform>Pour enchérir, il faut autant de cartes que dans la combinaison au centre (%n), et ces cartes ne s&apos;y ajoutent pas non plus.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../score5_desktop/games/five_three_five/qt/words.py" line="51"/>
        <source>%1 takes %n point(s).</source>
        <extracomment>Five Three Five log: %1 a player; %n penalty points for the cards left in hand.</extracomment>
        <translation>
            <numerusform>%1 prend %n point.</numerusform>
            <numerusform>%1 prend %n points.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../score5_desktop/games/five_three_five/qt/words.py" line="56"/>
        <source>You take %n point(s).</source>
        <extracomment>Five Three Five log, to the one player against bots: %n penalty points for the cards left in their hand.</extracomment>
        <translation>
            <numerusform>Vous prenez %n point.</numerusform>
            <numerusform>Vous prenez %n points.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../score5_desktop/games/five_three_five/qt/words.py" line="60"/>
        <source>a central meld of %n cards can only be added to</source>
        <extracomment>Five Three Five hint: %n cards in the central meld (four or more).</extracomment>
        <translation>
            <numerusform>on ne peut qu&apos;ajouter des cartes à une combinaison au centre de %n carte</numerusform>
            <numerusform>on ne peut qu&apos;ajouter des cartes à une combinaison au centre de %n cartes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../score5_desktop/games/five_three_five/qt/words.py" line="64"/>
        <source>it gets rid of %1, worth %n point(s) in hand</source>
        <extracomment>Five Three Five hint: %1 card values, e.g. &quot;8&quot;; %n the points they would cost.</extracomment>
        <translation>
            <numerusform>ce coup ôte %n point de votre main : %1</numerusform>
            <numerusform>ce coup ôte %n points de votre main : %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../score5_desktop/games/five_three_five/qt/words.py" line="68"/>
        <source>it plays %n card(s), as many as any play can</source>
        <extracomment>Five Three Five hint: %n the cards the suggested play puts down.</extracomment>
        <translation>
            <numerusform>ce coup joue %n carte, autant que tout autre</numerusform>
            <numerusform>ce coup joue %n cartes, autant que tout autre</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../score5_desktop/games/five_three_five/qt/words.py" line="72"/>
        <source>%1 has only %n card(s) left</source>
        <extracomment>Five Three Five hint: %1 another player; %n the cards they still hold.</extracomment>
        <translation>
            <numerusform>%1 n&apos;a plus qu&apos;une carte</numerusform>
            <numerusform>%1 n&apos;a plus que %n cartes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../score5_desktop/games/five_three_five/qt/words.py" line="77"/>
        <source>%1, %2, %n point(s) if left in hand</source>
        <extracomment>A Five Three Five card for screen readers: %1 its value, e.g. 12; %2 its band, e.g. &quot;sunny&quot;; %n the points it costs when left in hand.</extracomment>
        <translation>
            <numerusform>%1, %2, %n point si elle reste en main</numerusform>
            <numerusform>%1, %2, %n points si elle reste en main</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>F35EndDialog</name>
    <message>
        <location filename="../score5_desktop/games/five_three_five/qt/game_ui.py" line="479"/>
        <source>End of the game</source>
        <translation>Fin du jeu</translation>
    </message>
</context>
<context>
    <name>F35Lesson</name>
    <message>
        <location filename="../score5_desktop/games/five_three_five/qt/lesson.py" line="41"/>
        <source>This is a real game of Five Three Five against two bots, Ada and Bruno, played to 10 points. Be the first to empty your hand: the others then take penalty points for the cards they still hold, and the lowest total wins. This panel explains each step the first time it happens, and the table waits while you read. Press Continue to begin.</source>
        <translation>Voici une vraie partie de Five Three Five contre deux bots, Ada et Bruno, en 10 points. Soyez le premier à vous débarrasser de votre main : les autres marquent alors des points négatifs pour les cartes qu&apos;il leur reste, et le plus petit total gagne. Ce panneau explique chaque étape la première fois qu&apos;elle se produit, et la table attend pendant que vous lisez. Appuyez sur Continuer pour commencer.</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/five_three_five/qt/lesson.py" line="55"/>
        <source>The cards are dealt. Values go from 1 to 5, 7 to 9 and 11 to 15: there is no 6 and no 10. A few cards stay face down, seen by nobody.</source>
        <translation>Les cartes sont distribuées. Les valeurs vont de 1 à 5, de 7 à 9 et de 11 à 15 : il n&apos;y a ni 6 ni 10. Quelques cartes restent face cachée, vues de personne.</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/five_three_five/qt/lesson.py" line="64"/>
        <source>A trick starts with a lead: a single card, two or three cards of one value, or a run of two or three values in a row (within 1 to 5, 7 to 9 or 11 to 15). The lead becomes the central meld.</source>
        <translation>Un tour de jeu commence quand un joueur lance : une carte simple, deux ou trois cartes de même valeur, ou une suite de deux ou trois valeurs qui se suivent (de 1 à 5, de 7 à 9 ou de 11 à 15). Ce qui est lancé devient la combinaison au centre.</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/five_three_five/qt/lesson.py" line="74"/>
        <source>An overwrite: a meld of the same kind and size, but stronger, takes the central meld&apos;s place. Higher singles and sets are stronger; among runs, the lower run is the stronger.</source>
        <translation>Enchérir : une combinaison de même sorte et de même taille, mais plus forte, prend la place de la combinaison au centre. Les simples et les sets plus hauts sont plus forts ; parmi les suites, c&apos;est la plus basse qui est la plus forte.</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/five_three_five/qt/lesson.py" line="84"/>
        <source>An add: up to three cards joined to the central meld, which must still be one set or one run afterwards.</source>
        <translation>Ajouter : jusqu&apos;à trois cartes posées sur la combinaison au centre, qui doit rester ensuite un seul set ou une seule suite.</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/five_three_five/qt/lesson.py" line="93"/>
        <source>A pass: that player is out of this trick and plays again in the next one.</source>
        <translation>Passer : ce joueur est hors de ce tour de jeu et ne rejoue qu&apos;au suivant.</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/five_three_five/qt/lesson.py" line="101"/>
        <source>Everyone else passed, so the trick is over. Whoever played last clears the table and leads the next trick.</source>
        <translation>Tous les autres ont passé : le tour de jeu est fini. Celui qui a joué en dernier débarrasse la table et lance le tour suivant.</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/five_three_five/qt/lesson.py" line="110"/>
        <source>The rule of 8: an 8 played to overwrite or to add ends the trick at once, and its player leads the next one.</source>
        <translation>La règle du 8 : un 8 joué pour enchérir ou pour ajouter met fin au tour de jeu sur-le-champ, et son joueur lance le suivant.</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/five_three_five/qt/lesson.py" line="119"/>
        <source>The central meld holds every copy of its value, so nobody can beat it: the trick ends, and its last player leads the next one.</source>
        <translation>La combinaison au centre contient tous les exemplaires de sa valeur, personne ne peut donc la battre : le tour de jeu se termine, et le dernier à y avoir joué lance le suivant.</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/five_three_five/qt/lesson.py" line="128"/>
        <source>The central meld is a run of five, 1 to 5 or 11 to 15: the trick ends, and its last player leads the next one.</source>
        <translation>La combinaison au centre est une suite de cinq, de 1 à 5 ou de 11 à 15 : le tour de jeu se termine, et le dernier à y avoir joué lance le suivant.</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/five_three_five/qt/lesson.py" line="137"/>
        <source>You emptied your hand: the round is over and you take no points. The others take penalty points for their cards left: an 8 costs 5, a 1 or a 15 costs 3, 11 to 14 cost 2, and every other card 1.</source>
        <translation>Vous vous êtes débarrassé de votre main : la manche est finie et vous ne marquez aucun point. Les autres ajoutent des points négatifs pour les cartes qu&apos;il leur reste : un 8 coûte 5, un 1 ou un 15 coûte 3, de 11 à 14 chaque carte coûte 2, et toute autre carte 1.</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/five_three_five/qt/lesson.py" line="147"/>
        <source>A player emptied their hand: the round is over. Everyone else takes penalty points for their cards left: an 8 costs 5, a 1 or a 15 costs 3, 11 to 14 cost 2, and every other card 1.</source>
        <translation>Un joueur s&apos;est débarrassé de sa main : la manche est finie. Tous les autres ajoutent des points négatifs pour les cartes qu&apos;il leur reste : un 8 coûte 5, un 1 ou un 15 coûte 3, de 11 à 14 chaque carte coûte 2, et toute autre carte 1.</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/five_three_five/qt/lesson.py" line="179"/>
        <source>You won your first game with the lowest total! Play a full game, or try the options, from Game &gt; New; Help &gt; Rules has every rule.</source>
        <translation>Vous avez gagné votre première partie avec le plus petit total ! Jouez une partie complète, ou essayez les options, depuis Partie &gt; Nouvelle partie ; Aide &gt; Règles donne toutes les règles.</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/five_three_five/qt/lesson.py" line="184"/>
        <source>The game is over: the lowest total wins. Try again, or choose your own game from Game &gt; New; Help &gt; Rules has every rule.</source>
        <translation>La partie est finie : le plus petit total gagne. Réessayez, ou choisissez votre propre partie depuis Partie &gt; Nouvelle partie ; Aide &gt; Règles donne toutes les règles.</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/five_three_five/qt/lesson.py" line="160"/>
        <source>You lead: choose the cards of a single, a set or a run (click them, or use the arrow keys and Space), then Lead (Enter). Leading your weak cards early keeps your strong ones for later.</source>
        <translation>À vous de lancer : choisissez les cartes d&apos;un simple, d&apos;un set ou d&apos;une suite (cliquez dessus, ou utilisez les flèches et Espace), puis Lancer (Entrée). Lancer tôt vos cartes faibles garde les fortes pour plus tard.</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/five_three_five/qt/lesson.py" line="169"/>
        <source>Your turn: overwrite the central meld with a stronger one of the same kind and size, add to it, or pass (P). Choose cards and the buttons offer only what those cards allow.</source>
        <translation>À vous : enchérissez sur la combinaison au centre avec une plus forte de même sorte et de même taille, ajoutez-y des cartes, ou passez (P). Choisissez des cartes : les boutons ne proposent que ce qu&apos;elles permettent.</translation>
    </message>
</context>
<context>
    <name>F35Options</name>
    <message>
        <location filename="../score5_desktop/games/five_three_five/qt/part.py" line="26"/>
        <source>&amp;Short game</source>
        <extracomment>Five Three Five option (check box).</extracomment>
        <translation>Partie &amp;courte</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/five_three_five/qt/part.py" line="28"/>
        <source>The game ends at 10 points instead of 20 (default: off).</source>
        <extracomment>Five Three Five option: what &quot;Short game&quot; does; the default follows in brackets.</extracomment>
        <translation>La partie s&apos;arrête à 10 points au lieu de 20 (par défaut : non).</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/five_three_five/qt/part.py" line="34"/>
        <source>&amp;One hand</source>
        <extracomment>Five Three Five option (check box), two players only.</extracomment>
        <translation>Une &amp;seule main</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/five_three_five/qt/part.py" line="35"/>
        <source>Two players: each shuffle deals one hand each, not two in a row (default: off).</source>
        <translation>À deux joueurs : chaque donne distribue une seule main à chacun, pas deux de suite (par défaut : non).</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/five_three_five/qt/part.py" line="42"/>
        <source>&amp;Big deal</source>
        <extracomment>Five Three Five option (check box), three players only.</extracomment>
        <translation>&amp;Grande donne</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/five_three_five/qt/part.py" line="43"/>
        <source>Three players: 16 cards each, 4 left face down (default: off).</source>
        <translation>À trois joueurs : 16 cartes chacun, 4 restent face cachée (par défaut : non).</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/five_three_five/qt/part.py" line="49"/>
        <source>Op&amp;en pass</source>
        <extracomment>Five Three Five option (check box).</extracomment>
        <translation>Passe &amp;ouverte</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/five_three_five/qt/part.py" line="50"/>
        <source>A player who passed may play again when the turn comes back (default: off).</source>
        <translation>Qui a passé peut rejouer quand son tour revient (par défaut : non).</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/five_three_five/qt/part.py" line="57"/>
        <source>No &amp;limit</source>
        <extracomment>Five Three Five option (check box).</extracomment>
        <translation>Sans &amp;limite</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/five_three_five/qt/part.py" line="58"/>
        <source>Overwrite with any stronger meld of one to three cards, whatever its kind or size (default: off).</source>
        <translation>Enchérir avec toute combinaison plus forte d&apos;une à trois cartes, quels que soient son type et sa taille (par défaut : non).</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/five_three_five/qt/part.py" line="70"/>
        <source>Random: plays any legal play. For trying the table.</source>
        <extracomment>New game: what the random bot level does in Five Three Five.</extracomment>
        <translation>Aléatoire : joue n&apos;importe quel coup permis. Pour découvrir la table.</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/five_three_five/qt/part.py" line="74"/>
        <source>Easy: plays whenever it can, as many cards as it can, and never passes by choice.</source>
        <extracomment>New game: what the easy bot level does in Five Three Five.</extracomment>
        <translation>Facile : joue dès qu&apos;il le peut, le plus de cartes possible, et ne passe jamais par choix.</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/five_three_five/qt/part.py" line="79"/>
        <source>Normal: keeps its sets and runs together, leads its weak cards first and gets rid of its 8s, 1s and 15s in time. A fair opponent for a first game.</source>
        <extracomment>New game: what the normal bot level does in Five Three Five.</extracomment>
        <translation>Normal : garde ses sets et ses suites entiers, lance d&apos;abord ses cartes faibles et se débarrasse à temps de ses 8, 1 et 15. Un adversaire à votre mesure pour une première partie.</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/five_three_five/qt/part.py" line="85"/>
        <source>Hard: plays each move it considers to the end of the round in imagined deals of the cards it cannot see. It won a third of its four-player games against three normal bots.</source>
        <extracomment>New game: what the hard bot level does in Five Three Five; the figure is measured.</extracomment>
        <translation>Difficile : joue chaque coup envisagé jusqu&apos;à la fin de la manche, dans des donnes imaginées des cartes qu&apos;il ne voit pas. Il a gagné un tiers de ses parties à quatre contre trois bots normaux.</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/five_three_five/qt/part.py" line="92"/>
        <source>Expert: the same search with eight times the thinking, about 0.8 s a decision. It won 36% of its four-player games against three hard bots.</source>
        <extracomment>New game: what the expert bot level does in Five Three Five; the figure is measured.</extracomment>
        <translation>Expert : la même recherche, avec huit fois plus de réflexion, environ 0,8 s par décision. Il a gagné 36 % de ses parties à quatre contre trois bots difficiles.</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/five_three_five/qt/part.py" line="119"/>
        <source>Climb with singles, sets and runs and be first to empty your hand; 2 to 6 players.</source>
        <extracomment>The one line under Five Three Five in the new-game dialog.</extracomment>
        <translation>Posez des simples, des sets et des suites toujours plus forts et soyez le premier à vider votre main ; de 2 à 6 joueurs.</translation>
    </message>
</context>
<context>
    <name>F35Replay</name>
    <message>
        <location filename="../score5_desktop/games/five_three_five/qt/game_ui.py" line="511"/>
        <source>R&amp;ound:</source>
        <extracomment>Five Three Five replay: the label of the box choosing a round (a deal, until someone is out; glossary: manche, Runde, smazzata); &quot;&amp;&quot; marks its access key.</extracomment>
        <translation>&amp;Manche :</translation>
    </message>
</context>
<context>
    <name>F35Review</name>
    <message>
        <location filename="../score5_desktop/games/five_three_five/qt/coach_words.py" line="35"/>
        <source>Round</source>
        <extracomment>Five Three Five review table: the column of the round (a deal, until someone is out) each decision belongs to.</extracomment>
        <translation>Manche</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/five_three_five/qt/coach_words.py" line="40"/>
        <source>Penalty points</source>
        <extracomment>Five Three Five review table: the penalty points your play cost in its round, compared with the expert&apos;s.</extracomment>
        <translation>Points négatifs</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/five_three_five/qt/coach_words.py" line="49"/>
        <source>%1 ± %2</source>
        <extracomment>Five Three Five review: penalty points your play cost (positive) or saved (negative) in its round; %1 a signed number, e.g. &quot;+1.5&quot;; %2 its error, &quot;0.4&quot;.</extracomment>
        <translation>%1 ± %2</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/five_three_five/qt/coach_words.py" line="57"/>
        <source>Lead</source>
        <extracomment>Five Three Five review: a decision that began a trick.</extracomment>
        <translation>Lancer</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/five_three_five/qt/coach_words.py" line="60"/>
        <source>Answer to %1</source>
        <extracomment>Five Three Five review: a decision answering the central meld; %1 that meld as a noun phrase, what is answered (&quot;meld as object&quot;), e.g. &quot;a run (3 4 5)&quot;.</extracomment>
        <translation>Réponse à %1</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/five_three_five/qt/coach_words.py" line="71"/>
        <source>You played as the coach would.</source>
        <translation>Vous avez joué comme le coach l&apos;aurait fait.</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/five_three_five/qt/coach_words.py" line="76"/>
        <source>Both plays end the same in every sampled game.</source>
        <extracomment>Five Three Five review: the two plays lead to the same end in every game.</extracomment>
        <translation>Les deux coups finissent de la même façon dans chaque partie simulée.</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/five_three_five/qt/coach_words.py" line="90"/>
        <source>The expert&apos;s play: %1.</source>
        <extracomment>Five Three Five review: %1 the expert&apos;s reasons, joined by &quot;%1; %2&quot;.</extracomment>
        <translation>Le coup de l&apos;expert : %1.</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/five_three_five/qt/coach_words.py" line="94"/>
        <source>Your play: %1.</source>
        <extracomment>Five Three Five review: %1 what your own play did, joined by &quot;%1; %2&quot;.</extracomment>
        <translation>Votre coup : %1.</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/five_three_five/qt/coach_words.py" line="146"/>
        <source>Both plays do the same in this trick, and the deals played on from each end within their error of each other.</source>
        <extracomment>Five Three Five review: nothing tells the two plays apart in this trick, and the deals played on from each end alike within their error.</extracomment>
        <translation>Les deux coups font la même chose dans ce tour, et les manches jouées ensuite à partir de chacun finissent à l&apos;intérieur de leur marge d&apos;erreur.</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/five_three_five/qt/coach_words.py" line="154"/>
        <source>Both plays do the same in this trick, but played on, yours cost %1 more penalty points on average: its cost comes later in the round.</source>
        <extracomment>Five Three Five review: %1 penalty points, e.g. 2.5: how many more the player&apos;s play cost on average over the rest of the round.</extracomment>
        <translation>Les deux coups font la même chose dans ce tour, mais en jouant la suite, le vôtre a coûté en moyenne %1 points négatifs de plus : son coût vient plus tard dans la manche.</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/five_three_five/qt/coach_words.py" line="162"/>
        <source>Both plays do the same in this trick, and played on, yours cost %1 fewer penalty points on average.</source>
        <extracomment>Five Three Five review: %1 penalty points, e.g. 1.5, that the player&apos;s play saved on average.</extracomment>
        <translation>Les deux coups font la même chose dans ce tour, et en jouant la suite, le vôtre a coûté en moyenne %1 points négatifs de moins.</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/five_three_five/qt/coach_words.py" line="101"/>
        <source>The expert bot looks at each of your plays with what you knew at the time. Penalty points and win chance show what your play changed compared with the expert&apos;s, both played out in the same simulated games: more penalty points, or a negative win chance, is what it cost you.</source>
        <extracomment>Five Three Five review window: what the table shows (singular &quot;you&quot;).</extracomment>
        <translation>Le bot expert examine chacun de vos coups avec ce que vous saviez à ce moment-là. Les points négatifs et la chance de victoire montrent ce que votre coup a changé par rapport à celui de l&apos;expert, les deux étant joués jusqu&apos;au bout dans les mêmes parties simulées : davantage de points négatifs, ou une chance de victoire négative, c&apos;est ce qu&apos;il vous a coûté.</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/five_three_five/qt/coach_words.py" line="116"/>
        <source>Double-click a row to watch that round.</source>
        <extracomment>Five Three Five review: the round is a deal, until someone is out (glossary: manche, Runde, smazzata).</extracomment>
        <translation>Double-cliquez sur une ligne pour revoir cette manche.</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/five_three_five/qt/coach_words.py" line="121"/>
        <source>&amp;Watch this round</source>
        <extracomment>Five Three Five review: the button replaying the selected row&apos;s round (a deal, until someone is out; glossary: manche, Runde, smazzata); &quot;&amp;&quot; marks its key.</extracomment>
        <translation>&amp;Revoir cette manche</translation>
    </message>
    <message numerus="yes">
        <location filename="../score5_desktop/games/five_three_five/qt/coach_words.py" line="131"/>
        <source>▲ marks the moments that cost you the most: round(s) %1.</source>
        <extracomment>Five Three Five review: %1 the rounds (deals, until someone is out; glossary: manche, Runde, smazzata) marked ▲ in the table, e.g. &quot;1, 3&quot;; %n how many.</extracomment>
        <translation>
            <numerusform>▲ signale les moments qui vous ont coûté le plus : manche %1.</numerusform>
            <numerusform>▲ signale les moments qui vous ont coûté le plus : manches %1.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>F35SidePanels</name>
    <message>
        <location filename="../score5_desktop/games/five_three_five/qt/game_ui.py" line="401"/>
        <source>Table memory</source>
        <extracomment>Five Three Five: title of the dock with what has been played this round.</extracomment>
        <translation>Mémoire de la table</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/five_three_five/qt/game_ui.py" line="403"/>
        <source>Game log</source>
        <extracomment>Title of the dock with the game&apos;s log.</extracomment>
        <translation>Journal de la partie</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/five_three_five/qt/game_ui.py" line="405"/>
        <source>Once a game starts: who plays what, trick by trick.</source>
        <extracomment>Five Three Five&apos;s game log before any game: what it will show.</extracomment>
        <translation>Dès qu&apos;une partie commence : qui joue quoi, tour après tour.</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/five_three_five/qt/log_model.py" line="29"/>
        <source>%1 failed (%2): a simple play was made for it.</source>
        <extracomment>Five Three Five log: %1 a bot&apos;s name; %2 what went wrong. A pass or the smallest legal play was made for it.</extracomment>
        <translation>%1 a échoué (%2) : un coup simple a été joué à sa place.</translation>
    </message>
</context>
<context>
    <name>F35Stats</name>
    <message>
        <location filename="../score5_desktop/games/five_three_five/qt/stats_words.py" line="25"/>
        <source>No statistics yet.
Finish a game against the bots and your results appear here: your win rate against each level, your penalty points and your best and worst deal.</source>
        <translation>Pas encore de statistiques.
Terminez une partie contre les bots et vos résultats apparaîtront ici : votre taux de victoire contre chaque niveau, vos points négatifs et votre meilleure et votre pire manche.</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/five_three_five/qt/stats_words.py" line="34"/>
        <source>Your average penalty points</source>
        <extracomment>Statistics: the caption over your average total, in penalty points.</extracomment>
        <translation>Vos points négatifs en moyenne</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/five_three_five/qt/stats_words.py" line="44"/>
        <source>Your best and worst deal</source>
        <extracomment>Statistics: the fewest and the most penalty points one deal cost you.</extracomment>
        <translation>Votre meilleure et votre pire manche</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/five_three_five/qt/stats_words.py" line="47"/>
        <source>%1 / %2</source>
        <extracomment>%1 the fewest penalty points of a deal, e.g. 0; %2 the most, e.g. 17.</extracomment>
        <translation>%1 / %2</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/five_three_five/qt/stats_words.py" line="52"/>
        <source>penalty points in one deal</source>
        <extracomment>Statistics: the line under the best and worst deal&apos;s &quot;0 / 17&quot;.</extracomment>
        <translation>points négatifs en une manche</translation>
    </message>
</context>
<context>
    <name>F35Table</name>
    <message>
        <location filename="../score5_desktop/games/five_three_five/qt/scene.py" line="559"/>
        <source>passed</source>
        <extracomment>Five Three Five: the tag on a plate whose player passed in this trick.</extracomment>
        <translation>a passé</translation>
    </message>
</context>
<context>
    <name>F35View</name>
    <message>
        <location filename="../score5_desktop/games/five_three_five/qt/view.py" line="26"/>
        <source>Card table</source>
        <translation>Table de jeu</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/five_three_five/qt/view.py" line="30"/>
        <source>Arrow keys move between your cards, Space chooses a card, Esc clears your choice, Enter plays the chosen cards, P passes, Shift+P passes until the next trick.</source>
        <extracomment>Five Three Five: how to play from the keyboard.</extracomment>
        <translation>Les flèches passent d&apos;une carte à l&apos;autre, Espace choisit une carte, Échap annule votre choix, Entrée joue les cartes choisies, P passe, Maj+P passe jusqu&apos;au tour suivant.</translation>
    </message>
</context>
<context>
    <name>Family</name>
    <message>
        <location filename="../score5_desktop/games/score5/qt/words/family_text.py" line="18"/>
        <source>green</source>
        <comment>colour alone</comment>
        <extracomment>A family&apos;s colour standing alone (chart legend, column header, menu item).</extracomment>
        <translation>verte</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/score5/qt/words/family_text.py" line="20"/>
        <source>red</source>
        <comment>colour alone</comment>
        <extracomment>A family&apos;s colour standing alone (chart legend, column header, menu item).</extracomment>
        <translation>rouge</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/score5/qt/words/family_text.py" line="22"/>
        <source>yellow</source>
        <comment>colour alone</comment>
        <extracomment>A family&apos;s colour standing alone (chart legend, column header, menu item).</extracomment>
        <translation>jaune</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/score5/qt/words/family_text.py" line="24"/>
        <source>purple</source>
        <comment>colour alone</comment>
        <extracomment>A family&apos;s colour standing alone (chart legend, column header, menu item).</extracomment>
        <translation>violette</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/score5/qt/words/family_text.py" line="26"/>
        <source>blue</source>
        <comment>colour alone</comment>
        <extracomment>A family&apos;s colour standing alone (chart legend, column header, menu item).</extracomment>
        <translation>bleue</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/score5/qt/words/family_text.py" line="28"/>
        <source>wild</source>
        <comment>colour alone</comment>
        <extracomment>The wild card&apos;s word standing alone (it scores in any family).</extracomment>
        <translation>multicolore</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/score5/qt/words/card_words.py" line="25"/>
        <source>green</source>
        <comment>family name in a sentence</comment>
        <extracomment>Family named in a sentence after the word for family: &quot;the green family&quot;. FR agrees with famille (verte), DE is the noun (Grün), IT agrees with famiglia.</extracomment>
        <translation>verte</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/score5/qt/words/card_words.py" line="28"/>
        <source>red</source>
        <comment>family name in a sentence</comment>
        <extracomment>Family named in a sentence after the word for family: &quot;the red family&quot;. FR agrees with famille (rouge), DE is the noun (Rot), IT agrees with famiglia (rossa).</extracomment>
        <translation>rouge</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/score5/qt/words/card_words.py" line="31"/>
        <source>yellow</source>
        <comment>family name in a sentence</comment>
        <extracomment>Family named in a sentence after the word for family: &quot;the yellow family&quot;. FR agrees with famille (jaune), DE is the noun (Gelb), IT agrees with famiglia (gialla).</extracomment>
        <translation>jaune</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/score5/qt/words/card_words.py" line="34"/>
        <source>purple</source>
        <comment>family name in a sentence</comment>
        <extracomment>Family named in a sentence after the word for family: &quot;the purple family&quot;. FR agrees with famille (violette), DE is the noun (Violett), IT (viola).</extracomment>
        <translation>violette</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/score5/qt/words/card_words.py" line="37"/>
        <source>blue</source>
        <comment>family name in a sentence</comment>
        <extracomment>Family named in a sentence after the word for family: &quot;the blue family&quot;. FR agrees with famille (bleue), DE is the noun (Blau), IT (blu).</extracomment>
        <translation>bleue</translation>
    </message>
</context>
<context>
    <name>FileDialog</name>
    <message>
        <location filename="../score5_desktop/ui/common/file_dialogs.py" line="40"/>
        <source>Folder</source>
        <extracomment>Qt&apos;s Open and Save dialogs: the type of a folder, in the list of files.</extracomment>
        <translation>Dossier</translation>
    </message>
</context>
<context>
    <name>GameLog</name>
    <message>
        <location filename="../score5_desktop/games/score5/qt/words/event_text.py" line="96"/>
        <source>Round %1: %2 is up for auction.</source>
        <extracomment>A round starts. %1 is the round number, e.g. 3; %2 a card name, e.g. &quot;green 35&quot;.</extracomment>
        <translation>Tour de jeu %1 : la carte %2 est mise en jeu.</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/score5/qt/words/event_text.py" line="106"/>
        <source>Secret bids: %1.</source>
        <extracomment>%1 is a list of players&apos; bid sizes, e.g. &quot;Ana: 2 cards, Bot 1: 3 cards&quot;.</extracomment>
        <translation>Offres secrètes : %1.</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/score5/qt/words/event_text.py" line="109"/>
        <source>Adjustment round %1: %2.</source>
        <extracomment>%1 is the adjustment round&apos;s number, e.g. 1; %2 a list of players&apos; bid sizes, e.g. &quot;Ana: 2 cards, Bot 1: 3 cards, changed&quot;.</extracomment>
        <translation>Tour d&apos;ajustement %1 : %2.</translation>
    </message>
    <message numerus="yes">
        <location filename="../score5_desktop/games/score5/qt/words/event_text.py" line="41"/>
        <source>%1: %n card(s) (bid changed)</source>
        <extracomment>One player&apos;s bid size in the list after an adjustment round, when they changed their bid. %1 is a player&apos;s name, e.g. &quot;Bot 2&quot;; %n the number of cards now bid, e.g. &quot;Bot 2: 3 cards (bid changed)&quot;.</extracomment>
        <translation>
            <numerusform>%1 : %n carte (offre modifiée)</numerusform>
            <numerusform>%1 : %n cartes (offre modifiée)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../score5_desktop/games/score5/qt/words/event_text.py" line="44"/>
        <source>%1: %n card(s)</source>
        <extracomment>One player&apos;s bid size in a list of secret bids. %1 is a player&apos;s name, e.g. &quot;Bot 2&quot;; %n the number of cards bid, e.g. &quot;Bot 2: 3 cards&quot;.</extracomment>
        <translation>
            <numerusform>%1 : %n carte</numerusform>
            <numerusform>%1 : %n cartes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../score5_desktop/games/score5/qt/words/event_text.py" line="64"/>
        <source>You win the game with %n point(s), on the tiebreaker.</source>
        <extracomment>The log&apos;s last line when the local player won on the tiebreaker; %n points.</extracomment>
        <translation>
            <numerusform>Vous gagnez la partie avec %n point, grâce à la valeur de départage.</numerusform>
            <numerusform>Vous gagnez la partie avec %n points, grâce à la valeur de départage.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../score5_desktop/games/score5/qt/words/event_text.py" line="67"/>
        <source>You win the game with %n point(s).</source>
        <extracomment>The log&apos;s last line when the local player won; %n points, e.g. 182.</extracomment>
        <translation>
            <numerusform>Vous gagnez la partie avec %n point.</numerusform>
            <numerusform>Vous gagnez la partie avec %n points.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../score5_desktop/games/score5/qt/words/event_text.py" line="70"/>
        <source>%1 wins the game with %n point(s), on the tiebreaker.</source>
        <extracomment>The log&apos;s last line; %1 is the winner&apos;s name, e.g. &quot;Bot 3&quot;; %n points.</extracomment>
        <translation>
            <numerusform>%1 gagne la partie avec %n point, grâce à la valeur de départage.</numerusform>
            <numerusform>%1 gagne la partie avec %n points, grâce à la valeur de départage.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../score5_desktop/games/score5/qt/words/event_text.py" line="73"/>
        <source>%1 wins the game with %n point(s).</source>
        <extracomment>The log&apos;s last line; %1 is the winner&apos;s name, e.g. &quot;Bot 3&quot;; %n points, e.g. 182.</extracomment>
        <translation>
            <numerusform>%1 gagne la partie avec %n point.</numerusform>
            <numerusform>%1 gagne la partie avec %n points.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/score5/qt/words/event_text.py" line="120"/>
        <source>%1 bids %2 (%3)</source>
        <extracomment>One revealed bid in a list: %1 a player&apos;s name, e.g. &quot;Bot 2&quot;; %2 the bid&apos;s total, e.g. 45; %3 its cards, e.g. &quot;green 35, blue 10&quot;.</extracomment>
        <translation>%1 mise %2 (%3)</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/score5/qt/words/event_text.py" line="124"/>
        <source>%1 bids nothing</source>
        <extracomment>One revealed bid in a list: %1 a player&apos;s name, e.g. &quot;Bot 2&quot;.</extracomment>
        <translation>%1 ne mise rien</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/score5/qt/words/event_text.py" line="127"/>
        <source>Bids revealed: %1.</source>
        <extracomment>%1 is the list of revealed bids, e.g. &quot;You bid 45 (green 35, blue 10), Bot 1 bids nothing and Bot 2 bids 5 (red 5)&quot;.</extracomment>
        <translation>Offres révélées : %1.</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/score5/qt/words/event_text.py" line="133"/>
        <source>You win %1 with %2, on the tiebreaker.</source>
        <extracomment>The local player won the auction on the tiebreaker. %1 a card name, e.g. &quot;blue 35&quot;; %2 the winning bid&apos;s total, e.g. 35.</extracomment>
        <translation>Vous remportez la carte %1 avec %2, grâce à la valeur de départage.</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/score5/qt/words/event_text.py" line="137"/>
        <source>You win %1 with %2.</source>
        <extracomment>The local player won the auction. %1 a card name, e.g. &quot;blue 35&quot;; %2 the winning bid&apos;s total, e.g. 35.</extracomment>
        <translation>Vous remportez la carte %1 avec %2.</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/score5/qt/words/event_text.py" line="142"/>
        <source>%1 wins %2 with %3, on the tiebreaker.</source>
        <extracomment>%1 a player&apos;s name, e.g. &quot;Bot 2&quot;; %2 a card name, e.g. &quot;blue 35&quot;; %3 the winning bid&apos;s total, e.g. 35.</extracomment>
        <translation>%1 remporte la carte %2 avec %3, grâce à la valeur de départage.</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/score5/qt/words/event_text.py" line="146"/>
        <source>%1 wins %2 with %3.</source>
        <extracomment>%1 a player&apos;s name, e.g. &quot;Bot 2&quot;; %2 a card name, e.g. &quot;blue 35&quot;; %3 the winning bid&apos;s total, e.g. 35.</extracomment>
        <translation>%1 remporte la carte %2 avec %3.</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/score5/qt/words/event_text.py" line="150"/>
        <source>Nobody bid: %1 leaves the game.</source>
        <extracomment>Nobody bid, so the card up for auction is removed (R4). %1 a card name, e.g. &quot;red 5&quot;.</extracomment>
        <translation>Aucune offre : la carte %1 quitte la partie.</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/score5/qt/words/event_text.py" line="154"/>
        <source>You show %1 to settle the pick order.</source>
        <extracomment>%1 a card name, e.g. &quot;purple 20&quot;: the local player&apos;s card that settles the order.</extracomment>
        <translation>Vous montrez la carte %1 pour fixer l&apos;ordre de choix.</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/score5/qt/words/event_text.py" line="157"/>
        <source>%1 shows %2 to settle the pick order.</source>
        <extracomment>%1 a player&apos;s name, e.g. &quot;Bot 2&quot;; %2 a card name, e.g. &quot;purple 20&quot;.</extracomment>
        <translation>%1 montre la carte %2 pour fixer l&apos;ordre de choix.</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/score5/qt/words/event_text.py" line="205"/>
        <source> → </source>
        <extracomment>The arrow between names in a pick order, e.g. &quot;Ana → Bot 1 → Bot 2&quot;.</extracomment>
        <translation> → </translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/score5/qt/words/event_text.py" line="207"/>
        <source>you</source>
        <comment>in a pick order</comment>
        <extracomment>The local player in a pick order, e.g. &quot;Bot 1 → you → Bot 2&quot;.</extracomment>
        <translation>vous</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/score5/qt/words/event_text.py" line="165"/>
        <source>Your bid (%1) is shared out; pick order: %2.</source>
        <extracomment>The local player&apos;s winning bid goes to the others. %1 its cards, e.g. &quot;green 35, blue 10&quot;; %2 the order they pick in, e.g. &quot;Bot 1 → Bot 2&quot;.</extracomment>
        <translation>Votre offre (%1) est partagée ; ordre de choix : %2.</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/score5/qt/words/event_text.py" line="169"/>
        <source>The bid of %1 (%2) is shared out; pick order: %3.</source>
        <extracomment>%1 the winner&apos;s name, e.g. &quot;Bot 2&quot;; %2 the cards of their bid, e.g. &quot;green 35, blue 10&quot;; %3 the order the others pick in, e.g. &quot;Ana → Bot 1&quot;.</extracomment>
        <translation>L&apos;offre de %1 (%2) est partagée ; ordre de choix : %3.</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/score5/qt/words/event_text.py" line="174"/>
        <source>You take %1 from %2.</source>
        <extracomment>%1 a card name, e.g. &quot;green 5&quot;; %2 the auction winner&apos;s name, e.g. &quot;Bot 3&quot;.</extracomment>
        <translation>Vous prenez la carte %1 à %2.</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/score5/qt/words/event_text.py" line="179"/>
        <source>%1 takes %2 from you.</source>
        <extracomment>%1 a player&apos;s name, e.g. &quot;Bot 3&quot;; %2 a card name from the local player&apos;s winning bid, e.g. &quot;green 5&quot;.</extracomment>
        <translation>%1 vous prend la carte %2.</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/score5/qt/words/event_text.py" line="216"/>
        <source>you bid nothing</source>
        <extracomment>The local player&apos;s revealed bid in a list, when they bid no card.</extracomment>
        <translation>vous ne misez rien</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/score5/qt/words/event_text.py" line="219"/>
        <source>you bid %1 (%2)</source>
        <extracomment>The local player&apos;s revealed bid in a list: %1 its total, e.g. 45; %2 its cards, e.g. &quot;green 35, blue 10&quot;. The list starts with &quot;Bids revealed:&quot;, so no capital.</extracomment>
        <translation>vous misez %1 (%2)</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/score5/qt/words/event_text.py" line="229"/>
        <source>Your bid goes back to your hand.</source>
        <extracomment>Only the local player&apos;s losing bid goes back to their hand.</extracomment>
        <translation>Votre offre retourne dans votre main.</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/score5/qt/words/event_text.py" line="234"/>
        <source>Your bid goes back to your hand, and so does the bid of %1.</source>
        <extracomment>Losing bids go back to their owners&apos; hands: the local player&apos;s, and %1&apos;s, a player&apos;s name, e.g. &quot;Bot 2&quot;.</extracomment>
        <translation>Votre offre retourne dans votre main, et celle de %1 dans la sienne.</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/score5/qt/words/event_text.py" line="240"/>
        <source>Your bid goes back to your hand, and so do the bids of %1.</source>
        <extracomment>Losing bids go back to their owners&apos; hands: the local player&apos;s, and those of %1, a list of players&apos; names, e.g. &quot;Bot 1 and Bot 2&quot;.</extracomment>
        <translation>Votre offre retourne dans votre main, et celles de %1 dans la leur.</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/score5/qt/words/event_text.py" line="246"/>
        <source>The bid of %1 goes back to their hand.</source>
        <extracomment>A losing bid goes back to its owner&apos;s hand. %1 a player&apos;s name, e.g. &quot;Bot 2&quot;.</extracomment>
        <translation>L&apos;offre de %1 retourne dans sa main.</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/score5/qt/words/event_text.py" line="250"/>
        <source>The bids of %1 go back to their hands.</source>
        <extracomment>Losing bids go back to their owners&apos; hands. %1 a list of players&apos; names, e.g. &quot;Ann and Bot 2&quot;, &quot;Ann, Bot 1 and Bot 2&quot;.</extracomment>
        <translation>Les offres de %1 retournent dans leur main.</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/score5/qt/words/event_text.py" line="257"/>
        <source>%1 failed (%2) and played a simple legal move instead.</source>
        <extracomment>A bot broke down and the app played for it. %1 the bot&apos;s name, e.g. &quot;Bot 2&quot;; %2 what went wrong, e.g. &quot;no decision came&quot; or &quot;illegal decision x&quot;.</extracomment>
        <translation>%1 a échoué (%2) et un coup simple permis a été joué à sa place.</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/score5/qt/words/event_text.py" line="191"/>
        <source>You place the wild in the %1 family.</source>
        <extracomment>%1 a family name as it follows the word &quot;family&quot;, e.g. &quot;green&quot; (FR verte, DE Grün, IT rossa).</extracomment>
        <translation>Vous placez la carte multicolore dans la famille %1.</translation>
    </message>
    <message numerus="yes">
        <location filename="../score5_desktop/games/score5/qt/words/event_text.py" line="55"/>
        <source>you: %n card(s) (bid changed)</source>
        <extracomment>The local player&apos;s bid size in the list after an adjustment round, when they changed their bid; %n the number of cards now bid. Inside a sentence, after a colon or a comma, so in lower case: &quot;Adjustment round 1: you: 3 cards (bid changed), Bot 1: 2 cards.&quot;</extracomment>
        <translation>
            <numerusform>vous : %n carte (offre modifiée)</numerusform>
            <numerusform>vous : %n cartes (offre modifiée)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../score5_desktop/games/score5/qt/words/event_text.py" line="59"/>
        <source>you: %n card(s)</source>
        <extracomment>The local player&apos;s bid size in a list of secret bids; %n the number of cards bid. Inside a sentence, after a colon or a comma, so in lower case: &quot;Secret bids: you: 3 cards, Bot 1: 2 cards.&quot;</extracomment>
        <translation>
            <numerusform>vous : %n carte</numerusform>
            <numerusform>vous : %n cartes</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/score5/qt/words/event_text.py" line="195"/>
        <source>%1 places the wild in the %2 family.</source>
        <extracomment>%1 a player&apos;s name, e.g. &quot;Bot 2&quot;; %2 a family name as it follows the word &quot;family&quot;, e.g. &quot;green&quot; (FR verte, DE Grün, IT rossa).</extracomment>
        <translation>%1 place la carte multicolore dans la famille %2.</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/score5/qt/words/event_text.py" line="183"/>
        <source>%1 takes %2 from %3.</source>
        <extracomment>%1 a player&apos;s name, e.g. &quot;Bot 1&quot;; %2 a card name, e.g. &quot;green 5&quot;; %3 the auction winner&apos;s name, e.g. &quot;Bot 3&quot;.</extracomment>
        <translation>%1 prend la carte %2 à %3.</translation>
    </message>
</context>
<context>
    <name>GameModel</name>
    <message>
        <location filename="../score5_desktop/model/game_model.py" line="381"/>
        <location filename="../score5_desktop/model/game_model.py" line="456"/>
        <source>It is not this player&apos;s turn.</source>
        <translation>Ce n&apos;est pas à ce joueur de jouer.</translation>
    </message>
    <message>
        <location filename="../score5_desktop/model/game_model.py" line="460"/>
        <source>That move is not allowed now.</source>
        <translation>Ce coup n&apos;est pas permis maintenant.</translation>
    </message>
    <message>
        <location filename="../score5_desktop/model/game_model.py" line="511"/>
        <source>no decision came</source>
        <extracomment>Why a bot failed, in brackets after its name in the game log.</extracomment>
        <translation>aucune décision n&apos;est venue</translation>
    </message>
    <message>
        <location filename="../score5_desktop/model/game_model.py" line="515"/>
        <source>illegal decision %1</source>
        <extracomment>Shown in the game log when a bot breaks; %1 is the program&apos;s own notation of its decision.</extracomment>
        <translation>décision non permise %1</translation>
    </message>
</context>
<context>
    <name>HandoverScreen</name>
    <message>
        <location filename="../score5_desktop/ui/windows/handover_screen.py" line="206"/>
        <source>Pass the screen to %1</source>
        <extracomment>Hot seat: %1 the next player&apos;s name, e.g. &quot;Ann&quot;.</extracomment>
        <translation>%1 joue maintenant : passez-lui l&apos;écran</translation>
    </message>
    <message>
        <location filename="../score5_desktop/ui/windows/handover_screen.py" line="211"/>
        <source>Every hand is hidden. %1, press the button when nobody else can see the screen.</source>
        <extracomment>Hot seat: %1 the next player&apos;s name, e.g. &quot;Ann&quot;.</extracomment>
        <translation>Toutes les mains sont cachées. %1, appuyez sur le bouton quand personne d&apos;autre ne voit l&apos;écran.</translation>
    </message>
    <message>
        <location filename="../score5_desktop/ui/windows/handover_screen.py" line="219"/>
        <location filename="../score5_desktop/ui/windows/handover_screen.py" line="220"/>
        <source>I am %1: show my hand</source>
        <extracomment>Hot seat button: %1 the next player&apos;s name, e.g. &quot;Ann&quot;.</extracomment>
        <translation>Je suis %1 : montrer ma main</translation>
    </message>
</context>
<context>
    <name>Hint</name>
    <message>
        <location filename="../score5_desktop/games/score5/qt/words/decision_text.py" line="39"/>
        <source>Keep your bid.</source>
        <extracomment>Hint advice in an adjustment round: bid the same cards again.</extracomment>
        <translation>Gardez votre offre.</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/score5/qt/words/decision_text.py" line="42"/>
        <source>Bid nothing.</source>
        <extracomment>Hint advice: bid no card this round.</extracomment>
        <translation>Ne misez rien.</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/score5/qt/words/decision_text.py" line="47"/>
        <source>Take %1.</source>
        <extracomment>Hint advice when sharing out a bid. %1 a card name, e.g. &quot;green 15&quot;.</extracomment>
        <translation>Prenez la carte %1.</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/score5/qt/words/decision_text.py" line="51"/>
        <source>Place the wild in the %1 family.</source>
        <extracomment>Hint advice at the end. %1 a family name as it follows the word &quot;family&quot;, e.g. &quot;green&quot; (FR verte, DE Grün, IT rossa).</extracomment>
        <translation>Placez la carte multicolore dans la famille %1.</translation>
    </message>
</context>
<context>
    <name>HintNote</name>
    <message>
        <location filename="../score5_desktop/ui/common/hint_note.py" line="23"/>
        <source>A hint is a quick look. Review my game weighs each decision more carefully and may judge this one differently.</source>
        <extracomment>After every hint (in its tooltip), a sentence of its own, in both games. &quot;Review my game&quot; is the button at the end of a game: write your translation of &quot;&amp;Review my game&quot; without the &quot;&amp;&quot;.</extracomment>
        <translation>Un indice n&apos;est qu&apos;un coup d&apos;œil rapide. « Analyser ma partie » examine chaque décision avec plus de soin et pourrait juger celle-ci autrement.</translation>
    </message>
    <message>
        <location filename="../score5_desktop/ui/common/hint_note.py" line="35"/>
        <source>A hint is the look Review my game takes at each of your decisions: a choice you make by it is not marked there as costly.</source>
        <extracomment>After every hint (in its tooltip) where the hint and &quot;Review my game&quot; are one judgement. &quot;Review my game&quot; is the button at the end of a game: write your translation of &quot;&amp;Review my game&quot; without the &quot;&amp;&quot;.</extracomment>
        <translation>Un indice est le regard que « Analyser ma partie » porte sur chacune de vos décisions : un choix fait en le suivant n&apos;y sera pas jugé coûteux.</translation>
    </message>
</context>
<context>
    <name>HintReason</name>
    <message>
        <location filename="../score5_desktop/games/score5/qt/words/hint_text.py" line="121"/>
        <source>%1%</source>
        <comment>a percentage, e.g. 63%</comment>
        <extracomment>%1 a number, e.g. 63 (French: a no-break space before %).</extracomment>
        <translation>%1 %</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/score5/qt/words/hint_text.py" line="146"/>
        <source>The others look ready to pay more than %1.</source>
        <extracomment>A hint&apos;s reason after &quot;Bid nothing.&quot;; %1 an amount, e.g. 45.</extracomment>
        <translation>Les autres semblent prêts à miser plus de %1.</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/score5/qt/words/hint_text.py" line="149"/>
        <source>No bid high enough to win is worth what it costs.</source>
        <translation>Aucune offre assez haute pour gagner ne vaut ce qu&apos;elle coûte.</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/score5/qt/words/hint_text.py" line="166"/>
        <source>The %1 adds %2 points to your score.</source>
        <extracomment>A hint&apos;s reason. %1 a card name, e.g. &quot;wild 75&quot;; %2 points, e.g. 75.</extracomment>
        <translation>La carte %1 ajoute %2 points à votre score.</translation>
    </message>
    <message numerus="yes">
        <location filename="../score5_desktop/games/score5/qt/words/hint_text.py" line="31"/>
        <source>%1 bids %n card(s), worth at most %2 from what you know of that hand.</source>
        <extracomment>A hint&apos;s reason. %1 a player&apos;s name, e.g. &quot;Bot 2&quot;; %n the cards they bid, e.g. 3; %2 the most those cards can be worth, e.g. 30, from the cards you have seen.</extracomment>
        <translation>
            <numerusform>%1 mise %n carte, qui vaut au plus %2 d&apos;après ce que vous savez de cette main.</numerusform>
            <numerusform>%1 mise %n cartes, qui valent au plus %2 d&apos;après ce que vous savez de cette main.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/score5/qt/words/hint_text.py" line="141"/>
        <source>The card up for auction adds nothing to your score.</source>
        <translation>La carte mise en jeu n&apos;ajoute rien à votre score.</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/score5/qt/words/hint_text.py" line="159"/>
        <source>The %1 adds %2 points to your %3 family.</source>
        <extracomment>A hint&apos;s reason. %1 a card name, e.g. &quot;purple 110&quot; (write the word for card if your language needs it: FR &quot;La carte %1&quot;); %2 points, e.g. 50; %3 a family name as it follows the word &quot;family&quot;, e.g. &quot;purple&quot; (FR violette, DE Violett).</extracomment>
        <translation>La carte %1 ajoute %2 points à votre famille %3.</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/score5/qt/words/hint_text.py" line="173"/>
        <source>The %1 adds nothing to your score, but you can bid it in later rounds.</source>
        <extracomment>A hint&apos;s reason. %1 a card name, e.g. &quot;red 5&quot;: a card worth winning only to bid it again in later rounds.</extracomment>
        <translation>La carte %1 n&apos;ajoute rien à votre score, mais vous pourrez la miser aux tours de jeu suivants.</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/score5/qt/words/hint_text.py" line="217"/>
        <source>All the cards left go to you, so the order does not matter.</source>
        <extracomment>A hint&apos;s reason after &quot;Take green 10.&quot;: a card that adds nothing to your families now; the coach played the rest of the game ahead with each card.</extracomment>
        <translation>Toutes les cartes restantes vous reviennent, l&apos;ordre ne change donc rien.</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/score5/qt/words/hint_text.py" line="220"/>
        <source>It is the only card left.</source>
        <translation>C&apos;est la dernière carte.</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/score5/qt/words/hint_text.py" line="195"/>
        <source>It adds %1 points to your %2 family.</source>
        <extracomment>A hint&apos;s reason after a bid&apos;s advice that (played ahead) never wins the card. A hint&apos;s reason after &quot;Take green 15.&quot; (&quot;it&quot; is that card). %1 points, e.g. 15; %2 a family name as it follows the word &quot;family&quot;, e.g. &quot;green&quot; (DE Grün).</extracomment>
        <translation>Elle ajoute %1 points à votre famille %2.</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/score5/qt/words/hint_text.py" line="206"/>
        <source>It is the biggest card for later bids.</source>
        <translation>C&apos;est la plus forte carte pour miser plus tard.</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/score5/qt/words/hint_text.py" line="209"/>
        <source>It is the biggest card.</source>
        <translation>C&apos;est la plus forte carte.</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/score5/qt/words/hint_text.py" line="202"/>
        <source>It keeps %1 points from %2, who leads.</source>
        <extracomment>A hint&apos;s reason after &quot;Take green 15.&quot; (&quot;it&quot; is that card). %1 points, e.g. 15; %2 the name of the player in the lead, e.g. &quot;Bot 2&quot;.</extracomment>
        <translation>Elle prive %2, en tête, de %1 points.</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/score5/qt/words/hint_text.py" line="48"/>
        <source>This bid wins the card only about %1 of the time, but a bidder chooses among the winner&apos;s cards before those who bid nothing.</source>
        <extracomment>A hint&apos;s reason after a bid&apos;s advice. %1 a percentage, e.g. &quot;7%&quot;. Why a bid that seldom wins is recommended: the rules let a bidder choose among the winner&apos;s bid cards before the players who bid nothing.</extracomment>
        <translation>Cette offre ne remporte la carte qu&apos;environ %1 du temps, mais qui a misé choisit parmi les cartes du gagnant avant ceux qui n&apos;ont rien misé.</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/score5/qt/words/hint_text.py" line="55"/>
        <source>This bid wins the card about %1 of the time.</source>
        <extracomment>A hint&apos;s reason after a bid&apos;s advice. %1 a percentage, e.g. &quot;63%&quot;.</extracomment>
        <translation>Cette offre remporte la carte environ %1 du temps.</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/score5/qt/words/hint_text.py" line="67"/>
        <source>The %1 adds %2 points to your score, but your bid takes your %3 family down to %4: %5 points in all.</source>
        <extracomment>A hint&apos;s reason. %1 the wild card&apos;s name, e.g. &quot;wild 75&quot;; %2 points, e.g. 40; %3 a family name as it follows the word &quot;family&quot;, e.g. &quot;green&quot;; %4 that family&apos;s value after the bid cards are given away, e.g. 0; %5 the change of the whole score, signed, e.g. &quot;+35&quot; or &quot;−20&quot;.</extracomment>
        <translation>La carte %1 ajoute %2 points à votre score, mais votre offre fait tomber votre famille %3 à %4 : %5 points en tout.</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/score5/qt/words/hint_text.py" line="83"/>
        <source>The %1 adds %2 points to your %3 family, but your bid takes your %4 family down to %5: %6 points in all.</source>
        <extracomment>A hint&apos;s reason. %1 a card name, e.g. &quot;blue 70&quot;; %2 points, e.g. 55; %3 its family&apos;s name as it follows the word &quot;family&quot;, e.g. &quot;blue&quot;; %4 another family name, e.g. &quot;green&quot;; %5 that family&apos;s value after the bid cards are given away, e.g. 0; %6 the change of the whole score, signed, e.g. &quot;+35&quot; or &quot;−20&quot;.</extracomment>
        <translation>La carte %1 ajoute %2 points à votre famille %3, mais votre offre fait tomber votre famille %4 à %5 : %6 points en tout.</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/score5/qt/words/hint_text.py" line="139"/>
        <source>You have nothing to bid.</source>
        <translation>Vous n&apos;avez rien à miser.</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/score5/qt/words/hint_text.py" line="179"/>
        <source>Played ahead, every bid that could win this card cost you more than it brought.</source>
        <translation>En jouant la partie jusqu&apos;au bout, chaque offre capable de remporter cette carte vous a coûté plus qu&apos;elle n&apos;a rapporté.</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/score5/qt/words/hint_text.py" line="186"/>
        <source>This bid lets the card go, but a bidder chooses among the winner&apos;s cards before those who bid nothing.</source>
        <extracomment>A hint&apos;s reason after &quot;Bid nothing.&quot;: the coach played the game ahead with each bid that could win the card.</extracomment>
        <translation>Cette offre laisse partir la carte, mais qui a misé choisit parmi les cartes du gagnant avant ceux qui n&apos;ont rien misé.</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/score5/qt/words/hint_text.py" line="210"/>
        <source>It adds nothing to your families now, but played ahead it left you best placed of the cards on offer.</source>
        <translation>Elle n&apos;ajoute rien à vos familles pour l&apos;instant, mais en jouant la suite, c&apos;est la carte proposée qui vous a le mieux placé.</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/score5/qt/words/hint_text.py" line="224"/>
        <source>This adds %1 points to your score.</source>
        <extracomment>A hint&apos;s reason after &quot;Place the wild in the green family.&quot; (&quot;it&quot; is that choice, not the card). %1 points, e.g. 40.</extracomment>
        <translation>Cela ajoute %1 points à votre score.</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/score5/qt/words/hint_text.py" line="227"/>
        <source>A random legal choice.</source>
        <translation>Un choix aléatoire parmi les coups permis.</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/score5/qt/words/hint_text.py" line="128"/>
        <source>seat %1</source>
        <extracomment>Stands for a player whose name is unknown; %1 the seat&apos;s number, e.g. 2.</extracomment>
        <translation>place %1</translation>
    </message>
</context>
<context>
    <name>HintText</name>
    <message numerus="yes">
        <location filename="../score5_desktop/games/score5/qt/words/decision_text.py" line="20"/>
        <source>Bid %1 (total %2).</source>
        <extracomment>Hint advice. %n the number of cards to bid; %1 the cards, e.g. &quot;green 15, blue 10&quot;; %2 their total, e.g. 25.</extracomment>
        <translation>
            <numerusform>Misez la carte %1 (total %2).</numerusform>
            <numerusform>Misez les cartes %1 (total %2).</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>History</name>
    <message>
        <location filename="../score5_desktop/model/history_model.py" line="56"/>
        <source>%1 (%2)</source>
        <extracomment>%1 a player&apos;s name, e.g. &quot;Bot 2&quot;; %2 how they played, e.g. &quot;Bot, hard&quot;.</extracomment>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <location filename="../score5_desktop/model/history_model.py" line="272"/>
        <source>Date</source>
        <translation>Date</translation>
    </message>
    <message>
        <location filename="../score5_desktop/model/history_model.py" line="273"/>
        <source>Players</source>
        <translation>Joueurs</translation>
    </message>
    <message>
        <location filename="../score5_desktop/model/history_model.py" line="274"/>
        <source>Scores</source>
        <translation>Points</translation>
    </message>
    <message>
        <location filename="../score5_desktop/model/history_model.py" line="275"/>
        <source>Winner</source>
        <translation>Gagnant</translation>
    </message>
    <message>
        <location filename="../score5_desktop/model/history_model.py" line="276"/>
        <source>Your score</source>
        <translation>Votre score</translation>
    </message>
    <message>
        <location filename="../score5_desktop/model/history_model.py" line="279"/>
        <source>This column cannot be sorted.</source>
        <translation>Cette colonne ne peut pas être triée.</translation>
    </message>
    <message>
        <location filename="../score5_desktop/model/history_model.py" line="313"/>
        <source>unknown date</source>
        <translation>date inconnue</translation>
    </message>
    <message>
        <location filename="../score5_desktop/model/history_model.py" line="318"/>
        <source> – </source>
        <translation> – </translation>
    </message>
    <message>
        <location filename="../score5_desktop/model/history_model.py" line="322"/>
        <source>unknown</source>
        <translation>inconnu</translation>
    </message>
    <message>
        <location filename="../score5_desktop/model/history_model.py" line="324"/>
        <source>%1, %2</source>
        <extracomment>The winner column: %1 a name, e.g. &quot;Ann&quot;; %2 a score, e.g. &quot;182 points&quot;.</extracomment>
        <translation>%1, %2</translation>
    </message>
    <message>
        <location filename="../score5_desktop/model/history_model.py" line="331"/>
        <source>%1: %2</source>
        <extracomment>One player in a tooltip: %1 a name, e.g. &quot;Ann&quot;; %2 a score, e.g. &quot;182 points&quot;.</extracomment>
        <translation>%1 : %2</translation>
    </message>
    <message>
        <location filename="../score5_desktop/model/history_model.py" line="336"/>
        <source>Some of this game&apos;s stored values could not be read.</source>
        <translation>Certaines valeurs enregistrées de cette partie n&apos;ont pas pu être lues.</translation>
    </message>
</context>
<context>
    <name>HistoryWindow</name>
    <message>
        <location filename="../score5_desktop/ui/windows/history_window.py" line="70"/>
        <source>Replay</source>
        <translation>Revoir la partie</translation>
    </message>
    <message>
        <location filename="../score5_desktop/ui/windows/history_window.py" line="72"/>
        <source>This game could not be replayed.</source>
        <translation>Cette partie n&apos;a pas pu être revue.</translation>
    </message>
    <message numerus="yes">
        <location filename="../score5_desktop/ui/windows/history_window.py" line="267"/>
        <source>%n game(s)</source>
        <extracomment>How many games the history list shows.</extracomment>
        <translation>
            <numerusform>%n partie</numerusform>
            <numerusform>%n parties</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../score5_desktop/ui/windows/history_window.py" line="285"/>
        <source>No finished games yet.
Every game you play to the end is kept here, ready to be replayed.</source>
        <translation>Aucune partie terminée pour l&apos;instant.
Chaque partie jouée jusqu&apos;au bout est gardée ici, prête à être revue.</translation>
    </message>
    <message>
        <location filename="../score5_desktop/ui/windows/history_window.py" line="289"/>
        <source>No finished games against %1 bots yet.</source>
        <extracomment>%1 a bot level, e.g. &quot;hard&quot;.</extracomment>
        <translation>Aucune partie terminée contre des bots de niveau %1 pour l&apos;instant.</translation>
    </message>
    <message>
        <location filename="../score5_desktop/ui/windows/history_window.py" line="299"/>
        <source>Game history</source>
        <translation>Historique des parties</translation>
    </message>
    <message>
        <location filename="../score5_desktop/ui/windows/history_window.py" line="301"/>
        <source>&amp;Game:</source>
        <extracomment>History: the switch between the games whose past games are listed.</extracomment>
        <translation>&amp;Jeu :</translation>
    </message>
    <message>
        <location filename="../score5_desktop/ui/windows/history_window.py" line="304"/>
        <source>&amp;Opponents:</source>
        <translation>&amp;Adversaires :</translation>
    </message>
    <message>
        <location filename="../score5_desktop/ui/windows/history_window.py" line="305"/>
        <source>&amp;Replay game</source>
        <translation>&amp;Revoir la partie</translation>
    </message>
    <message>
        <location filename="../score5_desktop/ui/windows/history_window.py" line="306"/>
        <source>Re&amp;view game</source>
        <translation>A&amp;nalyser la partie</translation>
    </message>
    <message>
        <location filename="../score5_desktop/ui/windows/history_window.py" line="307"/>
        <source>Or double-click a game, or press Enter</source>
        <translation>Ou double-cliquez sur une partie, ou appuyez sur Entrée</translation>
    </message>
    <message>
        <location filename="../score5_desktop/ui/windows/history_window.py" line="308"/>
        <source>&amp;Close</source>
        <translation>&amp;Fermer</translation>
    </message>
    <message>
        <location filename="../score5_desktop/ui/windows/history_window.py" line="309"/>
        <source>Finished games</source>
        <translation>Parties terminées</translation>
    </message>
    <message>
        <location filename="../score5_desktop/ui/windows/history_window.py" line="317"/>
        <source>All games</source>
        <translation>Toutes les parties</translation>
    </message>
    <message>
        <location filename="../score5_desktop/ui/windows/history_window.py" line="320"/>
        <source>Against %1 bots</source>
        <extracomment>A filter: %1 a bot level, e.g. &quot;hard&quot;.</extracomment>
        <translation>Contre des bots de niveau %1</translation>
    </message>
</context>
<context>
    <name>JoinDialog</name>
    <message>
        <location filename="../score5_desktop/ui/online/join_dialog.py" line="62"/>
        <source>Join a table</source>
        <translation>Rejoindre une table</translation>
    </message>
    <message>
        <location filename="../score5_desktop/ui/online/join_dialog.py" line="64"/>
        <source>&amp;Invite:</source>
        <extracomment>Where the player pastes the invite their host sent.</extracomment>
        <translation>&amp;Invitation :</translation>
    </message>
    <message>
        <location filename="../score5_desktop/ui/online/join_dialog.py" line="65"/>
        <source>Your &amp;name:</source>
        <translation>Votre &amp;nom :</translation>
    </message>
    <message>
        <location filename="../score5_desktop/ui/online/join_dialog.py" line="76"/>
        <source>This is not an invite. An invite looks like ws://address:port/#code.</source>
        <translation>Ce n&apos;est pas une invitation. Une invitation ressemble à ws://adresse:port/#code.</translation>
    </message>
    <message>
        <location filename="../score5_desktop/ui/online/join_dialog.py" line="81"/>
        <source>Choose a name.</source>
        <translation>Choisissez un nom.</translation>
    </message>
</context>
<context>
    <name>KnownHoldings</name>
    <message>
        <location filename="../score5_desktop/games/score5/qt/panels/known_model.py" line="45"/>
        <source>Hand</source>
        <translation>Main</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/score5/qt/panels/known_model.py" line="47"/>
        <source>Known cards</source>
        <translation>Cartes connues</translation>
    </message>
</context>
<context>
    <name>LessonPanel</name>
    <message>
        <location filename="../score5_desktop/ui/windows/lesson_panel.py" line="221"/>
        <source>Guided game</source>
        <extracomment>The title of the guided first game&apos;s panel above the table.</extracomment>
        <translation>Partie guidée</translation>
    </message>
    <message>
        <location filename="../score5_desktop/ui/windows/lesson_panel.py" line="223"/>
        <source>&amp;Continue</source>
        <extracomment>The guided game&apos;s button that lets the table go on after an explanation.</extracomment>
        <translation>&amp;Continuer</translation>
    </message>
    <message>
        <location filename="../score5_desktop/ui/windows/lesson_panel.py" line="226"/>
        <source>&amp;Finish the lesson</source>
        <extracomment>The guided game&apos;s button once the game is over: closes the lesson&apos;s panel.</extracomment>
        <translation>&amp;Terminer la leçon</translation>
    </message>
    <message>
        <location filename="../score5_desktop/ui/windows/lesson_panel.py" line="229"/>
        <source>&amp;Leave the lesson</source>
        <extracomment>The guided game&apos;s button that ends the lesson; the game goes on as usual.</extracomment>
        <translation>&amp;Quitter la leçon</translation>
    </message>
    <message>
        <location filename="../score5_desktop/ui/windows/lesson_panel.py" line="234"/>
        <source>Guided game, step %1</source>
        <extracomment>The guided game&apos;s panel: which explanation this is; %1 a number from 1.</extracomment>
        <translation>Partie guidée, étape %1</translation>
    </message>
</context>
<context>
    <name>Level</name>
    <message>
        <location filename="../score5_desktop/model/text.py" line="96"/>
        <source>random</source>
        <extracomment>A bot level, shown as in &quot;Bot, normal&quot; and in the new-game dialog.</extracomment>
        <translation>aléatoire</translation>
    </message>
    <message>
        <location filename="../score5_desktop/model/text.py" line="98"/>
        <source>easy</source>
        <extracomment>A bot level, shown as in &quot;Bot, easy&quot;.</extracomment>
        <translation>facile</translation>
    </message>
    <message>
        <location filename="../score5_desktop/model/text.py" line="100"/>
        <source>normal</source>
        <extracomment>A bot level, shown as in &quot;Bot, normal&quot;.</extracomment>
        <translation>normal</translation>
    </message>
    <message>
        <location filename="../score5_desktop/model/text.py" line="102"/>
        <source>hard</source>
        <extracomment>A bot level, shown as in &quot;Bot, hard&quot;.</extracomment>
        <translation>difficile</translation>
    </message>
    <message>
        <location filename="../score5_desktop/model/text.py" line="104"/>
        <source>expert</source>
        <extracomment>A bot level, shown as in &quot;Bot, expert&quot;.</extracomment>
        <translation>expert</translation>
    </message>
</context>
<context>
    <name>LobbyDialog</name>
    <message>
        <location filename="../score5_desktop/ui/online/lobby.py" line="132"/>
        <source>Online table</source>
        <extracomment>The host&apos;s default wait before a seat whose person is away may go to a bot. The window of an online table: its invite and its seats.</extracomment>
        <translation>Table en ligne</translation>
    </message>
    <message>
        <location filename="../score5_desktop/ui/online/lobby.py" line="134"/>
        <source>Invite:</source>
        <extracomment>Before the invite (ws://address:port/#code) to send to friends.</extracomment>
        <translation>Invitation :</translation>
    </message>
    <message>
        <location filename="../score5_desktop/ui/online/lobby.py" line="136"/>
        <source>Link:</source>
        <extracomment>Before the same invite as a link (score5://…) that opens the app.</extracomment>
        <translation>Lien :</translation>
    </message>
    <message>
        <location filename="../score5_desktop/ui/online/lobby.py" line="137"/>
        <location filename="../score5_desktop/ui/online/lobby.py" line="138"/>
        <source>Copy</source>
        <translation>Copier</translation>
    </message>
    <message>
        <location filename="../score5_desktop/ui/online/lobby.py" line="142"/>
        <source>Send the invite or the link to your friends: they choose Game &gt; Play online &gt; Join a table… and paste it. Friends outside your network need this computer&apos;s port forwarded to it.</source>
        <translation>Envoyez l&apos;invitation ou le lien à vos amis : ils choisissent Partie &gt; Jouer en ligne &gt; Rejoindre une table… et le collent. Pour les amis hors de votre réseau, le port de cet ordinateur doit lui être redirigé.</translation>
    </message>
    <message>
        <location filename="../score5_desktop/ui/online/lobby.py" line="151"/>
        <source>Friends may join this table too: send them the invite or the link, they choose Game &gt; Play online &gt; Join a table… and paste it.</source>
        <extracomment>The online table&apos;s window of a player who joined (not the host).</extracomment>
        <translation>D&apos;autres amis peuvent rejoindre cette table : envoyez-leur l&apos;invitation ou le lien, ils choisissent Partie &gt; Jouer en ligne &gt; Rejoindre une table… et le collent.</translation>
    </message>
    <message>
        <location filename="../score5_desktop/ui/online/lobby.py" line="155"/>
        <source>Seats</source>
        <translation>Places</translation>
    </message>
    <message>
        <location filename="../score5_desktop/ui/online/lobby.py" line="157"/>
        <source>Seconds a player may be away before you can give their seat to a bot:</source>
        <translation>Secondes d&apos;absence d&apos;un joueur avant que vous puissiez donner sa place à un bot :</translation>
    </message>
    <message>
        <location filename="../score5_desktop/ui/online/lobby.py" line="160"/>
        <source>Start now</source>
        <extracomment>The host&apos;s button: the empty seats go to bots and the game begins.</extracomment>
        <translation>Commencer maintenant</translation>
    </message>
    <message>
        <location filename="../score5_desktop/ui/online/lobby.py" line="190"/>
        <source>Seat %1</source>
        <extracomment>A seat of the online table, numbered from 1.</extracomment>
        <translation>Place %1</translation>
    </message>
    <message>
        <location filename="../score5_desktop/ui/online/lobby.py" line="194"/>
        <source>Give to a bot</source>
        <extracomment>The host&apos;s button beside a seat: a bot plays it from now on.</extracomment>
        <translation>Donner à un bot</translation>
    </message>
    <message>
        <location filename="../score5_desktop/ui/online/lobby.py" line="206"/>
        <source>Waiting for a player…</source>
        <extracomment>An online seat nobody has taken yet.</extracomment>
        <translation>En attente d&apos;un joueur…</translation>
    </message>
    <message>
        <location filename="../score5_desktop/ui/online/lobby.py" line="209"/>
        <source>%1 (bot)</source>
        <extracomment>An online seat played by a bot; %1 its name.</extracomment>
        <translation>%1 (bot)</translation>
    </message>
    <message>
        <location filename="../score5_desktop/ui/online/lobby.py" line="212"/>
        <source>%1 (you)</source>
        <extracomment>Your own online seat; %1 your name.</extracomment>
        <translation>%1 (vous)</translation>
    </message>
    <message>
        <location filename="../score5_desktop/ui/online/lobby.py" line="215"/>
        <source>%1 (reconnecting…)</source>
        <extracomment>An online seat whose player&apos;s connection dropped; %1 their name.</extracomment>
        <translation>%1 (reconnexion…)</translation>
    </message>
    <message>
        <location filename="../score5_desktop/ui/online/lobby.py" line="221"/>
        <source>The table cannot be reached any more.</source>
        <translation>La table n&apos;est plus joignable.</translation>
    </message>
    <message>
        <location filename="../score5_desktop/ui/online/lobby.py" line="225"/>
        <source>No table server answers at the invite&apos;s address: trying again… Check the invite, or ask the host whether the table is still open.</source>
        <translation>Aucun serveur de table ne répond à l&apos;adresse de l&apos;invitation : nouvel essai… Vérifiez l&apos;invitation, ou demandez à l&apos;hôte si la table est toujours ouverte.</translation>
    </message>
    <message>
        <location filename="../score5_desktop/ui/online/lobby.py" line="229"/>
        <location filename="../score5_desktop/ui/online/online_play.py" line="449"/>
        <source>The connection dropped: reconnecting…</source>
        <extracomment>The status bar while this window&apos;s connection to its online table is down and being tried again (the same words as the table&apos;s window).</extracomment>
        <translation>La connexion a été perdue : reconnexion…</translation>
    </message>
    <message>
        <location filename="../score5_desktop/ui/online/lobby.py" line="231"/>
        <source>Connecting…</source>
        <translation>Connexion…</translation>
    </message>
    <message>
        <location filename="../score5_desktop/ui/online/lobby.py" line="233"/>
        <source>The game is on the table.</source>
        <translation>La partie est sur la table.</translation>
    </message>
    <message>
        <location filename="../score5_desktop/ui/online/lobby.py" line="236"/>
        <source>The game starts when every seat is taken, or when you start it now: bots then take the empty seats.</source>
        <translation>La partie commence quand toutes les places sont prises, ou quand vous la commencez maintenant : des bots prennent alors les places vides.</translation>
    </message>
    <message>
        <location filename="../score5_desktop/ui/online/lobby.py" line="239"/>
        <source>The game starts when every seat is taken.</source>
        <translation>La partie commence quand toutes les places sont prises.</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../score5_desktop/ui/windows/main_window.py" line="256"/>
        <location filename="../score5_desktop/ui/windows/main_window.py" line="688"/>
        <location filename="../score5_desktop/ui/windows/main_window.py" line="712"/>
        <location filename="../score5_desktop/ui/windows/main_window.py" line="748"/>
        <location filename="../score5_desktop/ui/windows/main_window.py" line="991"/>
        <source>Score 5 Desktop</source>
        <translatorcomment>glossary: ok — &quot;Score 5&quot; here is the product&apos;s name, not a score.</translatorcomment>
        <translation>Score 5 Desktop</translation>
    </message>
    <message>
        <location filename="../score5_desktop/ui/windows/main_window.py" line="257"/>
        <source>&amp;Game</source>
        <translation>&amp;Partie</translation>
    </message>
    <message>
        <location filename="../score5_desktop/ui/windows/main_window.py" line="258"/>
        <source>&amp;View</source>
        <translation>&amp;Affichage</translation>
    </message>
    <message>
        <location filename="../score5_desktop/ui/windows/main_window.py" line="259"/>
        <source>&amp;Settings</source>
        <translation>Pa&amp;ramètres</translation>
    </message>
    <message>
        <location filename="../score5_desktop/ui/windows/main_window.py" line="260"/>
        <source>&amp;Help</source>
        <translation>Ai&amp;de</translation>
    </message>
    <message>
        <location filename="../score5_desktop/ui/windows/main_window.py" line="261"/>
        <location filename="../score5_desktop/ui/windows/main_window.py" line="695"/>
        <source>&amp;New game…</source>
        <translation>&amp;Nouvelle partie…</translation>
    </message>
    <message>
        <location filename="../score5_desktop/ui/windows/main_window.py" line="262"/>
        <source>&amp;Continue saved game</source>
        <translation>&amp;Reprendre la partie sauvegardée</translation>
    </message>
    <message>
        <location filename="../score5_desktop/ui/windows/main_window.py" line="263"/>
        <source>&amp;Save game as…</source>
        <translation>&amp;Sauvegarder la partie sous…</translation>
    </message>
    <message>
        <location filename="../score5_desktop/ui/windows/main_window.py" line="264"/>
        <source>&amp;Open game record…</source>
        <translation>&amp;Ouvrir un enregistrement de partie…</translation>
    </message>
    <message>
        <location filename="../score5_desktop/ui/windows/main_window.py" line="265"/>
        <source>&amp;Replay a game…</source>
        <translation>Re&amp;voir une partie…</translation>
    </message>
    <message>
        <location filename="../score5_desktop/ui/windows/main_window.py" line="266"/>
        <source>&amp;History…</source>
        <translation>&amp;Historique…</translation>
    </message>
    <message>
        <location filename="../score5_desktop/ui/windows/main_window.py" line="267"/>
        <source>S&amp;tatistics…</source>
        <translation>S&amp;tatistiques…</translation>
    </message>
    <message>
        <location filename="../score5_desktop/ui/windows/main_window.py" line="268"/>
        <location filename="../score5_desktop/ui/windows/main_window.py" line="720"/>
        <location filename="../score5_desktop/ui/windows/main_window.py" line="781"/>
        <source>&amp;Quit</source>
        <translation>&amp;Quitter</translation>
    </message>
    <message>
        <location filename="../score5_desktop/ui/windows/main_window.py" line="269"/>
        <source>&amp;Preferences…</source>
        <translation>&amp;Préférences…</translation>
    </message>
    <message>
        <location filename="../score5_desktop/ui/windows/main_window.py" line="270"/>
        <source>&amp;Rules</source>
        <translation>&amp;Règles</translation>
    </message>
    <message>
        <location filename="../score5_desktop/ui/windows/main_window.py" line="272"/>
        <source>&amp;Guided first game</source>
        <extracomment>Help: the submenu offering a guided first game of each game.</extracomment>
        <translation>Première partie &amp;guidée</translation>
    </message>
    <message>
        <location filename="../score5_desktop/ui/windows/main_window.py" line="273"/>
        <source>&amp;About Score 5 Desktop</source>
        <translatorcomment>glossary: ok — &quot;Score 5&quot; here is the product&apos;s name, not a score.</translatorcomment>
        <translation>À &amp;propos de Score 5 Desktop</translation>
    </message>
    <message>
        <location filename="../score5_desktop/ui/windows/main_window.py" line="624"/>
        <source>Welcome</source>
        <translation>Bienvenue</translation>
    </message>
    <message>
        <location filename="../score5_desktop/ui/windows/main_window.py" line="628"/>
        <source>Welcome to Score 5 Desktop. Would you like a guided first game, where the table explains each step as it happens?</source>
        <extracomment>The first start&apos;s question. The buttons below name each game (&quot;SCORE 5&quot;).</extracomment>
        <translation>Bienvenue dans Score 5 Desktop. Voulez-vous une première partie guidée, où la table explique chaque étape au moment où elle se produit ?</translation>
    </message>
    <message>
        <location filename="../score5_desktop/ui/windows/main_window.py" line="635"/>
        <source>Guided game of %1</source>
        <extracomment>The first start&apos;s button for a guided first game; %1 the game&apos;s name.</extracomment>
        <translation>Partie guidée de %1</translation>
    </message>
    <message>
        <location filename="../score5_desktop/ui/windows/main_window.py" line="638"/>
        <source>Choose a game myself</source>
        <extracomment>The first start&apos;s button that skips the guided game.</extracomment>
        <translation>Choisir une partie moi-même</translation>
    </message>
    <message>
        <location filename="../score5_desktop/ui/windows/main_window.py" line="693"/>
        <source>Continue it?</source>
        <extracomment>After the sentence saying which saved game this is and where it stopped.</extracomment>
        <translation>La reprendre ?</translation>
    </message>
    <message>
        <location filename="../score5_desktop/ui/windows/main_window.py" line="694"/>
        <source>&amp;Continue</source>
        <translation>&amp;Continuer</translation>
    </message>
    <message>
        <location filename="../score5_desktop/ui/windows/main_window.py" line="714"/>
        <source>Quit while a game is in progress?</source>
        <translation>Quitter alors qu&apos;une partie est en cours ?</translation>
    </message>
    <message>
        <location filename="../score5_desktop/ui/windows/main_window.py" line="716"/>
        <source>The game is autosaved: Game &gt; Continue saved game picks it up again.</source>
        <translation>La partie est sauvegardée automatiquement : Partie &gt; Reprendre la partie sauvegardée vous permettra de la reprendre.</translation>
    </message>
    <message>
        <location filename="../score5_desktop/ui/windows/main_window.py" line="718"/>
        <source>This game is not autosaved: it will be lost unless you save it.</source>
        <translation>Cette partie n&apos;est pas sauvegardée automatiquement : elle sera perdue si vous ne la sauvegardez pas.</translation>
    </message>
    <message>
        <location filename="../score5_desktop/ui/windows/main_window.py" line="722"/>
        <source>Leave the game in progress?</source>
        <translation>Abandonner la partie en cours ?</translation>
    </message>
    <message>
        <location filename="../score5_desktop/ui/windows/main_window.py" line="725"/>
        <source>The new game takes the place of this one in the autosave. To keep this game, save it first.</source>
        <translation>La nouvelle partie remplace celle-ci dans la sauvegarde automatique. Pour garder cette partie, sauvegardez-la d&apos;abord.</translation>
    </message>
    <message>
        <location filename="../score5_desktop/ui/windows/main_window.py" line="729"/>
        <source>&amp;Leave this game</source>
        <translation>&amp;Abandonner cette partie</translation>
    </message>
    <message>
        <location filename="../score5_desktop/ui/windows/main_window.py" line="730"/>
        <source>&amp;Save it first…</source>
        <translation>&amp;Sauvegarder d&apos;abord…</translation>
    </message>
    <message>
        <location filename="../score5_desktop/ui/windows/main_window.py" line="751"/>
        <source>Quit while you play at an online table?</source>
        <extracomment>Quitting the app while playing a seat of an online table.</extracomment>
        <translation>Quitter alors que vous jouez à une table en ligne ?</translation>
    </message>
    <message>
        <location filename="../score5_desktop/ui/windows/main_window.py" line="754"/>
        <source>Leave the online table?</source>
        <extracomment>Before something else takes the place of the online table being played.</extracomment>
        <translation>Quitter la table en ligne ?</translation>
    </message>
    <message>
        <location filename="../score5_desktop/ui/windows/main_window.py" line="759"/>
        <source>This table&apos;s server runs in this app: the game waits while the app is closed. Start it again and choose Game &gt; Play online &gt; Rejoin your seat to play on; your friends get back in on their own.</source>
        <extracomment>Quitting the app that hosts an online table (its server runs in the app).</extracomment>
        <translation>Le serveur de cette table tourne dans cette application : la partie attend tant que l&apos;application est fermée. Relancez-la et choisissez Partie &gt; Jouer en ligne &gt; Reprendre votre place pour continuer ; vos amis reviennent d&apos;eux-mêmes.</translation>
    </message>
    <message>
        <location filename="../score5_desktop/ui/windows/main_window.py" line="768"/>
        <source>The table goes on without you on this app&apos;s server until you quit: Game &gt; Play online &gt; Rejoin your seat takes your seat back.</source>
        <extracomment>Leaving an online table this app hosts (its server keeps running).</extracomment>
        <translation>La table continue sans vous sur le serveur de cette application jusqu&apos;à ce que vous la quittiez : Partie &gt; Jouer en ligne &gt; Reprendre votre place vous rend votre place.</translation>
    </message>
    <message>
        <location filename="../score5_desktop/ui/windows/main_window.py" line="776"/>
        <source>The game goes on without you: Game &gt; Play online &gt; Rejoin your seat takes your seat back, and until then the host can give it to a bot.</source>
        <extracomment>Leaving an online table: what becomes of the player&apos;s seat.</extracomment>
        <translation>La partie continue sans vous : Partie &gt; Jouer en ligne &gt; Reprendre votre place vous rend votre place, et d&apos;ici là l&apos;hôte peut la confier à un bot.</translation>
    </message>
    <message>
        <location filename="../score5_desktop/ui/windows/main_window.py" line="784"/>
        <source>&amp;Leave the table</source>
        <extracomment>The button that gives up the seat of an online table.</extracomment>
        <translation>&amp;Quitter la table</translation>
    </message>
    <message>
        <location filename="../score5_desktop/ui/windows/main_window.py" line="802"/>
        <source>Save game record</source>
        <translation>Sauvegarder l&apos;enregistrement de partie</translation>
    </message>
    <message>
        <location filename="../score5_desktop/ui/windows/main_window.py" line="804"/>
        <source>Game records (*.score5.json *.json)</source>
        <translation>Enregistrements de partie (*.score5.json *.json)</translation>
    </message>
    <message>
        <location filename="../score5_desktop/ui/windows/main_window.py" line="814"/>
        <source>Game saved.</source>
        <translation>Partie sauvegardée.</translation>
    </message>
    <message>
        <location filename="../score5_desktop/ui/windows/main_window.py" line="821"/>
        <source>Open game record</source>
        <translation>Ouvrir un enregistrement de partie</translation>
    </message>
    <message>
        <location filename="../score5_desktop/ui/windows/main_window.py" line="821"/>
        <location filename="../score5_desktop/ui/windows/main_window.py" line="843"/>
        <source>Game records (*.json);;All files (*)</source>
        <translation>Enregistrements de partie (*.json);;Tous les fichiers (*)</translation>
    </message>
    <message>
        <location filename="../score5_desktop/ui/windows/main_window.py" line="832"/>
        <location filename="../score5_desktop/ui/windows/main_window.py" line="849"/>
        <source>The file could not be read.</source>
        <translation>Le fichier n&apos;a pas pu être lu.</translation>
    </message>
    <message>
        <location filename="../score5_desktop/ui/windows/main_window.py" line="843"/>
        <source>Replay a game</source>
        <translation>Revoir une partie</translation>
    </message>
    <message>
        <location filename="../score5_desktop/ui/windows/main_window.py" line="861"/>
        <source>This game is not finished: it goes on here instead of being replayed.</source>
        <translation>Cette partie n&apos;est pas terminée : elle continue ici au lieu d&apos;être revue.</translation>
    </message>
    <message>
        <location filename="../score5_desktop/ui/windows/main_window.py" line="1023"/>
        <source>About Score 5 Desktop</source>
        <translatorcomment>glossary: ok — &quot;Score 5&quot; here is the product&apos;s name, not a score.</translatorcomment>
        <translation>À propos de Score 5 Desktop</translation>
    </message>
    <message>
        <location filename="../score5_desktop/ui/windows/main_window.py" line="1025"/>
        <source>&lt;p&gt;&lt;b&gt;Score 5 Desktop&lt;/b&gt;&lt;/p&gt;&lt;p&gt;An unofficial fan implementation of the SCORE 5 auction card game, for 2 to 5 players: hot seat and bots.&lt;/p&gt;&lt;p&gt;It is not affiliated with or endorsed by the publishers of SCORE 5. The deck is reconstructed, and all art and text are our own.&lt;/p&gt;</source>
        <translatorcomment>glossary: ok — &quot;Score 5&quot; here is the product&apos;s name, not a score.</translatorcomment>
        <translation>&lt;p&gt;&lt;b&gt;Score 5 Desktop&lt;/b&gt;&lt;/p&gt;&lt;p&gt;Une adaptation non officielle, faite par des fans, du jeu de cartes et d&apos;enchères SCORE 5, pour 2 à 5 joueurs : en hot seat et contre des bots.&lt;/p&gt;&lt;p&gt;Elle n&apos;est ni affiliée aux éditeurs de SCORE 5 ni approuvée par eux. Le paquet est reconstitué ; illustrations et textes sont les nôtres.&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>MemoryPanel</name>
    <message>
        <location filename="../score5_desktop/games/five_three_five/qt/memory_panel.py" line="133"/>
        <source>Played this round</source>
        <extracomment>Five Three Five side panel: the cards played so far in this round, per value.</extracomment>
        <translation>Jouées cette manche</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/five_three_five/qt/memory_panel.py" line="147"/>
        <source>Once a game starts: the cards played this round and the cards each player has left.</source>
        <extracomment>Five Three Five&apos;s table memory before any game: what it will show.</extracomment>
        <translation>Dès qu&apos;une partie commence : les cartes jouées dans cette manche et les cartes qui restent à chaque joueur.</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/five_three_five/qt/memory_panel.py" line="155"/>
        <source>A filled dot is a copy already played; each value has %1 copies.</source>
        <extracomment>Five Three Five: tooltip of the played-cards grid; %1 copies of each value (4 or 5).</extracomment>
        <translation>Un point plein est un exemplaire déjà joué ; chaque valeur existe en %1 exemplaires.</translation>
    </message>
    <message numerus="yes">
        <location filename="../score5_desktop/games/five_three_five/qt/memory_panel.py" line="162"/>
        <source>%n card(s) face down, unseen, this round</source>
        <extracomment>Five Three Five: cards dealt to nobody this round, never seen.</extracomment>
        <translation>
            <numerusform>%n carte face cachée, jamais vue, cette manche</numerusform>
            <numerusform>%n cartes face cachée, jamais vues, cette manche</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../score5_desktop/games/five_three_five/qt/memory_panel.py" line="173"/>
        <source>You: %n card(s) left</source>
        <extracomment>Five Three Five side panel: the line of the player at the screen (alone against bots); %n the cards in their hand.</extracomment>
        <translation>
            <numerusform>Vous : %n carte</numerusform>
            <numerusform>Vous : %n cartes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../score5_desktop/games/five_three_five/qt/memory_panel.py" line="175"/>
        <source>%1: %n card(s) left</source>
        <extracomment>Five Three Five side panel: %1 a player&apos;s name; %n the cards in their hand.</extracomment>
        <translation>
            <numerusform>%1 : %n carte</numerusform>
            <numerusform>%1 : %n cartes</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <location filename="../score5_desktop/model/text.py" line="80"/>
        <source>Bot %1</source>
        <extracomment>A bot&apos;s default name; %1 a number, e.g. &quot;Bot 2&quot;.</extracomment>
        <translation>Bot %1</translation>
    </message>
    <message>
        <location filename="../score5_desktop/ui/windows/new_game_dialog.py" line="52"/>
        <source>Player %1</source>
        <extracomment>A human player&apos;s default name; %1 is the seat number, e.g. &quot;Player 1&quot;.</extracomment>
        <translation>Joueur %1</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/score5/qt/part.py" line="42"/>
        <source>Random: bids any cards and takes any card. For trying the table.</source>
        <extracomment>New game: what the random bot level does (shown under the seats and as the level&apos;s tooltip).</extracomment>
        <translation>Aléatoire : mise n&apos;importe quelles cartes et prend n&apos;importe quelle carte. Pour découvrir la table.</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/score5/qt/part.py" line="52"/>
        <source>Normal: weighs what the card is worth against what its bid would cost and reads the others&apos; bid counts. A fair opponent for a first game.</source>
        <extracomment>New game: what the normal bot level does.</extracomment>
        <translation>Normal : compare ce que rapporte la carte à ce que son offre lui coûterait, et lit le nombre de cartes misées par les autres. Un adversaire à votre mesure pour une première partie.</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/score5/qt/part.py" line="46"/>
        <source>Easy: knows what a card is worth to it, but ignores the other players and aims its bids loosely.</source>
        <extracomment>New game: what the easy bot level does.</extracomment>
        <translation>Facile : sait ce qu&apos;une carte lui rapporte, mais ignore les autres joueurs et vise ses offres sans précision.</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/score5/qt/part.py" line="58"/>
        <source>Hard: plays each bid it considers through to the last auction in many imagined deals, thinking about 0.2 s a decision. A step above normal.</source>
        <extracomment>New game: what the hard bot level does.</extracomment>
        <translation>Difficile : joue chaque offre envisagée jusqu&apos;à la dernière enchère dans de nombreuses donnes imaginées, en réfléchissant environ 0,2 s par décision. Un cran au-dessus du niveau normal.</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/score5/qt/part.py" line="64"/>
        <source>Expert: the deepest search, on two cores, about 0.8 s a decision. It won 22 of 24 two-player games against hard, and half of its four-player games against three hard bots.</source>
        <extracomment>New game: what the expert bot level does; the figures are measured.</extracomment>
        <translation>Expert : la recherche la plus poussée, sur deux cœurs, environ 0,8 s par décision. Il a gagné 22 parties sur 24 à deux contre le niveau difficile, et la moitié de ses parties à quatre contre trois bots difficiles.</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/score5/qt/part.py" line="92"/>
        <source>SCORE 5</source>
        <extracomment>New game: the name of the auction game, as printed on its box (glossary: ok).</extracomment>
        <translation>SCORE 5</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/score5/qt/part.py" line="96"/>
        <source>Bid for the cards you need and score your best card per colour; 2 to 5 players.</source>
        <extracomment>The one line under SCORE 5 in the new-game dialog.</extracomment>
        <translation>Misez pour les cartes qu&apos;il vous faut : votre score compte votre meilleure carte de chaque famille ; 2 à 5 joueurs.</translation>
    </message>
    <message>
        <location filename="../score5_desktop/ui/windows/new_game_dialog.py" line="443"/>
        <source>New game</source>
        <translation>Nouvelle partie</translation>
    </message>
    <message>
        <location filename="../score5_desktop/ui/windows/new_game_dialog.py" line="445"/>
        <source>&amp;Game:</source>
        <extracomment>New game: the choice of the card game to play.</extracomment>
        <translation>J&amp;eu :</translation>
    </message>
    <message>
        <location filename="../score5_desktop/ui/windows/new_game_dialog.py" line="446"/>
        <source>Options</source>
        <translation>Options</translation>
    </message>
    <message>
        <location filename="../score5_desktop/ui/windows/new_game_dialog.py" line="459"/>
        <source>&amp;Players:</source>
        <translation>&amp;Joueurs :</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/score5/qt/part.py" line="27"/>
        <source>Maximum &amp;adjustment rounds:</source>
        <translation>Nombre maximal de &amp;tours d&apos;ajustement :</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/score5/qt/part.py" line="31"/>
        <source>After the secret bids, players may change their bids this many times; 0 means one sealed bid.</source>
        <translation>Après les offres secrètes, les joueurs peuvent modifier leur offre ce nombre de fois ; 0 signifie une seule offre cachetée.</translation>
    </message>
    <message>
        <location filename="../score5_desktop/ui/windows/new_game_dialog.py" line="395"/>
        <source>Open seat</source>
        <extracomment>Hosting an online table: the name field of a seat left open for a friend, whose name comes with them.</extracomment>
        <translation>Place libre</translation>
    </message>
    <message>
        <location filename="../score5_desktop/ui/windows/new_game_dialog.py" line="460"/>
        <source>Seats</source>
        <translation>Places</translation>
    </message>
    <message>
        <location filename="../score5_desktop/ui/windows/new_game_dialog.py" line="461"/>
        <source>Name</source>
        <translation>Nom</translation>
    </message>
    <message>
        <location filename="../score5_desktop/ui/windows/new_game_dialog.py" line="462"/>
        <source>Played by</source>
        <translation>Joué par</translation>
    </message>
    <message>
        <location filename="../score5_desktop/ui/windows/new_game_dialog.py" line="463"/>
        <source>Bot level</source>
        <translation>Niveau du bot</translation>
    </message>
    <message>
        <location filename="../score5_desktop/ui/windows/new_game_dialog.py" line="466"/>
        <source>Seat %1:</source>
        <extracomment>%1 the seat number, 1 to 6.</extracomment>
        <translation>Place %1 :</translation>
    </message>
    <message>
        <location filename="../score5_desktop/ui/windows/new_game_dialog.py" line="471"/>
        <source>Human</source>
        <translation>Humain</translation>
    </message>
    <message>
        <location filename="../score5_desktop/ui/windows/new_game_dialog.py" line="471"/>
        <source>Bot</source>
        <translation>Bot</translation>
    </message>
</context>
<context>
    <name>OnlineMenu</name>
    <message>
        <location filename="../score5_desktop/ui/online/online_play.py" line="80"/>
        <source>Play on&amp;line</source>
        <extracomment>Game menu: the submenu of online tables.</extracomment>
        <translation>Jouer en &amp;ligne</translation>
    </message>
    <message>
        <location filename="../score5_desktop/ui/online/online_play.py" line="81"/>
        <source>&amp;Host a table…</source>
        <translation>&amp;Héberger une table…</translation>
    </message>
    <message>
        <location filename="../score5_desktop/ui/online/online_play.py" line="82"/>
        <source>&amp;Join a table…</source>
        <translation>&amp;Rejoindre une table…</translation>
    </message>
    <message>
        <location filename="../score5_desktop/ui/online/online_play.py" line="84"/>
        <source>Online &amp;table…</source>
        <extracomment>Game &gt; Play online: the window of the table being played (invite, seats).</extracomment>
        <translation>&amp;Table en ligne…</translation>
    </message>
    <message>
        <location filename="../score5_desktop/ui/online/online_play.py" line="86"/>
        <source>&amp;Leave the table</source>
        <extracomment>Game &gt; Play online: give up the seat of the online table being played.</extracomment>
        <translation>&amp;Quitter la table</translation>
    </message>
    <message>
        <location filename="../score5_desktop/ui/online/online_play.py" line="88"/>
        <source>&amp;Rejoin your seat</source>
        <extracomment>Game &gt; Play online: take back the seat left (or held when the app quit).</extracomment>
        <translation>Re&amp;prendre votre place</translation>
    </message>
</context>
<context>
    <name>OnlinePlay</name>
    <message>
        <location filename="../score5_desktop/ui/online/online_play.py" line="142"/>
        <source>Host a table</source>
        <extracomment>Where the seat to take back after quitting is kept (its token included). The new-game dialog, opened to set up a table others join over the network.</extracomment>
        <translation>Héberger une table</translation>
    </message>
    <message>
        <location filename="../score5_desktop/ui/online/online_play.py" line="150"/>
        <source>Leave at least one seat to a person: yours.</source>
        <translation>Laissez au moins une place à une personne : la vôtre.</translation>
    </message>
    <message>
        <location filename="../score5_desktop/ui/online/online_play.py" line="238"/>
        <source>The table server could not start on this computer.</source>
        <translation>Le serveur de tables n&apos;a pas pu démarrer sur cet ordinateur.</translation>
    </message>
    <message>
        <location filename="../score5_desktop/ui/online/online_play.py" line="254"/>
        <source>The table could not be created.</source>
        <translation>La table n&apos;a pas pu être créée.</translation>
    </message>
    <message>
        <location filename="../score5_desktop/ui/online/online_play.py" line="317"/>
        <source>Score 5 Desktop</source>
        <translation>Score 5 Desktop</translation>
    </message>
    <message>
        <location filename="../score5_desktop/ui/online/online_play.py" line="321"/>
        <source>You left an online game in progress, playing as %1.</source>
        <extracomment>At start-up; %1 the player&apos;s name at that table, e.g. &quot;Ann&quot;.</extracomment>
        <translation>Vous avez quitté une partie en ligne en cours, où vous jouiez sous le nom de %1.</translation>
    </message>
    <message>
        <location filename="../score5_desktop/ui/online/online_play.py" line="326"/>
        <source>Your table is kept on this computer: rejoining serves it again, and your friends&apos; apps come back to it on their own.</source>
        <translation>Votre table est gardée sur cet ordinateur : en reprenant votre place, vous la servez de nouveau, et les applications de vos amis y reviennent d&apos;elles-mêmes.</translation>
    </message>
    <message>
        <location filename="../score5_desktop/ui/online/online_play.py" line="332"/>
        <source>The table keeps your seat: rejoining takes it back where the game is now.</source>
        <translation>La table vous garde votre place : vous la reprenez là où en est la partie.</translation>
    </message>
    <message>
        <location filename="../score5_desktop/ui/online/online_play.py" line="338"/>
        <source>&amp;Rejoin your seat</source>
        <translation>Re&amp;prendre votre place</translation>
    </message>
    <message>
        <location filename="../score5_desktop/ui/online/online_play.py" line="340"/>
        <source>&amp;Not now</source>
        <translation>Pas &amp;maintenant</translation>
    </message>
    <message>
        <location filename="../score5_desktop/ui/online/online_play.py" line="361"/>
        <source>Port %1 of this computer is in use by another program, so your table cannot be served again: your friends&apos; apps look for it on that port alone. Close the other program, then choose Rejoin your seat again.</source>
        <extracomment>The host&apos;s table cannot be served again after quitting; %1 the port number (e.g. 8765) the friends&apos; invite names.</extracomment>
        <translation>Le port %1 de cet ordinateur est utilisé par un autre programme, votre table ne peut donc pas être servie de nouveau : les applications de vos amis la cherchent sur ce port seulement. Fermez l&apos;autre programme, puis choisissez de nouveau Reprendre votre place.</translation>
    </message>
    <message>
        <location filename="../score5_desktop/ui/online/online_play.py" line="538"/>
        <source>Reconnecting…</source>
        <extracomment>On the plate of an online seat whose player&apos;s connection dropped.</extracomment>
        <translation>Reconnexion…</translation>
    </message>
    <message>
        <location filename="../score5_desktop/ui/online/online_play.py" line="542"/>
        <source>Choosing…</source>
        <extracomment>On the plate of another person at an online table while the table waits for their decision (a bot&apos;s plate says &quot;Thinking…&quot; instead).</extracomment>
        <translation>Choisit…</translation>
    </message>
    <message>
        <location filename="../score5_desktop/ui/online/online_play.py" line="566"/>
        <source>No table has this invite: the game may be over, or the host gone.</source>
        <translation>Aucune table n&apos;a cette invitation : la partie est peut-être finie, ou l&apos;hôte parti.</translation>
    </message>
    <message>
        <location filename="../score5_desktop/ui/online/online_play.py" line="570"/>
        <source>Every seat of this table is taken.</source>
        <translation>Toutes les places de cette table sont prises.</translation>
    </message>
    <message>
        <location filename="../score5_desktop/ui/online/online_play.py" line="572"/>
        <source>The table&apos;s server speaks another version of the online protocol: the older copy of the app needs an update.</source>
        <translation>Le serveur de la table parle une autre version du protocole en ligne : la copie la plus ancienne de l&apos;application doit être mise à jour.</translation>
    </message>
    <message>
        <location filename="../score5_desktop/ui/online/online_play.py" line="578"/>
        <source>Your seat was taken back by another window.</source>
        <translation>Votre place a été reprise par une autre fenêtre.</translation>
    </message>
    <message>
        <location filename="../score5_desktop/ui/online/online_play.py" line="580"/>
        <source>Your seat at this table is no longer yours.</source>
        <translation>Votre place à cette table n&apos;est plus la vôtre.</translation>
    </message>
    <message>
        <location filename="../score5_desktop/ui/online/online_play.py" line="581"/>
        <source>The online table cannot be played from here.</source>
        <translation>Cette table en ligne ne peut pas être jouée d&apos;ici.</translation>
    </message>
</context>
<context>
    <name>QFileDialog</name>
    <message>
        <location filename="../score5_desktop/ui/common/qt_gaps.py" line="18"/>
        <source>&amp;Look in:</source>
        <extracomment>Qt&apos;s file dialog: the label of the folder list at the top. Keep the &quot;&amp;&quot; key on a letter not used by &quot;File &amp;name:&quot; (Qt&apos;s own translation of it).</extracomment>
        <translation>&amp;Regarder dans :</translation>
    </message>
    <message>
        <location filename="../score5_desktop/ui/common/qt_gaps.py" line="20"/>
        <source>Files of &amp;type:</source>
        <extracomment>Qt&apos;s file dialog: the label of the file-type filter at the bottom.</extracomment>
        <translation>Fichiers de &amp;type :</translation>
    </message>
</context>
<context>
    <name>Replay</name>
    <message>
        <location filename="../score5_desktop/games/score5/qt/table/replay_pictures.py" line="83"/>
        <source>Every hand is open · %1&apos;s hand</source>
        <extracomment>The replay with every hand open; %1 the name of the player whose hand is in the tray at the bottom, e.g. &quot;Ann&quot;.</extracomment>
        <translation>Toutes les mains sont visibles · Main de %1</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/score5/qt/table/replay_pictures.py" line="86"/>
        <source>Through %1&apos;s eyes: what %1 knew</source>
        <extracomment>The replay shown as one player saw the game; %1 their name, e.g. &quot;Ann&quot;.</extracomment>
        <translation>Du point de vue de %1 : ce que %1 savait</translation>
    </message>
</context>
<context>
    <name>ReplayBar</name>
    <message>
        <location filename="../score5_desktop/ui/table/replay_bar.py" line="200"/>
        <source>|◀ Start</source>
        <translation>|◀ Début</translation>
    </message>
    <message>
        <location filename="../score5_desktop/ui/table/replay_bar.py" line="201"/>
        <source>Back to the deal (Home)</source>
        <translation>Retour à la donne (touche Origine)</translation>
    </message>
    <message>
        <location filename="../score5_desktop/ui/table/replay_bar.py" line="202"/>
        <source>◀ Back</source>
        <translation>◀ Reculer</translation>
    </message>
    <message>
        <location filename="../score5_desktop/ui/table/replay_bar.py" line="203"/>
        <source>One decision back (Left arrow)</source>
        <translation>Une décision en arrière (flèche gauche)</translation>
    </message>
    <message>
        <location filename="../score5_desktop/ui/table/replay_bar.py" line="204"/>
        <source>Forward ▶</source>
        <translation>Avancer ▶</translation>
    </message>
    <message>
        <location filename="../score5_desktop/ui/table/replay_bar.py" line="205"/>
        <source>One decision on (Right arrow)</source>
        <translation>Une décision en avant (flèche droite)</translation>
    </message>
    <message>
        <location filename="../score5_desktop/ui/table/replay_bar.py" line="206"/>
        <source>End ▶|</source>
        <translation>Fin ▶|</translation>
    </message>
    <message>
        <location filename="../score5_desktop/ui/table/replay_bar.py" line="207"/>
        <source>The end of the game (End)</source>
        <translation>Fin du jeu (touche Fin)</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/score5/qt/__init__.py" line="91"/>
        <location filename="../score5_desktop/ui/table/replay_bar.py" line="210"/>
        <source>R&amp;ound:</source>
        <extracomment>The replay: the label of the box choosing a round; &quot;&amp;&quot; marks its access key.</extracomment>
        <translation>&amp;Tour de jeu :</translation>
    </message>
    <message>
        <location filename="../score5_desktop/ui/table/replay_bar.py" line="211"/>
        <source>S&amp;peed:</source>
        <translation>&amp;Vitesse :</translation>
    </message>
    <message>
        <location filename="../score5_desktop/ui/table/replay_bar.py" line="212"/>
        <source>&amp;Whose eyes:</source>
        <translation>P&amp;oint de vue :</translation>
    </message>
    <message>
        <location filename="../score5_desktop/ui/table/replay_bar.py" line="213"/>
        <source>&amp;Review my game</source>
        <translation>A&amp;nalyser ma partie</translation>
    </message>
    <message>
        <location filename="../score5_desktop/ui/table/replay_bar.py" line="214"/>
        <source>&amp;Close replay</source>
        <translation>&amp;Fermer la partie revue</translation>
    </message>
    <message>
        <location filename="../score5_desktop/ui/table/replay_bar.py" line="216"/>
        <source>Ticks mark the rounds; red marks, the moments that cost the most.</source>
        <translation>Les graduations marquent les tours de jeu ; les repères rouges, les moments qui ont coûté le plus.</translation>
    </message>
    <message>
        <location filename="../score5_desktop/ui/table/replay_bar.py" line="218"/>
        <source>Replay timeline</source>
        <translation>Frise chronologique de la partie revue</translation>
    </message>
    <message>
        <location filename="../score5_desktop/ui/table/replay_bar.py" line="224"/>
        <source>%1×</source>
        <extracomment>A replay speed: %1 a rate, e.g. &quot;0.5&quot; or &quot;2&quot;.</extracomment>
        <translation>%1×</translation>
    </message>
    <message>
        <location filename="../score5_desktop/ui/table/replay_bar.py" line="232"/>
        <source>Everyone (all hands open)</source>
        <translation>Tous (mains visibles)</translation>
    </message>
    <message>
        <location filename="../score5_desktop/ui/table/replay_bar.py" line="240"/>
        <source>An online game is watched again through your own eyes.</source>
        <extracomment>The replay&apos;s choice of whose eyes, locked: an online game is replayed through the seat the player held at its table, never with other hands.</extracomment>
        <translation>Une partie en ligne se revoit de votre seul point de vue.</translation>
    </message>
    <message>
        <location filename="../score5_desktop/ui/table/replay_bar.py" line="265"/>
        <source>❚❚ Pause</source>
        <translation>❚❚ Pause</translation>
    </message>
    <message>
        <location filename="../score5_desktop/ui/table/replay_bar.py" line="265"/>
        <source>▶ Play</source>
        <translation>▶ Lecture</translation>
    </message>
    <message>
        <location filename="../score5_desktop/ui/table/replay_bar.py" line="266"/>
        <source>Play or pause (Space)</source>
        <translation>Lecture ou pause (Espace)</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/score5/qt/words/step_text.py" line="26"/>
        <source>The deal: the first card is up for auction.</source>
        <translation>La donne : la première carte est mise en jeu.</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/score5/qt/words/step_text.py" line="36"/>
        <source>Round %1: %2 bids %3</source>
        <extracomment>A replay step: %1 the round, e.g. 5; %2 a name, e.g. &quot;Ann&quot;; %3 cards, e.g. &quot;green 15, blue 10&quot; (or, through another player&apos;s eyes, &quot;3 cards&quot;).</extracomment>
        <translation>Tour de jeu %1 : %2 mise %3</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/score5/qt/words/step_text.py" line="41"/>
        <source>Round %1, adjustment %2: %3 bids %4</source>
        <extracomment>A replay step seen through another player&apos;s eyes: %1 the round, e.g. 5; %2 the adjustment round, e.g. 1; %3 a name, e.g. &quot;Ann&quot;; %4 &quot;3 cards&quot;.</extracomment>
        <translation>Tour de jeu %1, ajustement %2 : %3 mise %4</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/score5/qt/words/step_text.py" line="45"/>
        <source>Round %1, adjustment %2: %3 keeps the bid</source>
        <extracomment>A replay step: %1 the round, e.g. 5; %2 the adjustment round, e.g. 1; %3 a name, e.g. &quot;Ann&quot;.</extracomment>
        <translation>Tour de jeu %1, ajustement %2 : %3 garde son offre</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/score5/qt/words/step_text.py" line="49"/>
        <source>Round %1, adjustment %2: %3 changes the bid to %4</source>
        <extracomment>A replay step: %1 the round, e.g. 5; %2 the adjustment round, e.g. 1; %3 a name, e.g. &quot;Ann&quot;; %4 cards, e.g. &quot;green 15, blue 10&quot;.</extracomment>
        <translation>Tour de jeu %1, ajustement %2 : %3 change son offre pour %4</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/score5/qt/words/step_text.py" line="54"/>
        <source>Round %1: %2 takes %3</source>
        <extracomment>A replay step: %1 the round, e.g. 5; %2 a name, e.g. &quot;Ann&quot;; %3 a card name, e.g. &quot;green 15&quot;.</extracomment>
        <translation>Tour de jeu %1 : %2 prend la carte %3</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/score5/qt/words/step_text.py" line="57"/>
        <source>%1 places the wild in %2</source>
        <extracomment>A replay step: %1 a name, e.g. &quot;Ann&quot;; %2 a family colour, e.g. &quot;green&quot;.</extracomment>
        <translation>%1 place la carte multicolore dans la famille %2</translation>
    </message>
</context>
<context>
    <name>ReplayDialog</name>
    <message>
        <location filename="../score5_desktop/ui/windows/replay_dialog.py" line="53"/>
        <source>Replay</source>
        <translation>Revoir la partie</translation>
    </message>
</context>
<context>
    <name>Review</name>
    <message>
        <location filename="../score5_desktop/games/score5/qt/coach_words.py" line="37"/>
        <source>Round</source>
        <translation>Tour</translation>
    </message>
    <message>
        <location filename="../score5_desktop/model/review_model.py" line="283"/>
        <source>Decision</source>
        <translation>Décision</translation>
    </message>
    <message>
        <location filename="../score5_desktop/model/review_model.py" line="284"/>
        <source>You</source>
        <translation>Votre choix</translation>
    </message>
    <message>
        <location filename="../score5_desktop/model/review_model.py" line="285"/>
        <source>Expert</source>
        <translation>Expert</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/score5/qt/coach_words.py" line="40"/>
        <source>Score change</source>
        <translation>Écart de points</translation>
    </message>
    <message>
        <location filename="../score5_desktop/model/review_model.py" line="287"/>
        <source>Win chance change</source>
        <translation>Écart de chances</translation>
    </message>
    <message>
        <location filename="../score5_desktop/model/review_model.py" line="288"/>
        <source>Why the expert chose it</source>
        <translation>Pourquoi l&apos;expert l&apos;a choisi</translation>
    </message>
    <message>
        <location filename="../score5_desktop/model/review_model.py" line="310"/>
        <source>Your choice minus the expert&apos;s, averaged over %1 sampled games played both ways; ± one standard error.</source>
        <extracomment>A tooltip on the review&apos;s gain columns; %1 the number of sampled games, e.g. 200.</extracomment>
        <translation>Votre choix moins celui de l&apos;expert, en moyenne sur %1 parties simulées jouées des deux façons ; ± une erreur type.</translation>
    </message>
    <message>
        <location filename="../score5_desktop/model/review_model.py" line="318"/>
        <source>One of the moments that cost you the most.</source>
        <translation>Un des moments qui vous ont coûté le plus.</translation>
    </message>
    <message>
        <location filename="../score5_desktop/model/review_model.py" line="344"/>
        <source>%1 ▲</source>
        <extracomment>A marked round in the review table: %1 the round number, e.g. 7.</extracomment>
        <translation>%1 ▲</translation>
    </message>
    <message>
        <location filename="../score5_desktop/model/review_model.py" line="351"/>
        <source>Same as you</source>
        <translation>Comme vous</translation>
    </message>
    <message>
        <location filename="../score5_desktop/model/review_model.py" line="353"/>
        <source>As good as yours</source>
        <translation>Aussi bon que le vôtre</translation>
    </message>
    <message>
        <location filename="../score5_desktop/model/review_model.py" line="357"/>
        <location filename="../score5_desktop/model/review_model.py" line="361"/>
        <source>—</source>
        <translation>—</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/score5/qt/coach_words.py" line="49"/>
        <source>%1 ± %2</source>
        <extracomment>A points difference with its error: %1 a signed number, e.g. &quot;−12.5&quot;; %2 the error, e.g. &quot;3.1&quot;.</extracomment>
        <translation>%1 ± %2</translation>
    </message>
    <message>
        <location filename="../score5_desktop/model/review_model.py" line="365"/>
        <source>%1 ± %2 pts</source>
        <extracomment>A win-chance difference in percentage points: %1 a signed number, e.g. &quot;−4.0&quot;; %2 the error, e.g. &quot;1.2&quot;.</extracomment>
        <translation>%1 ± %2 pts</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/score5/qt/coach_words.py" line="84"/>
        <source>Bid</source>
        <translation>Offre</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/score5/qt/coach_words.py" line="87"/>
        <source>Adjustment %1</source>
        <extracomment>A decision&apos;s kind in the review table: %1 the adjustment round&apos;s number, e.g. 1.</extracomment>
        <translation>Ajustement %1</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/score5/qt/coach_words.py" line="89"/>
        <source>Card taken</source>
        <translation>Carte prise</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/score5/qt/coach_words.py" line="90"/>
        <source>Wild</source>
        <translation>Carte multicolore</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/score5/qt/coach_words.py" line="98"/>
        <source>no bid</source>
        <translation>aucune offre</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/score5/qt/coach_words.py" line="102"/>
        <source>%1 (total %2)</source>
        <extracomment>A bid in the review table: %1 its cards, e.g. &quot;green 35, blue 10&quot;; %2 their total, e.g. 45.</extracomment>
        <translation>%1 (total %2)</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/score5/qt/coach_words.py" line="111"/>
        <source>wild as %1</source>
        <extracomment>The wild card&apos;s placement in the review table: %1 a family&apos;s colour standing alone, e.g. &quot;green&quot;.</extracomment>
        <translation>multicolore : famille %1</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/score5/qt/coach_words.py" line="133"/>
        <source>You chose as the coach would.</source>
        <translation>Vous avez choisi comme le coach l&apos;aurait fait.</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/score5/qt/coach_words.py" line="137"/>
        <source>Both choices end the same in every sampled game.</source>
        <translation>Les deux choix mènent au même résultat dans chaque partie simulée.</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/score5/qt/coach_words.py" line="145"/>
        <source>The expert&apos;s choice: %1</source>
        <extracomment>%1 is one or more sentences: the expert bot&apos;s reasons for its choice.</extracomment>
        <translation>Le choix de l&apos;expert : %1</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/score5/qt/coach_words.py" line="150"/>
        <source>Your choice: %1</source>
        <extracomment>%1 is one or more sentences: what the player&apos;s own choice did.</extracomment>
        <translation>Votre choix : %1</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/score5/qt/coach_words.py" line="177"/>
        <source>Your bid takes your %1 family down to %2 instead: %3 points in all.</source>
        <extracomment>In the review, after the expert&apos;s reason told what the same card adds: %1 a family name as it follows the word &quot;family&quot;, e.g. &quot;green&quot;; %2 that family&apos;s value after the bid, e.g. 0; %3 the change of the whole score, signed, e.g. &quot;+20&quot;.</extracomment>
        <translation>Votre offre fait tomber votre famille %1 à %2 à la place : %3 points en tout.</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/score5/qt/coach_words.py" line="197"/>
        <source>Both choices do the same in this round, and the games played on from each end within their error of each other.</source>
        <translation>Les deux choix font la même chose à ce tour de jeu, et les parties jouées ensuite à partir de chacun finissent à l&apos;intérieur de leur marge d&apos;erreur.</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/score5/qt/coach_words.py" line="205"/>
        <source>Both choices do the same in this round, but played to the end your choice scored %1 points less on average: its cost comes in the rounds after.</source>
        <extracomment>%1 points, e.g. 29.5: how much less the player&apos;s choice scored on average in the games played to the end from each choice.</extracomment>
        <translation>Les deux choix font la même chose à ce tour de jeu, mais jusqu&apos;au bout de la partie, votre choix a marqué en moyenne %1 points de moins : son coût vient dans les tours suivants.</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/score5/qt/coach_words.py" line="212"/>
        <source>Both choices do the same in this round, and played to the end your choice scored %1 points more on average.</source>
        <extracomment>%1 points, e.g. 12.0: how much more the player&apos;s choice scored on average.</extracomment>
        <translation>Les deux choix font la même chose à ce tour de jeu, et jusqu&apos;au bout de la partie, votre choix a marqué en moyenne %1 points de plus.</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/score5/qt/coach_words.py" line="230"/>
        <source>The expert&apos;s bid wins the %1 in %2 of the sampled games, yours in %3.</source>
        <extracomment>%1 a card, e.g. &quot;purple 110&quot;; %2 and %3 percentages, e.g. &quot;80%&quot;.</extracomment>
        <translation>L&apos;offre de l&apos;expert remporte la carte %1 dans %2 des parties simulées, la vôtre dans %3.</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/score5/qt/coach_words.py" line="236"/>
        <source>The expert lets the %1 go: its bid wins it in %2 of the sampled games, yours in %3.</source>
        <extracomment>%1 a card, e.g. &quot;purple 110&quot;; %2 and %3 percentages, e.g. &quot;5%&quot;.</extracomment>
        <translation>L&apos;expert laisse passer la carte %1 : son offre la remporte dans %2 des parties simulées, la vôtre dans %3.</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/score5/qt/coach_words.py" line="245"/>
        <source>Instead it takes the %1 from the winning bid in %2 of them.</source>
        <extracomment>%1 a card taken from the auction winner&apos;s bid, e.g. &quot;green 80&quot;; %2 a percentage of the sampled games, e.g. &quot;60%&quot;.</extracomment>
        <translation>À la place, il prend la carte %1 dans l&apos;offre gagnante dans %2 d&apos;entre elles.</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/score5/qt/coach_words.py" line="251"/>
        <source>On average it keeps cards worth %1 more points in hand.</source>
        <extracomment>%1 a number of points, e.g. 45.</extracomment>
        <translation>En moyenne, il garde en main des cartes valant %1 points de plus.</translation>
    </message>
</context>
<context>
    <name>ReviewWindow</name>
    <message>
        <location filename="../score5_desktop/ui/windows/review_window.py" line="295"/>
        <source>Review of the game</source>
        <extracomment>Each column&apos;s usual width, in ems (the last one, the why, takes the rest).</extracomment>
        <translation>Analyse de la partie</translation>
    </message>
    <message>
        <location filename="../score5_desktop/ui/windows/review_window.py" line="299"/>
        <source>The expert bot looks at each of your decisions with what you knew at the time. Score and win chance show what your choice changed compared with the expert&apos;s, both played out in the same simulated games: a negative number is what it cost you.</source>
        <translation>Le bot expert examine chacune de vos décisions avec ce que vous saviez à ce moment-là. Les points et les chances de victoire montrent ce que votre choix a changé par rapport à celui de l&apos;expert, les deux étant joués jusqu&apos;au bout dans les mêmes parties simulées : un nombre négatif est ce qu&apos;il vous a coûté.</translation>
    </message>
    <message>
        <location filename="../score5_desktop/ui/windows/review_window.py" line="307"/>
        <source>How to read the figures: each is your choice minus the expert&apos;s, so a minus sign is what your choice cost. Win chance is in percentage points (pts): −4.0 pts means your chance of winning fell by 4 in 100. The number after ± is the margin of error from the simulated games: a difference smaller than twice it may be chance.</source>
        <translation>Comment lire les chiffres : chacun est votre choix moins celui de l&apos;expert, donc un signe moins est ce que votre choix a coûté. Les chances de victoire sont en points de pourcentage (pts) : −4,0 pts signifie que vos chances de gagner ont baissé de 4 sur 100. Le nombre après ± est la marge d&apos;erreur des parties simulées : un écart inférieur au double de celle-ci peut être dû au hasard.</translation>
    </message>
    <message>
        <location filename="../score5_desktop/ui/windows/review_window.py" line="314"/>
        <source>&amp;Player:</source>
        <translation>&amp;Joueur :</translation>
    </message>
    <message>
        <location filename="../score5_desktop/ui/windows/review_window.py" line="318"/>
        <source>An online game is reviewed for your own seat only.</source>
        <extracomment>The coach&apos;s choice of player, locked: an online game is reviewed for the seat the player held at its table only.</extracomment>
        <translation>Une partie en ligne n&apos;est analysée que pour votre propre place.</translation>
    </message>
    <message>
        <location filename="../score5_desktop/ui/windows/review_window.py" line="321"/>
        <source>&amp;Cancel</source>
        <translation>&amp;Annuler</translation>
    </message>
    <message>
        <location filename="../score5_desktop/ui/windows/review_window.py" line="322"/>
        <source>&amp;Watch this round</source>
        <translation>&amp;Revoir ce tour de jeu</translation>
    </message>
    <message>
        <location filename="../score5_desktop/ui/windows/review_window.py" line="323"/>
        <source>C&amp;lose</source>
        <translation>&amp;Fermer</translation>
    </message>
    <message>
        <location filename="../score5_desktop/ui/windows/review_window.py" line="340"/>
        <source>Reviewing decision %1 of %2…</source>
        <extracomment>Progress: %1 the decision being reviewed, e.g. 4; %2 how many there are, e.g. 40.</extracomment>
        <translation>Analyse de la décision %1 sur %2…</translation>
    </message>
    <message>
        <location filename="../score5_desktop/ui/windows/review_window.py" line="342"/>
        <source>This player had no decision to review.</source>
        <translation>Ce joueur n&apos;a pris aucune décision à analyser.</translation>
    </message>
    <message numerus="yes">
        <location filename="../score5_desktop/ui/windows/review_window.py" line="345"/>
        <source>Review complete: %n decision(s).</source>
        <extracomment>%n the number of decisions reviewed, e.g. 40.</extracomment>
        <translation>
            <numerusform>Analyse terminée : %n décision.</numerusform>
            <numerusform>Analyse terminée : %n décisions.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../score5_desktop/ui/windows/review_window.py" line="349"/>
        <source>Review cancelled after %1 of %2 decisions.</source>
        <extracomment>%1 the decisions reviewed, e.g. 12; %2 how many there were, e.g. 40.</extracomment>
        <translation>Analyse annulée (décisions analysées : %1 sur %2).</translation>
    </message>
    <message>
        <location filename="../score5_desktop/ui/windows/review_window.py" line="355"/>
        <source>The review could not be completed (%1).</source>
        <extracomment>%1 what went wrong, in the system&apos;s words, e.g. &quot;out of memory&quot;.</extracomment>
        <translation>L&apos;analyse n&apos;a pas pu aboutir (%1).</translation>
    </message>
    <message>
        <location filename="../score5_desktop/ui/windows/review_window.py" line="362"/>
        <source>Double-click a row to watch that round.</source>
        <translation>Double-cliquez sur une ligne pour revoir ce tour de jeu.</translation>
    </message>
    <message numerus="yes">
        <location filename="../score5_desktop/ui/windows/review_window.py" line="368"/>
        <source>▲ marks the moments that cost you the most: round(s) %1.</source>
        <extracomment>%1 the rounds marked ▲ in the table, e.g. &quot;3, 7, 12&quot;; %n how many, e.g. 3.</extracomment>
        <translation>
            <numerusform>▲ signale les moments qui vous ont coûté le plus : tour de jeu %1.</numerusform>
            <numerusform>▲ signale les moments qui vous ont coûté le plus : tours de jeu %1.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>RulesWindow</name>
    <message>
        <location filename="../score5_desktop/ui/windows/rules_window.py" line="293"/>
        <source>Rules — Score 5 Desktop</source>
        <translatorcomment>glossary: ok — &quot;Score 5&quot; here is the product&apos;s name, not a score.</translatorcomment>
        <translation>Règles — Score 5 Desktop</translation>
    </message>
    <message>
        <location filename="../score5_desktop/ui/windows/rules_window.py" line="295"/>
        <source>&amp;Game:</source>
        <extracomment>Rules window: the switch between the games whose rules are shown.</extracomment>
        <translation>&amp;Jeu :</translation>
    </message>
    <message>
        <location filename="../score5_desktop/ui/windows/rules_window.py" line="298"/>
        <source>&amp;Document:</source>
        <translation>&amp;Document :</translation>
    </message>
    <message>
        <location filename="../score5_desktop/ui/windows/rules_window.py" line="327"/>
        <source>Rules</source>
        <translation>Règles</translation>
    </message>
    <message>
        <location filename="../score5_desktop/ui/windows/rules_window.py" line="328"/>
        <source>Where the rulebooks disagree</source>
        <translation>Là où les livrets de règles divergent</translation>
    </message>
    <message>
        <location filename="../score5_desktop/ui/windows/rules_window.py" line="329"/>
        <source>Glossary</source>
        <translation>Glossaire</translation>
    </message>
    <message>
        <location filename="../score5_desktop/ui/windows/rules_window.py" line="300"/>
        <source>&amp;Language:</source>
        <translation>&amp;Langue :</translation>
    </message>
    <message>
        <location filename="../score5_desktop/ui/windows/rules_window.py" line="301"/>
        <source>&amp;Side by side with:</source>
        <translation>Côte à côte &amp;avec :</translation>
    </message>
    <message>
        <location filename="../score5_desktop/ui/windows/rules_window.py" line="303"/>
        <source>Show a second language next to the first, section by section.</source>
        <translation>Affichez une deuxième langue à côté de la première, section par section.</translation>
    </message>
    <message>
        <location filename="../score5_desktop/ui/windows/rules_window.py" line="305"/>
        <source>Contents</source>
        <translation>Sommaire</translation>
    </message>
</context>
<context>
    <name>SavedGame</name>
    <message>
        <location filename="../score5_desktop/games/score5/qt/words/saved_text.py" line="19"/>
        <source>A game of SCORE 5 was saved in round %1 of %2, at your turn.</source>
        <extracomment>The question at start-up offering to continue a saved game of SCORE 5; %1 the round (auction) it stopped in, e.g. 4; %2 the number of rounds, 12; the game waits for the player&apos;s decision.</extracomment>
        <translation>Une partie de SCORE 5 a été sauvegardée au tour de jeu %1 sur %2, alors que c&apos;était à vous de jouer.</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/score5/qt/words/saved_text.py" line="25"/>
        <source>A game of SCORE 5 was saved in round %1 of %2.</source>
        <extracomment>The question at start-up offering to continue a saved game of SCORE 5; %1 the round (auction) it stopped in, e.g. 4; %2 the number of rounds, 12.</extracomment>
        <translation>Une partie de SCORE 5 a été sauvegardée au tour de jeu %1 sur %2.</translation>
    </message>
</context>
<context>
    <name>SavedGameQuestion</name>
    <message>
        <location filename="../score5_desktop/games/five_three_five/qt/part.py" line="154"/>
        <source>A game of Five Three Five with %1 is in progress, in round %2. It was saved on %3.</source>
        <extracomment>Start-up, before another game takes the saved game&apos;s place. %1 its players, e.g. &quot;Ann, Bot 1 and Bot 2&quot;; %2 the round (deal) being played, e.g. &quot;3&quot;; %3 when it was last saved, a date and time, e.g. &quot;02/12/2026 01:05&quot;.</extracomment>
        <translation>Une partie de Five Three Five avec %1 est en cours, à la manche %2. Elle a été sauvegardée le %3.</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/score5/qt/part.py" line="131"/>
        <source>A game of SCORE 5 with %1 is in progress, in round %2 of 12. It was saved on %3.</source>
        <extracomment>Start-up, before another game takes the saved game&apos;s place. %1 its players, e.g. &quot;Ann, Bot 1 and Bot 2&quot;; %2 the round being played, 1 to 12; %3 when it was last saved, a date and time, e.g. &quot;02/12/2026 01:05&quot;.</extracomment>
        <translation>Une partie de SCORE 5 avec %1 est en cours, au tour de jeu %2 sur 12. Elle a été sauvegardée le %3.</translation>
    </message>
    <message>
        <location filename="../score5_desktop/ui/windows/saved_game_question.py" line="41"/>
        <source>A game of %1 with %2 is in progress.</source>
        <extracomment>%1 the game&apos;s name, as the new-game dialog shows it; %2 its players, e.g. &quot;Ann, Bot 1 and Bot 2&quot;.</extracomment>
        <translation>Une partie de %1 avec %2 est en cours.</translation>
    </message>
    <message>
        <location filename="../score5_desktop/ui/windows/saved_game_question.py" line="51"/>
        <source>Score 5 Desktop</source>
        <translation>Score 5 Desktop</translation>
    </message>
    <message>
        <location filename="../score5_desktop/ui/windows/saved_game_question.py" line="55"/>
        <source>The new game takes the place of this one in the autosave. To keep this game, continue it or save it first.</source>
        <translation>La nouvelle partie remplace celle-ci dans la sauvegarde automatique. Pour garder cette partie, reprenez-la ou sauvegardez-la d&apos;abord.</translation>
    </message>
    <message>
        <location filename="../score5_desktop/ui/windows/saved_game_question.py" line="60"/>
        <source>Start the &amp;new game</source>
        <translation>&amp;Commencer la nouvelle partie</translation>
    </message>
    <message>
        <location filename="../score5_desktop/ui/windows/saved_game_question.py" line="64"/>
        <source>The game in “%1” takes the place of this one in the autosave. To keep this game, continue it or save it first.</source>
        <extracomment>%1 the name of the record file being opened, e.g. &quot;game.score5.json&quot;.</extracomment>
        <translation>La partie de « %1 » remplace celle-ci dans la sauvegarde automatique. Pour garder cette partie, reprenez-la ou sauvegardez-la d&apos;abord.</translation>
    </message>
    <message>
        <location filename="../score5_desktop/ui/windows/saved_game_question.py" line="71"/>
        <source>&amp;Open the file</source>
        <translation>&amp;Ouvrir le fichier</translation>
    </message>
    <message>
        <location filename="../score5_desktop/ui/windows/saved_game_question.py" line="76"/>
        <source>&amp;Continue the saved game</source>
        <translation>&amp;Reprendre la partie sauvegardée</translation>
    </message>
    <message>
        <location filename="../score5_desktop/ui/windows/saved_game_question.py" line="80"/>
        <source>&amp;Save it first…</source>
        <translation>&amp;Sauvegarder d&apos;abord…</translation>
    </message>
</context>
<context>
    <name>Score5Lesson</name>
    <message>
        <location filename="../score5_desktop/games/score5/qt/lesson.py" line="41"/>
        <source>This is a real game of SCORE 5 against two bots, Ada and Bruno. Twelve cards are put up for auction one after another; at the end, your best card of each of the five families counts. This panel explains each step the first time it happens, and the table waits while you read. Press Continue to begin.</source>
        <translation>Voici une vraie partie de SCORE 5 contre deux bots, Ada et Bruno. Douze cartes sont mises en jeu l&apos;une après l&apos;autre ; à la fin, votre meilleure carte de chacune des cinq familles compte. Ce panneau explique chaque étape la première fois qu&apos;elle se produit, et la table attend pendant que vous lisez. Appuyez sur Continuer pour commencer.</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/score5/qt/lesson.py" line="54"/>
        <source>The top card of the pile is turned face up: it is the card up for auction. Everyone now bids for it, secretly and at the same time, with cards from their own hand.</source>
        <translation>La carte du dessus de la pile est retournée : c&apos;est la carte mise en jeu. Chacun fait maintenant une offre pour elle, en secret et en même temps, avec des cartes de sa propre main.</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/score5/qt/lesson.py" line="64"/>
        <source>From this round on, the cards up for auction are two-star cards, worth 80 to 150: they are worth bidding more for.</source>
        <translation>À partir de ce tour de jeu, les cartes mises en jeu sont des cartes de type ★★, de valeur 80 à 150 : elles valent une offre plus forte.</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/score5/qt/lesson.py" line="73"/>
        <source>The last auction is the wild. Whoever owns it at the end places it in any family, where it counts 75.</source>
        <translation>La dernière enchère porte sur la carte multicolore. Celui qui la possède à la fin la place dans la famille de son choix, où elle vaut 75.</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/score5/qt/lesson.py" line="82"/>
        <source>Everyone has bid. Only the number of cards in each bid is shown, never their values: guess from the counts how keen the others are.</source>
        <translation>Tout le monde a fait son offre. Seul le nombre de cartes de chaque offre est montré, jamais leurs valeurs : devinez d&apos;après ces nombres l&apos;envie des autres.</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/score5/qt/lesson.py" line="91"/>
        <source>The bids are revealed. A bid&apos;s total is the sum of its cards&apos; values, and the highest total wins the card up for auction.</source>
        <translation>Les offres sont révélées. Le total d&apos;une offre est la somme des valeurs de ses cartes, et le plus haut total remporte la carte mise en jeu.</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/score5/qt/lesson.py" line="100"/>
        <source>The highest totals were equal. The tie goes to the bid holding the single card with the highest tiebreaker value: the small number in the circle on each card.</source>
        <translation>Les plus hauts totaux étaient égaux. L&apos;égalité revient à l&apos;offre qui contient la carte ayant la plus haute valeur de départage : le petit nombre dans le cercle de chaque carte.</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/score5/qt/lesson.py" line="110"/>
        <source>You won the auction: the card joins your hand, and you may bid it in later rounds. The cards you bid are shared out among the others.</source>
        <translation>Vous avez gagné l&apos;enchère : la carte rejoint votre main, et vous pourrez la miser aux tours de jeu suivants. Les cartes de votre offre sont partagées entre les autres.</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/score5/qt/lesson.py" line="119"/>
        <source>The highest bid wins the card. The cards of the winning bid are not returned: they are shared out among the other players.</source>
        <translation>La plus haute offre remporte la carte. Les cartes de l&apos;offre gagnante ne reviennent pas à leur joueur : elles sont partagées entre les autres joueurs.</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/score5/qt/lesson.py" line="128"/>
        <source>Nobody bid, so nobody wins: the card leaves the game.</source>
        <translation>Personne n&apos;a fait d&apos;offre, donc personne ne gagne : la carte quitte le jeu.</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/score5/qt/lesson.py" line="135"/>
        <source>Players who bid nothing take their turn after the bidders, ordered by the highest tiebreaker value in their hand; that card is shown to everyone.</source>
        <translation>Les joueurs qui n&apos;ont rien misé se servent après ceux qui ont fait une offre, dans l&apos;ordre de la plus haute valeur de départage de leur main ; cette carte est montrée à tous.</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/score5/qt/lesson.py" line="145"/>
        <source>Now the others take the winning bid&apos;s cards one at a time: first the other bidders, highest total first, then those who bid nothing. Everyone else takes their own bid back.</source>
        <translation>Les autres prennent maintenant les cartes de l&apos;offre gagnante une à une : d&apos;abord les autres joueurs qui ont fait une offre, du plus haut total au plus bas, puis ceux qui n&apos;ont rien misé. Chacun reprend sa propre offre.</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/score5/qt/lesson.py" line="155"/>
        <source>The wild&apos;s owner has placed it in a family, where it counts 75.</source>
        <translation>Le propriétaire de la carte multicolore l&apos;a placée dans une famille, où elle vaut 75.</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/score5/qt/lesson.py" line="167"/>
        <source>Your bid: click the cards you offer (or use the arrow keys and Space), then Confirm bid (Enter). Bidding nothing is allowed. A card you bid only costs you if your bid wins, and then it goes to the others.</source>
        <translation>Votre offre : cliquez sur les cartes que vous misez (ou utilisez les flèches et Espace), puis Valider l&apos;offre (Entrée). Ne rien miser est permis. Une carte misée ne vous coûte que si votre offre gagne, et elle va alors aux autres.</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/score5/qt/lesson.py" line="178"/>
        <source>An adjustment round: knowing the counts, everyone may change their bid at the same time. Change your cards and press Confirm bid, or press Keep my bid.</source>
        <translation>Un tour d&apos;ajustement : connaissant les nombres de cartes, chacun peut changer son offre, tous en même temps. Changez vos cartes puis appuyez sur Valider l&apos;offre, ou appuyez sur Garder mon offre.</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/score5/qt/lesson.py" line="188"/>
        <source>Your turn to take one of the winning bid&apos;s cards: choose the one that brings you the most points, or one you would rather keep from the winner.</source>
        <translation>À vous de prendre une carte de l&apos;offre gagnante : choisissez celle qui vous rapporte le plus de points, ou une que vous préférez ne pas laisser au gagnant.</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/score5/qt/lesson.py" line="198"/>
        <source>You own the wild: choose the family where it brings you the most points. The best one is already chosen.</source>
        <translation>La carte multicolore est à vous : choisissez la famille où elle vous rapporte le plus de points. La meilleure est déjà choisie.</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/score5/qt/lesson.py" line="214"/>
        <source>The game is over: each family&apos;s highest card scored. Try again, or choose your own game from Game &gt; New; Help &gt; Rules has every rule.</source>
        <translation>La partie est finie : la plus haute carte de chaque famille a compté. Réessayez, ou choisissez votre propre partie depuis Partie &gt; Nouvelle partie ; Aide &gt; Règles donne toutes les règles.</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/score5/qt/lesson.py" line="209"/>
        <source>You won your first game! Each family&apos;s highest card scored. Play again against stronger bots from Game &gt; New; Help &gt; Rules has every rule.</source>
        <translation>Vous avez gagné votre première partie ! La plus haute carte de chaque famille a compté. Rejouez contre des bots plus forts depuis Partie &gt; Nouvelle partie ; Aide &gt; Règles donne toutes les règles.</translation>
    </message>
</context>
<context>
    <name>ScoreChart</name>
    <message>
        <location filename="../score5_desktop/ui/charts/score_chart.py" line="300"/>
        <source>%1 · %2: %3</source>
        <extracomment>A chart tooltip: %1 a player&apos;s name; %2 a family colour, e.g. &quot;green&quot;; %3 points, e.g. 75.</extracomment>
        <translation>%1 · %2 : %3</translation>
    </message>
    <message>
        <location filename="../score5_desktop/ui/charts/score_chart.py" line="308"/>
        <source>Scores split by family</source>
        <translation>Points répartis par famille</translation>
    </message>
    <message>
        <location filename="../score5_desktop/ui/charts/score_chart.py" line="318"/>
        <source>%1 %2</source>
        <extracomment>A legend entry: %1 a family colour, e.g. &quot;green&quot;; %2 points, e.g. 75.</extracomment>
        <translation>%1 %2</translation>
    </message>
    <message>
        <location filename="../score5_desktop/ui/charts/score_chart.py" line="326"/>
        <source>%1: %2 (%3)</source>
        <extracomment>For screen readers: %1 a player&apos;s name; %2 the families and points; %3 the total.</extracomment>
        <translation>%1 : %2 (%3)</translation>
    </message>
</context>
<context>
    <name>Scoreboard</name>
    <message>
        <location filename="../score5_desktop/games/score5/qt/panels/scoreboard_model.py" line="64"/>
        <source>Total</source>
        <translation>Total</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/score5/qt/panels/scoreboard_model.py" line="73"/>
        <source>Your true score: every card you hold counts, also those only you have seen.</source>
        <translation>Votre vrai score : toutes vos cartes comptent, même celles que vous seul avez vues.</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/score5/qt/panels/scoreboard_model.py" line="112"/>
        <location filename="../score5_desktop/games/score5/qt/panels/side_panels.py" line="300"/>
        <source>%1 + wild</source>
        <extracomment>A family&apos;s total before the wild card is placed: %1 the total, e.g. 235.</extracomment>
        <translation>%1 + multicolore</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/score5/qt/panels/scoreboard_model.py" line="115"/>
        <source>The wild is not in a family yet: its owner places it at the end of the game, where it scores best.</source>
        <translation>La carte multicolore n&apos;est encore dans aucune famille : son propriétaire la place à la fin du jeu, là où elle marque le plus de points.</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/score5/qt/panels/scoreboard_model.py" line="131"/>
        <source>%1: no known card</source>
        <extracomment>Scoreboard tooltip: %1 a family colour, e.g. &quot;green&quot;.</extracomment>
        <translation>%1 : aucune carte connue</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/score5/qt/panels/scoreboard_model.py" line="134"/>
        <source>%1: %2</source>
        <extracomment>Scoreboard tooltip: %1 a family colour, e.g. &quot;green&quot;; %2 a card name, e.g. &quot;green 80&quot;.</extracomment>
        <translation>%1 : %2</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <location filename="../score5_desktop/ui/windows/settings_dialog.py" line="158"/>
        <source>%1 %</source>
        <extracomment>A sound volume, e.g. 80 (French: no-break space before %).</extracomment>
        <translation>%1 %</translation>
    </message>
    <message>
        <location filename="../score5_desktop/ui/windows/settings_dialog.py" line="166"/>
        <source>Settings</source>
        <translation>Paramètres</translation>
    </message>
    <message>
        <location filename="../score5_desktop/model/problem_words.py" line="420"/>
        <location filename="../score5_desktop/ui/windows/settings_dialog.py" line="174"/>
        <source>&amp;Animation speed:</source>
        <translation>Vitesse des &amp;animations :</translation>
    </message>
    <message>
        <location filename="../score5_desktop/model/problem_words.py" line="421"/>
        <location filename="../score5_desktop/ui/windows/settings_dialog.py" line="175"/>
        <source>&amp;Theme:</source>
        <translation>&amp;Thème :</translation>
    </message>
    <message>
        <location filename="../score5_desktop/model/problem_words.py" line="422"/>
        <location filename="../score5_desktop/ui/windows/settings_dialog.py" line="176"/>
        <source>&amp;Language:</source>
        <translation>&amp;Langue :</translation>
    </message>
    <message>
        <location filename="../score5_desktop/model/problem_words.py" line="423"/>
        <location filename="../score5_desktop/ui/windows/settings_dialog.py" line="178"/>
        <source>&amp;Reduce motion (cards fade instead of flying)</source>
        <translation>&amp;Réduire les animations (les cartes apparaissent en fondu au lieu de voler)</translation>
    </message>
    <message>
        <location filename="../score5_desktop/model/problem_words.py" line="426"/>
        <location filename="../score5_desktop/ui/windows/settings_dialog.py" line="180"/>
        <source>Sound &amp;volume:</source>
        <translation>&amp;Volume sonore :</translation>
    </message>
    <message>
        <location filename="../score5_desktop/model/problem_words.py" line="427"/>
        <location filename="../score5_desktop/ui/windows/settings_dialog.py" line="181"/>
        <source>&amp;Mute sound effects</source>
        <translation>Couper les effets &amp;sonores</translation>
    </message>
    <message>
        <location filename="../score5_desktop/model/problem_words.py" line="428"/>
        <location filename="../score5_desktop/ui/windows/settings_dialog.py" line="185"/>
        <source>Play automatically when you have no &amp;choice (take the only card, or pass)</source>
        <translation>&amp;Jouer automatiquement quand vous n&apos;avez aucun choix (prendre la seule carte, ou passer)</translation>
    </message>
    <message>
        <location filename="../score5_desktop/model/problem_words.py" line="440"/>
        <location filename="../score5_desktop/ui/windows/settings_dialog.py" line="167"/>
        <source>Your &amp;name:</source>
        <translation>Votre &amp;nom :</translation>
    </message>
    <message>
        <location filename="../score5_desktop/ui/windows/settings_dialog.py" line="170"/>
        <source>Offered for your seat in a new game. In a game with several people at one computer, your statistics count the seat with this name.</source>
        <translation>Proposé pour votre place dans une nouvelle partie. Quand plusieurs personnes jouent sur le même ordinateur, vos statistiques retiennent la place qui porte ce nom.</translation>
    </message>
    <message>
        <location filename="../score5_desktop/ui/windows/settings_dialog.py" line="190"/>
        <source>Slow</source>
        <translation>Lente</translation>
    </message>
    <message>
        <location filename="../score5_desktop/ui/windows/settings_dialog.py" line="190"/>
        <source>Normal</source>
        <translation>Normale</translation>
    </message>
    <message>
        <location filename="../score5_desktop/ui/windows/settings_dialog.py" line="190"/>
        <source>Fast</source>
        <translation>Rapide</translation>
    </message>
    <message>
        <location filename="../score5_desktop/ui/windows/settings_dialog.py" line="190"/>
        <source>Instant</source>
        <translation>Instantanée</translation>
    </message>
    <message>
        <location filename="../score5_desktop/ui/windows/settings_dialog.py" line="192"/>
        <source>Follow the system</source>
        <translation>Comme le système</translation>
    </message>
    <message>
        <location filename="../score5_desktop/ui/windows/settings_dialog.py" line="192"/>
        <source>Light</source>
        <translation>Clair</translation>
    </message>
    <message>
        <location filename="../score5_desktop/ui/windows/settings_dialog.py" line="192"/>
        <source>Dark</source>
        <translation>Sombre</translation>
    </message>
    <message>
        <location filename="../score5_desktop/ui/windows/settings_dialog.py" line="197"/>
        <source>System default (%1)</source>
        <extracomment>%1 the system&apos;s language by its own name, e.g. &quot;Deutsch&quot;.</extracomment>
        <translation>Langue du système (%1)</translation>
    </message>
    <message>
        <location filename="../score5_desktop/ui/windows/settings_dialog.py" line="216"/>
        <source>Sound is not available: Qt Multimedia is not installed.</source>
        <translation>Le son n&apos;est pas disponible : Qt Multimedia n&apos;est pas installé.</translation>
    </message>
    <message>
        <location filename="../score5_desktop/ui/windows/settings_dialog.py" line="218"/>
        <source>Sound is not available: no audio output was found.</source>
        <translation>Le son n&apos;est pas disponible : aucune sortie audio n&apos;a été trouvée.</translation>
    </message>
    <message>
        <location filename="../score5_desktop/ui/windows/settings_dialog.py" line="220"/>
        <source>Sound is not available: the sound files are missing.</source>
        <translation>Le son n&apos;est pas disponible : les fichiers son sont manquants.</translation>
    </message>
    <message>
        <location filename="../score5_desktop/ui/windows/settings_dialog.py" line="222"/>
        <source>Sound is switched off for this session (SCORE5_NO_SOUND).</source>
        <translation>Le son est coupé pour cette session (SCORE5_NO_SOUND).</translation>
    </message>
</context>
<context>
    <name>SidePanels</name>
    <message>
        <location filename="../score5_desktop/games/score5/qt/panels/side_panels.py" line="389"/>
        <source>No game yet.</source>
        <translation>Pas encore de partie.</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/score5/qt/panels/side_panels.py" line="396"/>
        <source>Round %1 of 12</source>
        <extracomment>%1 is the round number, e.g. 3 (a game has 12 rounds).</extracomment>
        <translation>Tour de jeu %1 sur 12</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/score5/qt/panels/side_panels.py" line="399"/>
        <source>Up for auction: %1</source>
        <extracomment>%1 is a card name, e.g. &quot;green 35&quot;.</extracomment>
        <translation>Mise en jeu : la carte %1</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/score5/qt/panels/side_panels.py" line="402"/>
        <source>No card is up for auction.</source>
        <translation>Aucune carte n&apos;est mise en jeu.</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/score5/qt/panels/side_panels.py" line="405"/>
        <source>Pile: %1</source>
        <extracomment>%1 counts the face-down cards left per type, e.g. &quot;3★ · 5★★ · 1★★★&quot;.</extracomment>
        <translation>Pile : %1</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/score5/qt/panels/side_panels.py" line="407"/>
        <source>The pile is empty.</source>
        <translation>La pile est vide.</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/score5/qt/panels/side_panels.py" line="411"/>
        <source>Round</source>
        <translation>Tour de jeu</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/score5/qt/panels/side_panels.py" line="425"/>
        <source>Once a game starts: each player&apos;s best known card per family.</source>
        <extracomment>SCORE 5&apos;s scores panel before any game: what it will show.</extracomment>
        <translation>Dès qu&apos;une partie commence : la meilleure carte connue de chaque joueur dans chaque famille.</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/score5/qt/panels/side_panels.py" line="429"/>
        <source>Once a game starts: the cards each player is known to hold.</source>
        <extracomment>SCORE 5&apos;s known holdings panel before any game: what it will show.</extracomment>
        <translation>Dès qu&apos;une partie commence : les cartes que chaque joueur a sûrement en main.</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/score5/qt/panels/side_panels.py" line="433"/>
        <source>Once a game starts: every bid, win and card taken.</source>
        <extracomment>SCORE 5&apos;s game log before any game: what it will show.</extracomment>
        <translation>Dès qu&apos;une partie commence : chaque offre, chaque enchère gagnée et chaque carte prise.</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/score5/qt/panels/side_panels.py" line="382"/>
        <source>Scores (known cards)</source>
        <translation>Points (cartes connues)</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/score5/qt/panels/side_panels.py" line="380"/>
        <source>Scores (known; yours in bold)</source>
        <translation>Points connus (vôtres en gras)</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/score5/qt/panels/side_panels.py" line="413"/>
        <source>Known holdings</source>
        <translation>Cartes connues</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/score5/qt/panels/side_panels.py" line="414"/>
        <location filename="../score5_desktop/games/score5/qt/panels/side_panels.py" line="421"/>
        <source>Game log</source>
        <translation>Journal de la partie</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/score5/qt/panels/side_panels.py" line="416"/>
        <source>Scoreboard: best known card per family</source>
        <translation>Tableau des points : meilleure carte connue par famille</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/score5/qt/panels/side_panels.py" line="419"/>
        <source>Cards each player is known to hold</source>
        <translation>Cartes que l&apos;on sait en main de chaque joueur</translation>
    </message>
</context>
<context>
    <name>Statistics</name>
    <message>
        <location filename="../score5_desktop/ui/charts/stats_charts.py" line="82"/>
        <source>%1%</source>
        <extracomment>A percentage on the statistics charts: %1 a number, e.g. 12.5 (French: a no-break space before %).</extracomment>
        <translation>%1 %</translation>
    </message>
    <message>
        <location filename="../score5_desktop/ui/charts/stats_charts.py" line="102"/>
        <source>Your win rate against each bot level (games played)</source>
        <translation>Votre taux de victoire contre chaque niveau de bot (parties jouées)</translation>
    </message>
    <message>
        <location filename="../score5_desktop/ui/charts/stats_charts.py" line="104"/>
        <source>Win rate</source>
        <translation>Taux de victoire</translation>
    </message>
    <message>
        <location filename="../score5_desktop/ui/charts/stats_charts.py" line="113"/>
        <source>%1 (%2)</source>
        <extracomment>An axis label: %1 a bot level, e.g. &quot;hard&quot;; %2 games played, e.g. 12.</extracomment>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <location filename="../score5_desktop/ui/charts/stats_charts.py" line="144"/>
        <source>%1–%2</source>
        <extracomment>A range of games on the axis, e.g. 1–10.</extracomment>
        <translation>%1–%2</translation>
    </message>
    <message>
        <location filename="../score5_desktop/ui/charts/stats_charts.py" line="149"/>
        <source>Week starting</source>
        <translation>Semaine du</translation>
    </message>
    <message>
        <location filename="../score5_desktop/ui/charts/stats_charts.py" line="151"/>
        <source>Month</source>
        <translation>Mois</translation>
    </message>
    <message>
        <location filename="../score5_desktop/ui/charts/stats_charts.py" line="152"/>
        <source>Your games against each level, in the order played</source>
        <translation>Vos parties contre chaque niveau, dans l&apos;ordre où elles ont été jouées</translation>
    </message>
    <message>
        <location filename="../score5_desktop/ui/charts/stats_charts.py" line="162"/>
        <source>Your win rate over time</source>
        <translation>Votre taux de victoire au fil du temps</translation>
    </message>
</context>
<context>
    <name>StatisticsText</name>
    <message numerus="yes">
        <location filename="../score5_desktop/ui/charts/stats_charts.py" line="222"/>
        <source>Against %1 bots: won %2 of %n game(s) (%3)</source>
        <extracomment>A chart tooltip. %1 a bot level, e.g. &quot;normal&quot;; %2 games won, e.g. 3; %n games played, e.g. 10; %3 the win rate, e.g. &quot;30.0%&quot;.</extracomment>
        <translation>
            <numerusform>Contre des bots de niveau %1, victoires : %2 sur %n partie (%3)</numerusform>
            <numerusform>Contre des bots de niveau %1, victoires : %2 sur %n parties (%3)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>StatsWindow</name>
    <message>
        <location filename="../score5_desktop/games/score5/qt/stats_words.py" line="25"/>
        <source>No statistics yet.
Finish a game against the bots and your results appear here: your win rate against each level, your scores per family and your best game.</source>
        <translation>Pas encore de statistiques.
Terminez une partie contre les bots et vos résultats apparaîtront ici : votre taux de victoire contre chaque niveau, vos points par famille et votre meilleure partie.</translation>
    </message>
    <message>
        <location filename="../score5_desktop/ui/stats_part.py" line="71"/>
        <source>No statistics yet.
Finish a game against the bots and your results appear here: your win rate against each level and your best game.</source>
        <translation>Pas encore de statistiques.
Terminez une partie contre les bots et vos résultats apparaîtront ici : votre taux de victoire contre chaque niveau et votre meilleure partie.</translation>
    </message>
    <message>
        <location filename="../score5_desktop/ui/windows/stats_window.py" line="292"/>
        <location filename="../score5_desktop/ui/windows/stats_window.py" line="427"/>
        <source>No games of yours against bots yet</source>
        <translation>Aucune partie de votre part contre des bots pour l&apos;instant</translation>
    </message>
    <message numerus="yes">
        <location filename="../score5_desktop/ui/windows/stats_window.py" line="303"/>
        <source>%n of your games hold stored values that could not be read (a score, a date or a result); those values are left out of these figures.</source>
        <extracomment>Statistics: %n games of the player&apos;s whose stored values (a score, a date) could not be read, e.g. 3.</extracomment>
        <translation>
            <numerusform>%n de vos parties contient des valeurs enregistrées illisibles (un score, une date ou un résultat) ; ces valeurs sont exclues de ces chiffres.</numerusform>
            <numerusform>%n de vos parties contiennent des valeurs enregistrées illisibles (un score, une date ou un résultat) ; ces valeurs sont exclues de ces chiffres.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../score5_desktop/ui/windows/stats_window.py" line="319"/>
        <source>Not counted here: %n hot-seat game(s) in which no seat bears your name. Enter Your name in Settings to count your seat in such games.</source>
        <extracomment>Under the statistics; %n hot-seat games (several people at one screen) in the history with no seat bearing the player&apos;s own name, e.g. 3.</extracomment>
        <translation>
            <numerusform>Non comptée ici : %n partie en hot seat où aucune place ne porte votre nom. Indiquez Votre nom dans les Paramètres pour compter votre place dans ces parties.</numerusform>
            <numerusform>Non comptées ici : %n parties en hot seat où aucune place ne porte votre nom. Indiquez Votre nom dans les Paramètres pour compter votre place dans ces parties.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../score5_desktop/ui/windows/stats_window.py" line="329"/>
        <source>since %1</source>
        <extracomment>%1 a date, e.g. &quot;3 March 2026&quot;.</extracomment>
        <translation>depuis le %1</translation>
    </message>
    <message>
        <location filename="../score5_desktop/ui/windows/stats_window.py" line="332"/>
        <source>Games played</source>
        <translation>Parties jouées</translation>
    </message>
    <message>
        <location filename="../score5_desktop/ui/windows/stats_window.py" line="335"/>
        <location filename="../score5_desktop/ui/windows/stats_window.py" line="342"/>
        <source>Your win rate</source>
        <translation>Votre taux de victoire</translation>
    </message>
    <message>
        <location filename="../score5_desktop/ui/windows/stats_window.py" line="337"/>
        <source>%1%</source>
        <extracomment>A win rate, e.g. 42.5 (French: no-break space before %).</extracomment>
        <translation>%1 %</translation>
    </message>
    <message>
        <location filename="../score5_desktop/ui/windows/stats_window.py" line="342"/>
        <source>No games of yours yet</source>
        <translation>Aucune partie de votre part pour l&apos;instant</translation>
    </message>
    <message>
        <location filename="../score5_desktop/ui/stats_part.py" line="78"/>
        <source>Your average score</source>
        <translation>Votre score moyen</translation>
    </message>
    <message>
        <location filename="../score5_desktop/ui/windows/stats_window.py" line="347"/>
        <source>points per game</source>
        <translation>points par partie</translation>
    </message>
    <message>
        <location filename="../score5_desktop/ui/windows/stats_window.py" line="357"/>
        <source>%1, %2 (won)</source>
        <extracomment>The best game: %1 your name in it, e.g. &quot;Ann&quot;; %2 its date, e.g. &quot;24/11/2026&quot;.</extracomment>
        <translation>%1, %2 (gagnée)</translation>
    </message>
    <message>
        <location filename="../score5_desktop/ui/windows/stats_window.py" line="360"/>
        <source>%1, %2</source>
        <extracomment>The best game: %1 your name in it, e.g. &quot;Ann&quot;; %2 its date, e.g. &quot;24/11/2026&quot;.</extracomment>
        <translation>%1, %2</translation>
    </message>
    <message>
        <location filename="../score5_desktop/ui/windows/stats_window.py" line="362"/>
        <location filename="../score5_desktop/ui/windows/stats_window.py" line="368"/>
        <source>Your best game</source>
        <translation>Votre meilleure partie</translation>
    </message>
    <message numerus="yes">
        <location filename="../score5_desktop/ui/windows/stats_window.py" line="364"/>
        <source>%n point(s)</source>
        <extracomment>The best game&apos;s score.</extracomment>
        <translation>
            <numerusform>%n point</numerusform>
            <numerusform>%n points</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../score5_desktop/ui/windows/stats_window.py" line="465"/>
        <source>&amp;Game:</source>
        <extracomment>Statistics: the switch between the games whose statistics are shown.</extracomment>
        <translation>&amp;Jeu :</translation>
    </message>
    <message numerus="yes">
        <location filename="../score5_desktop/ui/windows/stats_window.py" line="478"/>
        <source>per %n game(s)</source>
        <extracomment>How the win-rate chart groups games, e.g. &quot;per 10 games&quot;.</extracomment>
        <translation>
            <numerusform>par tranche de %n partie</numerusform>
            <numerusform>par tranche de %n parties</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../score5_desktop/ui/windows/stats_window.py" line="339"/>
        <source>%1 of %n game(s) won</source>
        <extracomment>%1 games won, e.g. 3; %n games played against bots, e.g. 10.</extracomment>
        <translation>
            <numerusform>Victoires : %1 sur %n partie</numerusform>
            <numerusform>Victoires : %1 sur %n parties</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../score5_desktop/ui/windows/stats_window.py" line="399"/>
        <source>Your games</source>
        <extracomment>A chart bar&apos;s label: the local player&apos;s own games, beside &quot;normal bots&quot;.</extracomment>
        <translation>Vos parties</translation>
    </message>
    <message>
        <location filename="../score5_desktop/ui/windows/stats_window.py" line="402"/>
        <source>%1 bots</source>
        <extracomment>A bar label: %1 a bot level, e.g. &quot;normal&quot;.</extracomment>
        <translation>Bots de niveau %1</translation>
    </message>
    <message>
        <location filename="../score5_desktop/ui/windows/stats_window.py" line="461"/>
        <source>Statistics</source>
        <translation>Statistiques</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/score5/qt/stats_words.py" line="38"/>
        <source>Average score per family</source>
        <translation>Score final moyen par famille</translation>
    </message>
    <message>
        <location filename="../score5_desktop/ui/windows/stats_window.py" line="468"/>
        <source>&amp;Win rate:</source>
        <translation>Taux de &amp;victoire :</translation>
    </message>
    <message>
        <location filename="../score5_desktop/ui/windows/stats_window.py" line="469"/>
        <source>&amp;Replay it</source>
        <translation>&amp;Revoir cette partie</translation>
    </message>
    <message>
        <location filename="../score5_desktop/ui/windows/stats_window.py" line="475"/>
        <source>by week</source>
        <translation>par semaine</translation>
    </message>
    <message>
        <location filename="../score5_desktop/ui/windows/stats_window.py" line="476"/>
        <source>by month</source>
        <translation>par mois</translation>
    </message>
</context>
<context>
    <name>Storage</name>
    <message>
        <location filename="../score5_desktop/model/problem_words.py" line="53"/>
        <source>The file %1 does not exist.</source>
        <extracomment>%1 a file&apos;s name, e.g. &quot;game.score5.json&quot;.</extracomment>
        <translation>Le fichier %1 n&apos;existe pas.</translation>
    </message>
    <message>
        <location filename="../score5_desktop/model/problem_words.py" line="56"/>
        <source>%1 is not a regular file, so it was not read.</source>
        <extracomment>%1 a path&apos;s name, e.g. &quot;game.score5.json&quot; (a folder or a device, not a file).</extracomment>
        <translation>%1 n&apos;est pas un fichier ordinaire, il n&apos;a donc pas été lu.</translation>
    </message>
    <message>
        <location filename="../score5_desktop/model/problem_words.py" line="60"/>
        <source>The file %1 is larger than %2 KiB, so it was not read.</source>
        <extracomment>%1 a file&apos;s name, e.g. &quot;game.score5.json&quot;; %2 the size limit in KiB, e.g. 512.</extracomment>
        <translation>Le fichier %1 dépasse %2 Kio, il n&apos;a donc pas été lu.</translation>
    </message>
    <message>
        <location filename="../score5_desktop/model/problem_words.py" line="67"/>
        <source>The file %1 could not be opened (%2).</source>
        <extracomment>%1 a file&apos;s name, e.g. &quot;game.score5.json&quot;; %2 the system&apos;s reason, e.g. &quot;Permission denied&quot;.</extracomment>
        <translation>Le fichier %1 n&apos;a pas pu être ouvert (%2).</translation>
    </message>
    <message>
        <location filename="../score5_desktop/model/problem_words.py" line="72"/>
        <source>The file %1 is not a game record this app can read: %2.</source>
        <extracomment>%1 a file&apos;s name, e.g. &quot;game.score5.json&quot;; %2 what is wrong with it, e.g. &quot;the record names a card that is not in the deck (round 3, player 2)&quot;.</extracomment>
        <translation>Le fichier %1 n&apos;est pas un enregistrement de partie que ce programme sait lire : %2.</translation>
    </message>
    <message>
        <location filename="../score5_desktop/model/problem_words.py" line="79"/>
        <source>The game could not be saved as %1 (%2).</source>
        <extracomment>%1 a file&apos;s name, e.g. &quot;game.score5.json&quot;; %2 the reason, e.g. &quot;No space left on device&quot;.</extracomment>
        <translation>La partie n&apos;a pas pu être sauvegardée sous %1 (%2).</translation>
    </message>
    <message>
        <location filename="../score5_desktop/model/problem_words.py" line="82"/>
        <source>The game could not be autosaved (%1).</source>
        <extracomment>%1 the reason, e.g. &quot;No space left on device&quot;.</extracomment>
        <translation>La partie n&apos;a pas pu être sauvegardée automatiquement (%1).</translation>
    </message>
    <message>
        <location filename="../score5_desktop/model/problem_words.py" line="86"/>
        <source>The finished game&apos;s autosave could not be removed (%1).</source>
        <extracomment>%1 the reason, e.g. &quot;Permission denied&quot;.</extracomment>
        <translation>La sauvegarde automatique de la partie terminée n&apos;a pas pu être supprimée (%1).</translation>
    </message>
    <message>
        <location filename="../score5_desktop/model/problem_words.py" line="92"/>
        <source>The autosave could not be read. %1</source>
        <extracomment>%1 a whole sentence saying why, e.g. &quot;The file autosave.json could not be opened (Permission denied).&quot;</extracomment>
        <translation>La sauvegarde automatique n&apos;a pas pu être lue. %1</translation>
    </message>
    <message>
        <location filename="../score5_desktop/model/problem_words.py" line="98"/>
        <source>The saved game could not be resumed. %1 The file was kept as %2; a new game will be saved beside it.</source>
        <extracomment>%1 a whole sentence saying why, e.g. &quot;The file autosave.json is not a game record this app can read: the file is empty.&quot;; %2 the name the file was renamed to, e.g. &quot;autosave.json.bad&quot;.</extracomment>
        <translation>La sauvegarde n&apos;a pas pu être reprise. %1 Le fichier a été conservé sous le nom %2 ; une nouvelle partie sera sauvegardée à côté.</translation>
    </message>
    <message>
        <location filename="../score5_desktop/model/problem_words.py" line="260"/>
        <source>The finished game could not be added to your history (%1). It is kept in the autosave and will be added when the app can write its data folder.</source>
        <extracomment>%1 why, in the system&apos;s words (e.g. &quot;permission denied&quot;).</extracomment>
        <translation>La partie terminée n&apos;a pas pu être ajoutée à votre historique (%1). Elle est conservée dans la sauvegarde automatique et y sera ajoutée dès que le programme pourra écrire dans son dossier de données.</translation>
    </message>
    <message>
        <location filename="../score5_desktop/model/problem_words.py" line="270"/>
        <source>The finished game could not be kept in the app&apos;s data folder (%1). To keep it, save it with Game &gt; Save game as… to another folder.</source>
        <extracomment>%1 why, in the system&apos;s words (e.g. &quot;no space left on device&quot;).</extracomment>
        <translation>La partie terminée n&apos;a pas pu être conservée dans le dossier de données du programme (%1). Pour la garder, sauvegardez-la avec Partie &gt; Sauvegarder la partie sous… dans un autre dossier.</translation>
    </message>
    <message>
        <location filename="../score5_desktop/model/problem_words.py" line="294"/>
        <source>the file&apos;s data is nested too deeply</source>
        <translation>les données du fichier sont trop imbriquées</translation>
    </message>
    <message>
        <location filename="../score5_desktop/model/problem_words.py" line="295"/>
        <source>the file holds no settings</source>
        <translation>le fichier ne contient pas de paramètres</translation>
    </message>
    <message>
        <location filename="../score5_desktop/model/problem_words.py" line="296"/>
        <source>the file is not a database</source>
        <translation>le fichier n&apos;est pas une base de données</translation>
    </message>
    <message>
        <location filename="../score5_desktop/model/problem_words.py" line="298"/>
        <source>another copy of the app is using the file</source>
        <translation>une autre copie de l&apos;application utilise le fichier</translation>
    </message>
    <message>
        <location filename="../score5_desktop/model/problem_words.py" line="299"/>
        <source>a newer version of the app wrote the file</source>
        <translation>une version plus récente de l&apos;application a écrit le fichier</translation>
    </message>
    <message>
        <location filename="../score5_desktop/model/problem_words.py" line="300"/>
        <source>the file holds a database that is not a game history</source>
        <translation>le fichier contient une base de données qui n&apos;est pas un historique de parties</translation>
    </message>
    <message>
        <location filename="../score5_desktop/model/problem_words.py" line="303"/>
        <source>the folder for the file cannot be used</source>
        <translation>le dossier du fichier n&apos;est pas utilisable</translation>
    </message>
    <message>
        <location filename="../score5_desktop/model/problem_words.py" line="304"/>
        <source>the path is not a regular file</source>
        <translation>le chemin ne désigne pas un fichier ordinaire</translation>
    </message>
    <message>
        <location filename="../score5_desktop/model/problem_words.py" line="338"/>
        <source>the record was made by a version of the app that this one cannot read</source>
        <translation>l&apos;enregistrement vient d&apos;une version de l&apos;application que celle-ci ne sait pas lire</translation>
    </message>
    <message>
        <location filename="../score5_desktop/model/problem_words.py" line="342"/>
        <source>the record uses a deck this app does not have</source>
        <translation>l&apos;enregistrement utilise un jeu de cartes que cette application n&apos;a pas</translation>
    </message>
    <message>
        <location filename="../score5_desktop/model/problem_words.py" line="344"/>
        <source>the record names a card that is not in the deck</source>
        <translation>l&apos;enregistrement cite une carte qui n&apos;est pas dans le jeu</translation>
    </message>
    <message>
        <location filename="../score5_desktop/model/problem_words.py" line="345"/>
        <source>a decision in the record breaks the rules</source>
        <translation>une décision de l&apos;enregistrement enfreint les règles</translation>
    </message>
    <message>
        <location filename="../score5_desktop/model/problem_words.py" line="364"/>
        <source>%1 (deal %2, play %3, player %4)</source>
        <extracomment>Where a record is wrong. %1 what is wrong, e.g. &quot;a decision in the record breaks the rules&quot;; %2 a deal&apos;s number, e.g. 2; %3 a play&apos;s number within the deal, e.g. 7; %4 a seat number, e.g. 3.</extracomment>
        <translation>%1 (donne %2, coup %3, joueur %4)</translation>
    </message>
    <message>
        <location filename="../score5_desktop/model/problem_words.py" line="373"/>
        <source>%1 (deal %2, play %3)</source>
        <extracomment>%1 what is wrong, e.g. &quot;a decision in the record breaks the rules&quot;; %2 a deal&apos;s number, e.g. 2; %3 a play&apos;s number within the deal, e.g. 7.</extracomment>
        <translation>%1 (donne %2, coup %3)</translation>
    </message>
    <message>
        <location filename="../score5_desktop/model/problem_words.py" line="378"/>
        <source>%1 (deal %2, player %3)</source>
        <extracomment>%1 what is wrong, e.g. &quot;the record names a card that is not in the deck&quot;; %2 a deal&apos;s number, e.g. 2; %3 a seat number, e.g. 3.</extracomment>
        <translation>%1 (donne %2, joueur %3)</translation>
    </message>
    <message>
        <location filename="../score5_desktop/model/problem_words.py" line="385"/>
        <source>%1 (deal %2)</source>
        <extracomment>%1 what is wrong, e.g. &quot;the record names a card that is not in the deck&quot;; %2 a deal&apos;s number, e.g. 2.</extracomment>
        <translation>%1 (donne %2)</translation>
    </message>
    <message>
        <location filename="../score5_desktop/model/problem_words.py" line="434"/>
        <location filename="../score5_desktop/model/problem_words.py" line="437"/>
        <source>the last new game&apos;s players and options</source>
        <extracomment>A setting that was reset: the players and options the New game dialog offers first, from the last game started.</extracomment>
        <translation>les joueurs et options de la dernière nouvelle partie</translation>
    </message>
    <message>
        <location filename="../score5_desktop/model/problem_words.py" line="439"/>
        <source>the window&apos;s size and position</source>
        <extracomment>A setting that was reset: where the main window opens and how large it is.</extracomment>
        <translation>la taille et la position de la fenêtre</translation>
    </message>
    <message>
        <location filename="../score5_desktop/model/problem_words.py" line="443"/>
        <source>the game offered first for a new game</source>
        <extracomment>A setting that was reset: which game the New game dialog offers first (the one played last).</extracomment>
        <translation>le jeu proposé en premier pour une nouvelle partie</translation>
    </message>
    <message>
        <location filename="../score5_desktop/model/problem_words.py" line="446"/>
        <source>the offer of a guided first game</source>
        <extracomment>A setting that was reset: whether the offer of a guided first game (a lesson) was already made at a first start.</extracomment>
        <translation>la proposition d&apos;une première partie guidée</translation>
    </message>
    <message>
        <location filename="../score5_desktop/model/problem_words.py" line="450"/>
        <source>another setting</source>
        <extracomment>A setting that was reset, when the settings file names one this version does not know.</extracomment>
        <translation>un autre paramètre</translation>
    </message>
    <message>
        <location filename="../score5_desktop/model/problem_words.py" line="121"/>
        <source>Your settings could not be saved (%1).</source>
        <extracomment>%1 the reason, e.g. &quot;No space left on device&quot;.</extracomment>
        <translation>Vos paramètres n&apos;ont pas pu être sauvegardés (%1).</translation>
    </message>
    <message>
        <location filename="../score5_desktop/model/problem_words.py" line="126"/>
        <source>Your settings could not be read (%1), so the default settings are used for now. The file was left as it is.</source>
        <extracomment>%1 the reason, a clause with its own subject, e.g. &quot;the path is not a regular file&quot; or &quot;Permission denied&quot;.</extracomment>
        <translation>Vos paramètres n&apos;ont pas pu être lus (%1) : les paramètres par défaut sont utilisés pour l&apos;instant. Le fichier a été laissé tel quel.</translation>
    </message>
    <message>
        <location filename="../score5_desktop/model/problem_words.py" line="137"/>
        <source>Your settings file could not be read (%1), so the default settings are used. The old file was kept as %2.</source>
        <extracomment>%1 the reason, a clause with its own subject, e.g. &quot;the file is not valid JSON&quot;; %2 the name the old file was renamed to, e.g. &quot;settings.json.bad&quot;.</extracomment>
        <translation>Le fichier de vos paramètres n&apos;a pas pu être lu (%1) : les paramètres par défaut sont utilisés. L&apos;ancien fichier a été conservé sous le nom %2.</translation>
    </message>
    <message>
        <location filename="../score5_desktop/model/problem_words.py" line="162"/>
        <source>Some settings were not valid and were reset to their defaults: %1.</source>
        <extracomment>%1 the settings, named as in the Preferences dialog, e.g. &quot;Animation speed, Theme&quot;.</extracomment>
        <translation>Certains paramètres n&apos;étaient pas valides et ont repris leur valeur par défaut : %1.</translation>
    </message>
    <message>
        <location filename="../score5_desktop/model/problem_words.py" line="173"/>
        <source>Your settings were not saved: the settings file could not be read or moved aside, and it is never overwritten (%1).</source>
        <extracomment>%1 the settings file&apos;s name, e.g. &quot;settings.json&quot;.</extracomment>
        <translation>Vos paramètres n&apos;ont pas été sauvegardés : le fichier des paramètres n&apos;a pu être ni lu ni mis de côté, et il n&apos;est jamais écrasé (%1).</translation>
    </message>
    <message>
        <location filename="../score5_desktop/model/problem_words.py" line="182"/>
        <source>Game %1 is not in your history.</source>
        <extracomment>%1 a game&apos;s number in the history, e.g. 12.</extracomment>
        <translation>La partie %1 n&apos;est pas dans votre historique.</translation>
    </message>
    <message>
        <location filename="../score5_desktop/model/problem_words.py" line="187"/>
        <source>Game %1 of your history is not a game record this app can read: %2.</source>
        <extracomment>%1 a game&apos;s number in the history, e.g. 12; %2 what is wrong with it, e.g. &quot;a decision in the record breaks the rules (round 4, player 1)&quot;.</extracomment>
        <translation>La partie %1 de votre historique n&apos;est pas un enregistrement de partie que ce programme sait lire : %2.</translation>
    </message>
    <message>
        <location filename="../score5_desktop/model/problem_words.py" line="197"/>
        <source>Your game history could not be read (%1), so a new, empty history was started. The old file was kept as %2.</source>
        <extracomment>%1 the reason, a clause with its own subject, e.g. &quot;the file is damaged&quot;; %2 the name the old file was renamed to, e.g. &quot;history.sqlite.bad&quot;.</extracomment>
        <translation>Votre historique des parties n&apos;a pas pu être lu (%1) : un nouvel historique vide a été commencé. L&apos;ancien fichier a été conservé sous le nom %2.</translation>
    </message>
    <message>
        <location filename="../score5_desktop/model/problem_words.py" line="209"/>
        <source>The data folder %1 cannot be read or written (%2). Games are not autosaved, and games you finish will not be remembered after you quit.</source>
        <extracomment>%1 the app&apos;s data folder, a whole path, e.g. &quot;/home/ann/.local/share/score5&quot;; %2 the system&apos;s reason, e.g. &quot;permission denied&quot;.</extracomment>
        <translation>Le dossier de données %1 ne peut être ni lu ni écrit (%2). Les parties ne sont pas sauvegardées automatiquement, et les parties que vous terminerez seront oubliées quand vous quitterez.</translation>
    </message>
    <message>
        <location filename="../score5_desktop/model/problem_words.py" line="221"/>
        <source>Your game history could not be opened (%1). Games you finish now will not be remembered after you quit.</source>
        <extracomment>%1 the reason, a clause with its own subject, e.g. &quot;the folder for the file cannot be used&quot;.</extracomment>
        <translation>Votre historique des parties n&apos;a pas pu être ouvert (%1). Les parties que vous terminerez maintenant seront oubliées quand vous quitterez.</translation>
    </message>
    <message>
        <location filename="../score5_desktop/model/problem_words.py" line="232"/>
        <source>Your game history could not be opened (%1). Games you finish now are kept and will be added to it as soon as it can be opened.</source>
        <extracomment>%1 the reason, a clause with its own subject, e.g. &quot;another copy of the app is using the file&quot;.</extracomment>
        <translation>Votre historique des parties n&apos;a pas pu être ouvert (%1). Les parties que vous terminez maintenant sont gardées et y seront ajoutées dès qu&apos;il pourra être ouvert.</translation>
    </message>
    <message>
        <location filename="../score5_desktop/model/problem_words.py" line="243"/>
        <source>Your game history could not %1 (%2).</source>
        <extracomment>%1 what it was doing, a verb phrase, e.g. &quot;store the finished game&quot;; %2 the reason, e.g. &quot;disk I/O error&quot;.</extracomment>
        <translation>L&apos;historique des parties n&apos;a pas pu %1 (%2).</translation>
    </message>
    <message>
        <location filename="../score5_desktop/model/problem_words.py" line="250"/>
        <source>The finished game could not be added to your history yet (%1). It is kept and will be added as soon as the history can be written.</source>
        <extracomment>%1 the reason, e.g. &quot;database is locked&quot;.</extracomment>
        <translation>La partie terminée n&apos;a pas encore pu être ajoutée à votre historique (%1). Elle est gardée et y sera ajoutée dès que l&apos;historique pourra être écrit.</translation>
    </message>
    <message>
        <location filename="../score5_desktop/model/problem_words.py" line="297"/>
        <source>the file is damaged</source>
        <translation>le fichier est endommagé</translation>
    </message>
    <message>
        <location filename="../score5_desktop/model/problem_words.py" line="305"/>
        <source>a player&apos;s name is not valid text</source>
        <translation>le nom d&apos;un joueur n&apos;est pas un texte valide</translation>
    </message>
    <message>
        <location filename="../score5_desktop/model/problem_words.py" line="315"/>
        <source>store the finished game</source>
        <translation>enregistrer la partie terminée</translation>
    </message>
    <message>
        <location filename="../score5_desktop/model/problem_words.py" line="316"/>
        <source>delete the game</source>
        <translation>supprimer la partie</translation>
    </message>
    <message>
        <location filename="../score5_desktop/model/problem_words.py" line="317"/>
        <source>count the games</source>
        <translation>compter les parties</translation>
    </message>
    <message>
        <location filename="../score5_desktop/model/problem_words.py" line="318"/>
        <source>list your games</source>
        <translation>lister vos parties</translation>
    </message>
    <message>
        <location filename="../score5_desktop/model/problem_words.py" line="319"/>
        <source>read the game</source>
        <translation>lire la partie</translation>
    </message>
    <message>
        <location filename="../score5_desktop/model/problem_words.py" line="320"/>
        <source>compute statistics</source>
        <translation>calculer les statistiques</translation>
    </message>
    <message>
        <location filename="../score5_desktop/model/problem_words.py" line="333"/>
        <source>the file is empty</source>
        <translation>le fichier est vide</translation>
    </message>
    <message>
        <location filename="../score5_desktop/model/problem_words.py" line="291"/>
        <location filename="../score5_desktop/model/problem_words.py" line="334"/>
        <source>the file is too large</source>
        <translation>le fichier est trop volumineux</translation>
    </message>
    <message>
        <location filename="../score5_desktop/model/problem_words.py" line="111"/>
        <source>The saved game could not be resumed. %1 The file could not be moved aside (%2), so it is left as it is and no new autosave will replace it.</source>
        <extracomment>%1 a whole sentence saying why, e.g. &quot;The file autosave.json is not a game record this app can read: the file is empty.&quot;; %2 why it could not be renamed, e.g. &quot;Permission denied&quot;.</extracomment>
        <translation>La partie sauvegardée n&apos;a pas pu être reprise. %1 Le fichier n&apos;a pas pu être mis de côté (%2) : il reste tel quel et aucune nouvelle sauvegarde automatique ne le remplacera.</translation>
    </message>
    <message>
        <location filename="../score5_desktop/model/problem_words.py" line="149"/>
        <source>Your settings file could not be read (%1), so the default settings are used. The file could not be moved aside (%2), so it is left as it is and will not be overwritten.</source>
        <extracomment>%1 the reason, a clause with its own subject, e.g. &quot;the file is not valid JSON&quot;; %2 why it could not be renamed, e.g. &quot;Permission denied&quot;.</extracomment>
        <translation>Le fichier de vos paramètres n&apos;a pas pu être lu (%1) : les paramètres par défaut sont utilisés. Le fichier n&apos;a pas pu être mis de côté (%2) : il reste tel quel et ne sera pas écrasé.</translation>
    </message>
    <message>
        <location filename="../score5_desktop/model/problem_words.py" line="292"/>
        <location filename="../score5_desktop/model/problem_words.py" line="335"/>
        <source>the file is not UTF-8 text</source>
        <translation>le fichier n&apos;est pas du texte UTF-8</translation>
    </message>
    <message>
        <location filename="../score5_desktop/model/problem_words.py" line="293"/>
        <location filename="../score5_desktop/model/problem_words.py" line="336"/>
        <source>the file is not valid JSON</source>
        <translation>le fichier n&apos;est pas du JSON valide</translation>
    </message>
    <message>
        <location filename="../score5_desktop/model/problem_words.py" line="337"/>
        <source>the data is not a game record this app knows</source>
        <translation>les données ne sont pas un enregistrement de partie que cette application connaît</translation>
    </message>
    <message>
        <location filename="../score5_desktop/model/problem_words.py" line="341"/>
        <source>the record&apos;s version is not a valid version</source>
        <translation>la version de l&apos;enregistrement n&apos;est pas une version valide</translation>
    </message>
    <message>
        <location filename="../score5_desktop/model/problem_words.py" line="343"/>
        <source>a player&apos;s name holds characters that are not allowed</source>
        <translation>le nom d&apos;un joueur contient des caractères interdits</translation>
    </message>
    <message>
        <location filename="../score5_desktop/model/problem_words.py" line="348"/>
        <source>a value is missing or has the wrong type</source>
        <translation>une valeur manque ou n&apos;a pas le bon type</translation>
    </message>
    <message>
        <location filename="../score5_desktop/model/problem_words.py" line="392"/>
        <source>%1 (round %2, player %3)</source>
        <extracomment>Where a record is wrong. %1 what is wrong, e.g. &quot;the record names a card that is not in the deck&quot;; %2 a round number, e.g. 3; %3 a seat number, e.g. 2.</extracomment>
        <translation>%1 (tour de jeu %2, joueur %3)</translation>
    </message>
    <message>
        <location filename="../score5_desktop/model/problem_words.py" line="399"/>
        <source>%1 (round %2)</source>
        <extracomment>%1 what is wrong, e.g. &quot;a decision in the record breaks the rules&quot;; %2 a round number, e.g. 3.</extracomment>
        <translation>%1 (tour de jeu %2)</translation>
    </message>
    <message>
        <location filename="../score5_desktop/model/problem_words.py" line="403"/>
        <source>%1 (player %2)</source>
        <extracomment>%1 what is wrong, e.g. &quot;a player&apos;s name holds characters that are not allowed&quot;; %2 a seat number, e.g. 2.</extracomment>
        <translation>%1 (joueur %2)</translation>
    </message>
</context>
<context>
    <name>Table</name>
    <message>
        <location filename="../score5_desktop/games/score5/qt/table/table_controller.py" line="307"/>
        <location filename="../score5_desktop/games/score5/qt/table/table_controller.py" line="324"/>
        <source>total %1</source>
        <extracomment>A revealed bid&apos;s total, e.g. 45.</extracomment>
        <translation>total %1</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/score5/qt/table/table_controller.py" line="316"/>
        <source>to share out</source>
        <translation>à partager</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/score5/qt/table/table_controller.py" line="314"/>
        <source>no bid</source>
        <translation>aucune offre</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/score5/qt/table/table_controller.py" line="272"/>
        <source>Decided</source>
        <translation>A décidé</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/score5/qt/table/table_controller.py" line="334"/>
        <source>highest tiebreaker</source>
        <translation>plus haute valeur de départage</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/score5/qt/table/table_controller.py" line="205"/>
        <source>%1&apos;s hand</source>
        <extracomment>%1 a player&apos;s name, e.g. &quot;Ann&quot;.</extracomment>
        <translation>Main de %1</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/score5/qt/table/table_controller.py" line="207"/>
        <source>Your hand, %1</source>
        <extracomment>Addressed to the player whose hand is shown; %1 their name, e.g. &quot;Ann&quot;.</extracomment>
        <translation>Votre main, %1</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/score5/qt/table/replay_pictures.py" line="79"/>
        <location filename="../score5_desktop/games/score5/qt/table/table_controller.py" line="209"/>
        <source>Final scoring cards are laid out at each seat</source>
        <translation>Les cartes qui comptent pour le score final sont posées devant chaque joueur</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/score5/qt/table/table_controller.py" line="211"/>
        <source>Hands are hidden until the next player confirms</source>
        <translation>Les mains restent cachées jusqu&apos;à ce que le joueur suivant confirme</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/score5/qt/table/table_controller.py" line="253"/>
        <source>Bot, %1</source>
        <extracomment>%1 a bot level, e.g. &quot;normal&quot;.</extracomment>
        <translation>Bot, %1</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/score5/qt/table/table_controller.py" line="255"/>
        <source>Human</source>
        <translation>Humain</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/score5/qt/table/table_controller.py" line="257"/>
        <source>%1 · %2</source>
        <extracomment>A seat&apos;s detail: %1 &quot;Human&quot; or &quot;Bot, normal&quot;; %2 cards in hand, e.g. &quot;5 cards&quot;.</extracomment>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/score5/qt/table/table_controller.py" line="265"/>
        <source>Winner · %1</source>
        <extracomment>%1 the winner&apos;s score, e.g. &quot;182 points&quot;.</extracomment>
        <translation>Gagnant · %1</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/score5/qt/table/table_controller.py" line="234"/>
        <source>Thinking…</source>
        <translation>Réfléchit…</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/score5/qt/table/table_controller.py" line="236"/>
        <source>Deciding…</source>
        <translation>Décide…</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/score5/qt/table/table_controller.py" line="238"/>
        <source>Waiting for the hand-over</source>
        <translation>En attente du passage de main</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/score5/qt/table/table_controller.py" line="361"/>
        <source>Pile empty</source>
        <translation>Pile vide</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/score5/qt/table/table_controller.py" line="363"/>
        <source>%1★ · %2★★ · %3★★★</source>
        <extracomment>Face-down cards left in the pile per type, e.g. 3, 5 and 1.</extracomment>
        <translation>%1★ · %2★★ · %3★★★</translation>
    </message>
</context>
<context>
    <name>TableView</name>
    <message>
        <location filename="../score5_desktop/games/score5/qt/table/table_view.py" line="22"/>
        <source>Card table</source>
        <translation>Table de jeu</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/score5/qt/table/table_view.py" line="24"/>
        <source>Use the arrow keys to move between cards, Space to choose, Enter to confirm.</source>
        <translation>Flèches pour passer d&apos;une carte à l&apos;autre, Espace pour choisir, Entrée pour valider.</translation>
    </message>
</context>
<context>
    <name>Text</name>
    <message>
        <location filename="../score5_desktop/model/problem_words.py" line="165"/>
        <location filename="../score5_desktop/model/text.py" line="38"/>
        <source>, </source>
        <extracomment>The separator between items of a list, e.g. &quot;green 35, blue 10&quot;.</extracomment>
        <translation>, </translation>
    </message>
    <message>
        <location filename="../score5_desktop/model/text.py" line="48"/>
        <source>%1 and %2</source>
        <extracomment>The last two items of a list of players, e.g. &quot;Bot 1 and Bot 2&quot; in &quot;Ann, Bot 1 and Bot 2&quot;. %1 the items before, e.g. &quot;Ann, Bot 1&quot;; %2 the last one, e.g. &quot;Bot 2&quot;.</extracomment>
        <translation>%1 et %2</translation>
    </message>
    <message numerus="yes">
        <location filename="../score5_desktop/model/text.py" line="59"/>
        <source>%n card(s)</source>
        <extracomment>A number of cards, e.g. on a seat&apos;s badge: &quot;3 cards&quot;.</extracomment>
        <translation>
            <numerusform>%n carte</numerusform>
            <numerusform>%n cartes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../score5_desktop/model/text.py" line="63"/>
        <source>%n point(s)</source>
        <extracomment>A score, e.g. on a seat at the end of the game: &quot;182 points&quot;.</extracomment>
        <translation>
            <numerusform>%n point</numerusform>
            <numerusform>%n points</numerusform>
        </translation>
    </message>
</context>
</TS>
