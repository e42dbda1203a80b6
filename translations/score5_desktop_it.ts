<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="it_IT" sourcelanguage="en">
<context>
    <name>About</name>
    <message>
        <location filename="../score5_desktop/ui/windows/about.py" line="28"/>
        <source>Version %1 (Qt %2, PySide6 %3, Python %4)</source>
        <extracomment>%1 the app&apos;s version, e.g. &quot;0.4.0&quot;; %2, %3, %4 the versions of Qt, PySide6 and Python, e.g. &quot;6.11.3&quot;, &quot;6.11.3&quot;, &quot;3.11.7&quot;.</extracomment>
        <translation>Versione %1 (Qt %2, PySide6 %3, Python %4)</translation>
    </message>
    <message>
        <location filename="../score5_desktop/ui/windows/about.py" line="38"/>
        <source>Desktop build of commit %1, %2</source>
        <extracomment>%1 a source revision, e.g. &quot;6f8fb9b1c2d3&quot;; %2 the build&apos;s date, e.g. &quot;2026-11-24&quot;.</extracomment>
        <translation>Build desktop dal commit %1, %2</translation>
    </message>
</context>
<context>
    <name>ActionBar</name>
    <message>
        <location filename="../score5_desktop/games/score5/qt/table/action_bar.py" line="180"/>
        <source>C&amp;lear</source>
        <translation>Sv&amp;uota</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/score5/qt/table/action_bar.py" line="181"/>
        <source>Take every card out of the bid</source>
        <translation>Togli tutte le carte dall&apos;offerta</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/score5/qt/table/action_bar.py" line="182"/>
        <source>&amp;Keep my bid</source>
        <translation>&amp;Mantieni l&apos;offerta</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/score5/qt/table/action_bar.py" line="184"/>
        <source>Bid exactly the same cards again in this adjustment round</source>
        <translation>Offri di nuovo esattamente le stesse carte in questo giro di modifica</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/score5/qt/table/action_bar.py" line="186"/>
        <source>H&amp;int</source>
        <translation>&amp;Suggerimento</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/score5/qt/table/action_bar.py" line="187"/>
        <source>Ask the strongest bot what it would do</source>
        <translation>Chiedi al bot più forte che cosa farebbe</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/score5/qt/table/action_bar.py" line="188"/>
        <source>Family for the wild</source>
        <translation>Famiglia per il jolly</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/score5/qt/table/action_bar.py" line="189"/>
        <source>Bid total</source>
        <translation>Totale dell&apos;offerta</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/score5/qt/table/action_bar.py" line="199"/>
        <source>Place the &amp;wild</source>
        <translation>Assegna il &amp;jolly</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/score5/qt/table/action_bar.py" line="199"/>
        <source>&amp;Confirm bid</source>
        <translation>&amp;Conferma l&apos;offerta</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/score5/qt/table/action_bar.py" line="213"/>
        <source>%1, choose your secret bid for %2, then confirm.</source>
        <extracomment>Prompt to the player deciding. %1 their name, e.g. &quot;Ann&quot;; %2 the card up for auction, e.g. &quot;green 80&quot;.</extracomment>
        <translation>%1, scegli la tua offerta segreta per la carta %2, poi conferma.</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/score5/qt/table/action_bar.py" line="225"/>
        <source>you: %1</source>
        <extracomment>The one human&apos;s number of bid cards in the adjustment prompt, when they play against bots: %1 a number, e.g. 3 (&quot;you: 3&quot;).</extracomment>
        <translation>tu: %1</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/score5/qt/table/action_bar.py" line="229"/>
        <source>%1: %2</source>
        <extracomment>One player&apos;s number of bid cards in the adjustment prompt: %1 a name, e.g. &quot;Bot 1&quot;; %2 a number, e.g. 3.</extracomment>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/score5/qt/table/action_bar.py" line="241"/>
        <source>%1, adjustment round %2 of %3 (cards bid: %4). Change your bid or keep it.</source>
        <extracomment>Prompt. %1 a name, e.g. &quot;Ann&quot;; %2 this adjustment round, e.g. 1; %3 the table&apos;s maximum, e.g. 2; %4 each player&apos;s number of bid cards, e.g. &quot;Ann: 2, Bot 1: 3&quot;.</extracomment>
        <translation>%1, giro di modifica %2 di %3 (carte offerte: %4). Cambia la tua offerta o mantienila.</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/score5/qt/table/action_bar.py" line="256"/>
        <source>%1, take one card from %2&apos;s bid: click it, or use the arrows and Space.</source>
        <extracomment>Prompt. %1 the player picking, e.g. &quot;Ann&quot;; %2 the auction winner, e.g. &quot;Bot 2&quot;.</extracomment>
        <translation>%1, prendi una carta dall&apos;offerta di %2: cliccala, oppure usa le frecce e Spazio.</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/score5/qt/table/action_bar.py" line="265"/>
        <source>%1, choose the family your wild card scores in.</source>
        <extracomment>Prompt at the end of the game. %1 the wild card&apos;s owner, e.g. &quot;Ann&quot;.</extracomment>
        <translation>%1, scegli la famiglia in cui il tuo jolly fa punti.</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/score5/qt/table/action_bar.py" line="318"/>
        <source>You take %1: there is no choice.</source>
        <extracomment>The one human playing against bots has one card left to pick; %1 its name, e.g. &quot;yellow 5&quot;.</extracomment>
        <translation>Prendi la carta %1: non c&apos;è altra scelta.</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/score5/qt/table/action_bar.py" line="321"/>
        <source>%1 takes %2: there is no choice.</source>
        <extracomment>%1 the player&apos;s name, e.g. &quot;Ann&quot;; %2 the only card left, e.g. &quot;yellow 5&quot;.</extracomment>
        <translation>%1 prende la carta %2: non c&apos;è altra scelta.</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/score5/qt/table/action_bar.py" line="357"/>
        <source>Start a new game from the Game menu.</source>
        <translation>Inizia una nuova partita dal menu Partita.</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/score5/qt/table/action_bar.py" line="360"/>
        <source>The game is over.</source>
        <translation>La partita è finita.</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/score5/qt/table/action_bar.py" line="380"/>
        <source>Waiting for %1…</source>
        <extracomment>%1 the players still deciding, e.g. &quot;Bot 1 and Bot 3&quot;.</extracomment>
        <translation>In attesa di %1…</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/score5/qt/table/action_bar.py" line="384"/>
        <source>Your turn in a moment…</source>
        <extracomment>SCORE 5: the player&apos;s own turn comes as soon as the table settles.</extracomment>
        <translation>Tocca a te tra un attimo…</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/score5/qt/table/action_bar.py" line="387"/>
        <source>%1&apos;s turn in a moment…</source>
        <extracomment>SCORE 5, hot seat: %1 the person whose turn comes once the table settles.</extracomment>
        <translation>Tra un attimo tocca a %1…</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/score5/qt/table/action_bar.py" line="410"/>
        <source>%1 (score %2)</source>
        <extracomment>A family in the wild card&apos;s list: %1 a family colour, e.g. &quot;green&quot;; %2 the points it would score, e.g. 75.</extracomment>
        <translation>%1 (%2 punti)</translation>
    </message>
    <message numerus="yes">
        <location filename="../score5_desktop/games/score5/qt/table/action_bar.py" line="423"/>
        <source>Bid: %n card(s), total %1</source>
        <extracomment>The bid being built: %n cards chosen; %1 their total value, e.g. 45.</extracomment>
        <translation>
            <numerusform>Offerta: %n carta, totale %1</numerusform>
            <numerusform>Offerta: %n carte, totale %1</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/score5/qt/table/action_bar.py" line="474"/>
        <source>Thinking about a hint…</source>
        <translation>Ricerca di un suggerimento…</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/score5/qt/table/action_bar.py" line="481"/>
        <source>No hint is available now.</source>
        <translation>Nessun suggerimento disponibile al momento.</translation>
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
        <translation>Suggerimento: %1</translation>
    </message>
</context>
<context>
    <name>AuctionResult</name>
    <message>
        <location filename="../score5_desktop/games/score5/qt/words/result_text.py" line="24"/>
        <source>no bid</source>
        <extracomment>The auction result panel, under a player&apos;s name: they put down no card.</extracomment>
        <translation>nessuna offerta</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/score5/qt/words/result_text.py" line="47"/>
        <source>The tie goes to you: %1 has the highest tiebreaker value, %2.</source>
        <extracomment>The auction result panel, when equal top totals tied and the local player&apos;s bid won: %1 their card with the highest tiebreaker value, e.g. &quot;green 80&quot;; %2 that value, e.g. 47 (the small circled number on the card).</extracomment>
        <translation>Lo spareggio va a te: la carta %1 ha il valore per gli spareggi più alto, %2.</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/score5/qt/words/result_text.py" line="54"/>
        <source>The tie goes to %1: %2 has the highest tiebreaker value, %3.</source>
        <extracomment>The auction result panel, when equal top totals tied: %1 the winner&apos;s name, e.g. &quot;Ada&quot;; %2 the card in their bid with the highest tiebreaker value, e.g. &quot;green 80&quot;; %3 that value, e.g. 47 (the small circled number on the card).</extracomment>
        <translation>Lo spareggio va a %1: la carta %2 ha il valore per gli spareggi più alto, %3.</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/score5/qt/words/result_text.py" line="69"/>
        <source>Pick order: %1: the other bids by total, then those who bid nothing by their highest tiebreaker card.</source>
        <extracomment>The auction result panel: %1 the order in which the others take the winner&apos;s cards, e.g. &quot;Bob → you → Cy&quot;, and why.</extracomment>
        <translation>Ordine di scelta: %1 — prima le altre offerte per totale, poi chi non ha offerto nulla, secondo la sua carta con il valore per gli spareggi più alto.</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/score5/qt/words/result_text.py" line="77"/>
        <source>Pick order: %1: the other bids, highest total first.</source>
        <extracomment>The auction result panel: %1 the order in which the other bidders take the winner&apos;s cards, e.g. &quot;Bob → you&quot;, and why.</extracomment>
        <translation>Ordine di scelta: %1 — le altre offerte, dal totale più alto.</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/score5/qt/words/result_text.py" line="81"/>
        <source>Pick order: %1: nobody else bid, so the highest tiebreaker card in hand goes first.</source>
        <extracomment>The auction result panel, when only the winner bid: %1 the order in which the others take the winner&apos;s cards, e.g. &quot;Bob → you → Cy&quot;, and why.</extracomment>
        <translation>Ordine di scelta: %1 — nessun altro ha offerto, quindi sceglie per primo chi ha in mano la carta con il valore per gli spareggi più alto.</translation>
    </message>
</context>
<context>
    <name>Autosave</name>
    <message>
        <location filename="../score5_desktop/model/autosaver.py" line="77"/>
        <source>Score 5 Desktop is already open in another window, which keeps the autosave. Games in this window are not autosaved.</source>
        <translatorcomment>glossary: ok — &quot;Score 5&quot; here is the product&apos;s name, not a score.</translatorcomment>
        <translation>Score 5 Desktop è già aperto in un&apos;altra finestra, che gestisce il salvataggio automatico. Le partite in questa finestra non vengono salvate automaticamente.</translation>
    </message>
    <message>
        <location filename="../score5_desktop/model/autosaver.py" line="117"/>
        <source>%1 The game goes on, and saving will be tried again. To be safe, save it yourself with Game &gt; Save game as… to another folder.</source>
        <extracomment>%1 a whole sentence saying what failed, e.g. &quot;The game could not be autosaved (No space left on device).&quot;</extracomment>
        <translation>%1 La partita continua e il salvataggio verrà ritentato. Per sicurezza, salvala anche tu con Partita &gt; Salva la partita come… in un&apos;altra cartella.</translation>
    </message>
    <message>
        <location filename="../score5_desktop/model/autosaver.py" line="126"/>
        <source>Autosave is not working: this game is only in memory.</source>
        <translation>Il salvataggio automatico non funziona: questa partita è solo in memoria.</translation>
    </message>
    <message>
        <location filename="../score5_desktop/model/autosaver.py" line="135"/>
        <source>Autosave works again.</source>
        <translation>Il salvataggio automatico funziona di nuovo.</translation>
    </message>
</context>
<context>
    <name>Card</name>
    <message>
        <location filename="../score5_desktop/games/score5/qt/words/card_words.py" line="48"/>
        <source>green %1</source>
        <comment>card name</comment>
        <extracomment>A card&apos;s name: its family and %1, its value, e.g. &quot;green 35&quot;. The colour agrees with the word for card (FR verte); DE writes the noun (Grün 35).</extracomment>
        <translation>verde %1</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/score5/qt/words/card_words.py" line="50"/>
        <source>red %1</source>
        <comment>card name</comment>
        <extracomment>A card&apos;s name: its family and %1, its value, e.g. &quot;red 115&quot; (IT rossa 115, DE Rot 115).</extracomment>
        <translation>rossa %1</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/score5/qt/words/card_words.py" line="52"/>
        <source>yellow %1</source>
        <comment>card name</comment>
        <extracomment>A card&apos;s name: its family and %1, its value, e.g. &quot;yellow 60&quot; (IT gialla 60, DE Gelb 60).</extracomment>
        <translation>gialla %1</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/score5/qt/words/card_words.py" line="54"/>
        <source>purple %1</source>
        <comment>card name</comment>
        <extracomment>A card&apos;s name: its family and %1, its value, e.g. &quot;purple 25&quot; (FR violette 25).</extracomment>
        <translation>viola %1</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/score5/qt/words/card_words.py" line="56"/>
        <source>blue %1</source>
        <comment>card name</comment>
        <extracomment>A card&apos;s name: its family and %1, its value, e.g. &quot;blue 10&quot; (FR bleue 10).</extracomment>
        <translation>blu %1</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/score5/qt/words/card_words.py" line="58"/>
        <source>wild %1</source>
        <comment>card name</comment>
        <extracomment>The wild card&apos;s name with %1, its value, e.g. &quot;wild 75&quot; (FR multicolore 75, DE Joker 75).</extracomment>
        <translation>jolly %1</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/score5/qt/words/card_words.py" line="70"/>
        <source>%1 — tiebreaker value %2 (the circled number): of equal bids, the one holding the highest tiebreaker value wins.</source>
        <extracomment>Tooltip of a card on the SCORE 5 table: %1 the card&apos;s name, e.g. &quot;green 80&quot;; %2 its tiebreaker value, the small circled number on the card, e.g. 47 (GLOSSARY: tiebreaker value, FR valeur de départage, DE Gleichstandswert, IT valore per gli spareggi).</extracomment>
        <translation>Carta %1 — valore per gli spareggi %2 (il numero nel cerchio): tra offerte di pari totale vince quella che contiene il valore per gli spareggi più alto.</translation>
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
        <translation>verde</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/score5/qt/card_item.py" line="39"/>
        <source>red</source>
        <translation>rossa</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/score5/qt/card_item.py" line="40"/>
        <source>yellow</source>
        <translation>gialla</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/score5/qt/card_item.py" line="41"/>
        <source>purple</source>
        <translation>viola</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/score5/qt/card_item.py" line="42"/>
        <source>blue</source>
        <translation>blu</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/score5/qt/card_item.py" line="43"/>
        <source>wild</source>
        <translation>jolly</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/score5/qt/card_item.py" line="51"/>
        <source>face-down card</source>
        <translation>carta coperta</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/score5/qt/card_item.py" line="55"/>
        <source>%1 %2, tiebreaker %3</source>
        <extracomment>A card for screen readers: %1 its colour, e.g. &quot;green&quot;; %2 its value, e.g. 80; %3 its tiebreaker value, e.g. 42.</extracomment>
        <translation>%1 %2, valore per gli spareggi %3</translation>
    </message>
</context>
<context>
    <name>EndOfGameDialog</name>
    <message>
        <location filename="../score5_desktop/games/score5/qt/panels/end_screen.py" line="117"/>
        <source>End of the game</source>
        <translation>Fine della partita</translation>
    </message>
    <message>
        <location filename="../score5_desktop/ui/windows/end_buttons.py" line="56"/>
        <source>&amp;Play again</source>
        <translation>&amp;Gioca ancora</translation>
    </message>
    <message>
        <location filename="../score5_desktop/ui/windows/end_buttons.py" line="57"/>
        <source>&amp;New game…</source>
        <translation>&amp;Nuova partita…</translation>
    </message>
    <message>
        <location filename="../score5_desktop/ui/windows/end_buttons.py" line="58"/>
        <source>&amp;Watch again</source>
        <translation>Ri&amp;vedi la partita</translation>
    </message>
    <message>
        <location filename="../score5_desktop/ui/windows/end_buttons.py" line="59"/>
        <source>&amp;Review my game</source>
        <translation>&amp;Analizza la mia partita</translation>
    </message>
    <message>
        <location filename="../score5_desktop/ui/windows/end_buttons.py" line="61"/>
        <source>&amp;Close</source>
        <extracomment>End of the game: closes the window (the finished game stays on the table).</extracomment>
        <translation>&amp;Chiudi</translation>
    </message>
    <message numerus="yes">
        <location filename="../score5_desktop/games/score5/qt/panels/end_screen.py" line="125"/>
        <source>You win with %n point(s)</source>
        <extracomment>The title when the one human playing against bots won; %n their score, e.g. 182.</extracomment>
        <translation>
            <numerusform>Vinci con %n punto</numerusform>
            <numerusform>Vinci con %n punti</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../score5_desktop/games/score5/qt/panels/end_screen.py" line="128"/>
        <source>%1 wins with %n point(s)</source>
        <extracomment>%1 the winner&apos;s name, e.g. &quot;Ann&quot;; %n their score, e.g. 182.</extracomment>
        <translation>
            <numerusform>%1 vince con %n punto</numerusform>
            <numerusform>%1 vince con %n punti</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/score5/qt/panels/end_screen.py" line="139"/>
        <source>Score</source>
        <translation>Punteggio</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/score5/qt/panels/end_screen.py" line="190"/>
        <source>you</source>
        <comment>in the list of tied players</comment>
        <extracomment>The one human playing against bots, in the list of tied players, e.g. &quot;Tie on 320 points: you and Bot 2.&quot;</extracomment>
        <translation>tu</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/score5/qt/panels/end_screen.py" line="197"/>
        <source>Tie on %2 points: %1. The tie goes to the player whose scoring cards include the highest tiebreaker: you have the card %3 (tiebreaker %4).</source>
        <extracomment>%1 the tied players, e.g. &quot;you and Bot 2&quot;; %2 their score, e.g. 320; %3 a card name, e.g. &quot;green 125&quot;; %4 its tiebreaker value, e.g. 48.</extracomment>
        <translation>Pareggio a %2 punti: %1. Lo spareggio va a chi, tra le carte che contano, ha il valore per gli spareggi più alto: tu hai la carta %3 (valore per gli spareggi %4).</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/score5/qt/panels/end_screen.py" line="206"/>
        <source>Tie on %2 points: %1. The tie goes to the player whose scoring cards include the highest tiebreaker: %3 has the card %4 (tiebreaker %5).</source>
        <extracomment>%1 the tied players, e.g. &quot;Ann and Bot 2&quot;; %2 their score, e.g. 320; %3 the winner&apos;s name, e.g. &quot;Ann&quot;; %4 a card name, e.g. &quot;green 125&quot;; %5 its tiebreaker value, e.g. 48.</extracomment>
        <translation>Pareggio a %2 punti: %1. Lo spareggio va a chi, tra le carte che contano, ha il valore per gli spareggi più alto: %3 ha la carta %4 (valore per gli spareggi %5).</translation>
    </message>
</context>
<context>
    <name>EndPanel</name>
    <message>
        <location filename="../score5_desktop/games/five_three_five/qt/end_panel.py" line="285"/>
        <source>Totals after each round</source>
        <extracomment>Five Three Five, end of the game: the chart of each player&apos;s total after each round.</extracomment>
        <translation>Totali dopo ogni smazzata</translation>
    </message>
    <message numerus="yes">
        <location filename="../score5_desktop/games/five_three_five/qt/end_panel.py" line="293"/>
        <source>You win with %n point(s)</source>
        <extracomment>Five Three Five: the one human against bots won; %n their penalty points.</extracomment>
        <translation>
            <numerusform>Vinci con %n punto di penalità</numerusform>
            <numerusform>Vinci con %n punti di penalità</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../score5_desktop/games/five_three_five/qt/end_panel.py" line="298"/>
        <source>%1 wins with %n point(s)</source>
        <extracomment>Five Three Five: %1 the winner&apos;s name; %n their total of penalty points.</extracomment>
        <translation>
            <numerusform>%1 vince con %n punto di penalità</numerusform>
            <numerusform>%1 vince con %n punti di penalità</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../score5_desktop/games/five_three_five/qt/end_panel.py" line="307"/>
        <source>You share the win with %1, with %n point(s)</source>
        <extracomment>Five Three Five: the one human against bots shares the win; %1 the others sharing it, e.g. &quot;Bot 1 and Bot 2&quot;; %n their equal total of penalty points.</extracomment>
        <translation>
            <numerusform>Condividi la vittoria con %1, con %n punto di penalità</numerusform>
            <numerusform>Condividi la vittoria con %1, con %n punti di penalità</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../score5_desktop/games/five_three_five/qt/end_panel.py" line="315"/>
        <source>%1 share the win with %n point(s)</source>
        <extracomment>Five Three Five: %1 the players sharing the win, e.g. &quot;Ann and Bo&quot;; %n their equal total of penalty points.</extracomment>
        <translation>
            <numerusform>%1 condividono la vittoria con %n punto di penalità</numerusform>
            <numerusform>%1 condividono la vittoria con %n punti di penalità</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/five_three_five/qt/end_panel.py" line="321"/>
        <source>Rank</source>
        <translation>Posizione</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/five_three_five/qt/end_panel.py" line="321"/>
        <source>Player</source>
        <translation>Giocatore</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/five_three_five/qt/end_panel.py" line="323"/>
        <source>Round %1</source>
        <extracomment>Five Three Five, end of the game: a column header, %1 the round&apos;s number (1, 2 ...).</extracomment>
        <translation>Smazzata %1</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/five_three_five/qt/end_panel.py" line="324"/>
        <source>Total</source>
        <translation>Totale</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/five_three_five/qt/end_panel.py" line="324"/>
        <source>Cards left</source>
        <translation>Carte rimaste</translation>
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
        <translation>singola</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/five_three_five/qt/words.py" line="112"/>
        <source>run</source>
        <extracomment>Five Three Five: a meld of consecutive values within one band.</extracomment>
        <translation>scala</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/five_three_five/qt/words.py" line="97"/>
        <source>pair</source>
        <extracomment>Five Three Five: a set of two cards of one value (FR paire, DE Paar, IT coppia).</extracomment>
        <translation>coppia</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/five_three_five/qt/words.py" line="101"/>
        <source>three of a kind</source>
        <extracomment>Five Three Five: a set of three cards of one value (FR brelan, DE Drilling, IT tris).</extracomment>
        <translation>tris</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/five_three_five/qt/words.py" line="105"/>
        <source>four of a kind</source>
        <extracomment>Five Three Five: a set of four cards of one value (FR carré, DE Vierling, IT poker).</extracomment>
        <translation>poker</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/five_three_five/qt/words.py" line="109"/>
        <source>five of a kind</source>
        <extracomment>Five Three Five: a set of five cards of one value, every copy at five or six players (IT cinque carte uguali).</extracomment>
        <translation>cinque carte uguali</translation>
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
        <translation>Ap&amp;ri</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/five_three_five/qt/words.py" line="135"/>
        <source>&amp;Overwrite</source>
        <extracomment>Five Three Five button: play the chosen cards over the central meld.</extracomment>
        <translation>Sup&amp;era</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/five_three_five/qt/words.py" line="138"/>
        <source>&amp;Add</source>
        <extracomment>Five Three Five button: add the chosen cards to the central meld.</extracomment>
        <translation>A&amp;ttacca</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/five_three_five/qt/words.py" line="140"/>
        <source>&amp;Pass</source>
        <extracomment>Five Three Five button: pass (out of this trick).</extracomment>
        <translation>Pa&amp;ssa</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/five_three_five/qt/words.py" line="147"/>
        <source>Choose the cards to play.</source>
        <extracomment>Five Three Five: shown when no card is chosen yet.</extracomment>
        <translation>Scegli le carte da giocare.</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/five_three_five/qt/words.py" line="149"/>
        <source>You can play at most three cards at a time.</source>
        <translation>Puoi giocare al massimo tre carte alla volta.</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/five_three_five/qt/words.py" line="151"/>
        <source>These cards are neither a set (one value) nor a run (consecutive values).</source>
        <translation>Queste carte non formano né un gruppo di carte uguali (un solo valore) né una scala (valori consecutivi).</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/five_three_five/qt/words.py" line="155"/>
        <source>A run stays within one band: 5 and 7, or 9 and 11, are not consecutive.</source>
        <translation>Una scala resta in una sola fascia: 5 e 7, o 9 e 11, non sono consecutivi.</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/five_three_five/qt/words.py" line="159"/>
        <source>A central meld of four cards or more can only be added to.</source>
        <translation>A una combinazione al centro di quattro carte o più si può solo attaccare.</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/five_three_five/qt/words.py" line="163"/>
        <source>You passed: you are out of this trick.</source>
        <translation>Hai passato: sei fuori da questa presa.</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/five_three_five/qt/words.py" line="165"/>
        <source>Wait for your turn.</source>
        <translation>Aspetta il tuo turno.</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/five_three_five/qt/words.py" line="216"/>
        <source>%1, the central meld is %2: overwrite it, add to it, or pass.</source>
        <extracomment>Five Three Five: %1 the player&apos;s name; %2 the central meld as a noun phrase, subject or after &quot;is&quot; (&quot;meld as subject&quot;), e.g. &quot;a pair (12 12)&quot;.</extracomment>
        <translation>%1, la combinazione al centro è %2: superala, attacca o passa.</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/five_three_five/qt/words.py" line="171"/>
        <source>Not stronger: a run with lower values is needed, and these cards do not add to it either.</source>
        <translation>Non più forte: serve una scala con valori più bassi, e queste carte non si possono nemmeno attaccare.</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/five_three_five/qt/words.py" line="176"/>
        <source>Not stronger: higher values are needed, and these cards do not add to the central meld either.</source>
        <translation>Non più forte: servono valori più alti, e queste carte non si possono nemmeno attaccare alla combinazione al centro.</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/five_three_five/qt/words.py" line="188"/>
        <source>Only a single overwrites a single, and these cards do not add to it either.</source>
        <extracomment>Five Three Five: the chosen cards are no single, and the central meld is one.</extracomment>
        <translation>Una singola si supera solo con una singola, e queste carte non si possono nemmeno attaccare.</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/five_three_five/qt/words.py" line="194"/>
        <source>Only a set overwrites a set, and these cards do not add to it either.</source>
        <extracomment>Five Three Five: the chosen cards are no set (cards of one value), and the central meld is one.</extracomment>
        <translation>Le carte uguali si superano solo con carte uguali, e queste carte non si possono nemmeno attaccare.</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/five_three_five/qt/words.py" line="198"/>
        <source>Only a run overwrites a run, and these cards do not add to it either.</source>
        <extracomment>Five Three Five: the chosen cards are no run, and the central meld is one.</extracomment>
        <translation>Una scala si supera solo con una scala, e queste carte non si possono nemmeno attaccare.</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/five_three_five/qt/words.py" line="208"/>
        <source>%1, you lead: a single, or a set or run of up to three cards.</source>
        <extracomment>Five Three Five: %1 the player&apos;s name.</extracomment>
        <translation>%1, apri tu: una singola, una coppia o un tris, oppure una scala fino a tre carte.</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/five_three_five/qt/words.py" line="229"/>
        <source>Your hand, %1</source>
        <extracomment>Five Three Five: over the hand of the one player against bots; %1 their name.</extracomment>
        <translation>La tua mano, %1</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/five_three_five/qt/words.py" line="231"/>
        <source>%1&apos;s hand</source>
        <extracomment>Five Three Five: over the hand shown (hot seat, replay); %1 the player&apos;s name.</extracomment>
        <translation>Mano di %1</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/five_three_five/qt/words.py" line="241"/>
        <source>Your turn in a moment…</source>
        <extracomment>Five Three Five: the player&apos;s own turn comes as soon as the table settles.</extracomment>
        <translation>Tocca a te tra un attimo…</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/five_three_five/qt/words.py" line="244"/>
        <source>%1&apos;s turn in a moment…</source>
        <extracomment>Five Three Five, hot seat: %1 the person whose turn comes once the table settles.</extracomment>
        <translation>Tra un attimo tocca a %1…</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/five_three_five/qt/words.py" line="246"/>
        <source>%1 is playing…</source>
        <extracomment>Five Three Five: %1 the player (or bot) whose turn it is.</extracomment>
        <translation>%1 sta giocando…</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/five_three_five/qt/words.py" line="254"/>
        <source>Round %1 is over: counting the points…</source>
        <extracomment>Five Three Five: shown while the penalty points of the hands left are counted at the end of a round (glossary: manche, Runde, smazzata); %1 the round&apos;s number.</extracomment>
        <translation>Smazzata %1 finita: si contano i punti di penalità…</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/five_three_five/qt/words.py" line="264"/>
        <source>A game of Five Three Five was saved in round %1, at your turn.</source>
        <extracomment>Five Three Five, the question at start-up offering to continue a saved game; %1 the round it stopped in (glossary: manche, Runde, smazzata); the turn is the player&apos;s own.</extracomment>
        <translation>Una partita di Five Three Five è stata salvata nella smazzata %1, quando toccava a te.</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/five_three_five/qt/words.py" line="271"/>
        <source>A game of Five Three Five was saved in round %1, with %2 to play.</source>
        <extracomment>Five Three Five, the question at start-up offering to continue a saved game; %1 the round it stopped in (glossary: manche, Runde, smazzata); %2 the player (or bot) whose turn it is.</extracomment>
        <translation>Una partita di Five Three Five è stata salvata nella smazzata %1, quando toccava a %2.</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/five_three_five/qt/words.py" line="281"/>
        <source>Start a new game from the Game menu.</source>
        <extracomment>Five Three Five: the bar&apos;s line on the empty table, before any game.</extracomment>
        <translation>Inizia una nuova partita dal menu Partita.</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/five_three_five/qt/words.py" line="287"/>
        <source>The game is over.</source>
        <extracomment>Five Three Five: the bar&apos;s line under the end window, once the game is over.</extracomment>
        <translation>La partita è finita.</translation>
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
        <translation>Passi.</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/five_three_five/qt/words.py" line="338"/>
        <source>Round %1, the second hand of the shuffle: you lead.</source>
        <extracomment>Five Three Five log: %1 the round&apos;s number; the player at the screen leads its first trick. Two players play a second hand from the same shuffle.</extracomment>
        <translation>Smazzata %1, la seconda mano dello stesso mazzo: apri tu.</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/five_three_five/qt/words.py" line="344"/>
        <source>Round %1: you lead.</source>
        <extracomment>Five Three Five log: %1 the round&apos;s number; the player at the screen leads its first trick.</extracomment>
        <translation>Smazzata %1: apri tu.</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/five_three_five/qt/words.py" line="349"/>
        <source>Round %1, the second hand of the shuffle: %2 leads.</source>
        <extracomment>Five Three Five log: %1 the round&apos;s number; %2 who leads its first trick. Two players play a second hand from the same shuffle.</extracomment>
        <translation>Smazzata %1, la seconda mano dello stesso mazzo: apre %2.</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/five_three_five/qt/words.py" line="354"/>
        <source>Round %1: %2 leads.</source>
        <extracomment>Five Three Five log: %1 the round&apos;s number; %2 who leads its first trick.</extracomment>
        <translation>Smazzata %1: apre %2.</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/five_three_five/qt/words.py" line="323"/>
        <source>%1 passes.</source>
        <extracomment>Five Three Five log: %1 a player.</extracomment>
        <translation>%1 passa.</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/five_three_five/qt/words.py" line="367"/>
        <source>You add %1: the central meld is now %2.</source>
        <extracomment>Five Three Five log, the player at the screen: %1 the cards added, e.g. &quot;5 5&quot;; %2 the central meld now as a noun phrase, subject or after &quot;is&quot; (&quot;meld as subject&quot;), e.g. &quot;three of a kind (5 5 5)&quot;.</extracomment>
        <translation>Attacchi %1: la combinazione al centro ora è %2.</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/five_three_five/qt/words.py" line="371"/>
        <source>%1 adds %2: the central meld is now %3.</source>
        <extracomment>Five Three Five log: %1 a player; %2 the cards added, e.g. &quot;5 5&quot;; %3 the central meld now as a noun phrase, subject or after &quot;is&quot; (&quot;meld as subject&quot;), e.g. &quot;three of a kind (5 5 5)&quot;.</extracomment>
        <translation>%1 attacca %2: la combinazione al centro ora è %3.</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/five_three_five/qt/words.py" line="378"/>
        <source>You lead %1.</source>
        <extracomment>Five Three Five log, the player at the screen: %1 the meld led as a noun phrase, what is played (&quot;meld as object&quot;), e.g. &quot;a pair (12 12)&quot;.</extracomment>
        <translation>Apri con %1.</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/five_three_five/qt/words.py" line="381"/>
        <source>%1 leads %2.</source>
        <extracomment>Five Three Five log: %1 a player; %2 the meld led as a noun phrase, what is played (&quot;meld as object&quot;), e.g. &quot;a pair (12 12)&quot;.</extracomment>
        <translation>%1 apre con %2.</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/five_three_five/qt/words.py" line="387"/>
        <source>You overwrite %1.</source>
        <extracomment>Five Three Five log, the player at the screen: %1 the meld played over the central one, a noun phrase with its &quot;with&quot; (&quot;meld after with&quot;), e.g. &quot;with a run (1 2 3)&quot;.</extracomment>
        <translation>Superi %1.</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/five_three_five/qt/words.py" line="390"/>
        <source>%1 overwrites %2.</source>
        <extracomment>Five Three Five log: %1 a player; %2 the meld played over the central one, a noun phrase with its &quot;with&quot; (&quot;meld after with&quot;), e.g. &quot;with a run (1 2 3)&quot;.</extracomment>
        <translation>%1 supera %2.</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/five_three_five/qt/words.py" line="399"/>
        <source>Rule of 8: the trick ends, and you lead the next one.</source>
        <extracomment>Five Three Five log: the player at the screen played the 8 and leads next.</extracomment>
        <translation>Regola dell&apos;8: la presa finisce e apri tu la prossima.</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/five_three_five/qt/words.py" line="404"/>
        <source>Every copy is in the central meld: you lead the next trick.</source>
        <extracomment>Five Three Five log: the player at the screen completed the set.</extracomment>
        <translation>Tutte le copie sono nella combinazione al centro: apri tu la prossima presa.</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/five_three_five/qt/words.py" line="409"/>
        <source>A run of five ends the trick: you lead the next one.</source>
        <extracomment>Five Three Five log: the player at the screen completed the run.</extracomment>
        <translation>Una scala di cinque chiude la presa: apri tu la prossima.</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/five_three_five/qt/words.py" line="413"/>
        <source>Everyone else passed: you lead the next trick.</source>
        <extracomment>Five Three Five log: nobody beat the meld of the player at the screen.</extracomment>
        <translation>Tutti gli altri hanno passato: apri tu la prossima presa.</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/five_three_five/qt/words.py" line="416"/>
        <source>Rule of 8: the trick ends, and %1 leads the next one.</source>
        <extracomment>Five Three Five log: %1 who played the 8 and leads the next trick.</extracomment>
        <translation>Regola dell&apos;8: la presa finisce e %1 apre la prossima.</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/five_three_five/qt/words.py" line="421"/>
        <source>Every copy is in the central meld: %1 leads the next trick.</source>
        <extracomment>Five Three Five log: %1 who completed the set and leads the next trick.</extracomment>
        <translation>Tutte le copie sono nella combinazione al centro: %1 apre la prossima presa.</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/five_three_five/qt/words.py" line="426"/>
        <source>A run of five ends the trick: %1 leads the next one.</source>
        <extracomment>Five Three Five log: %1 who completed the run and leads the next trick.</extracomment>
        <translation>Una scala di cinque chiude la presa: %1 apre la prossima.</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/five_three_five/qt/words.py" line="431"/>
        <source>Everyone else passed: %1 leads the next trick.</source>
        <extracomment>Five Three Five log: %1 whose meld nobody beat; they lead the next trick.</extracomment>
        <translation>Tutti gli altri hanno passato: %1 apre la prossima presa.</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/five_three_five/qt/words.py" line="438"/>
        <source>Your hand is empty: the round ends.</source>
        <extracomment>Five Three Five log: the player at the screen played their last card (went out).</extracomment>
        <translation>Hai finito le carte: la smazzata finisce.</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/five_three_five/qt/words.py" line="441"/>
        <source>%1 goes out: the round ends.</source>
        <extracomment>Five Three Five log: %1 the player who played their last card.</extracomment>
        <translation>%1 chiude: la smazzata finisce.</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/five_three_five/qt/words.py" line="456"/>
        <source>You win the game.</source>
        <extracomment>Five Three Five log: the player at the screen wins alone.</extracomment>
        <translation>Vinci la partita.</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/five_three_five/qt/words.py" line="459"/>
        <source>You share the win with %1.</source>
        <extracomment>Five Three Five log: %1 the other players sharing the win with the player at the screen, e.g. &quot;Ann and Bo&quot;.</extracomment>
        <translation>Condividi la vittoria con %1.</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/five_three_five/qt/words.py" line="462"/>
        <source>%1 wins the game.</source>
        <extracomment>Five Three Five log: %1 the winner.</extracomment>
        <translation>%1 vince la partita.</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/five_three_five/qt/words.py" line="464"/>
        <source>%1 share the win.</source>
        <extracomment>Five Three Five log: %1 the players sharing the win, e.g. &quot;Ann and Bo&quot;.</extracomment>
        <translation>%1 condividono la vittoria.</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/five_three_five/qt/words.py" line="472"/>
        <source>lead %1</source>
        <extracomment>Five Three Five hint, the play suggested: %1 the meld to lead as a noun phrase, what is played (&quot;meld as object&quot;), e.g. &quot;a run (3 4 5)&quot;.</extracomment>
        <translation>aprire con %1</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/five_three_five/qt/words.py" line="477"/>
        <source>overwrite %1</source>
        <extracomment>Five Three Five hint, the play suggested: %1 the meld to play over the central one, a noun phrase with its &quot;with&quot; (&quot;meld after with&quot;), e.g. &quot;with a pair (12 12)&quot;.</extracomment>
        <translation>superare %1</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/five_three_five/qt/words.py" line="514"/>
        <source>no run of its size beats it</source>
        <extracomment>Five Three Five hint: the suggested run (e.g. 1 2) is the strongest of its size.</extracomment>
        <translation>nessuna scala di questa lunghezza la batte</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/five_three_five/qt/words.py" line="517"/>
        <source>nothing left can overwrite it</source>
        <extracomment>Five Three Five hint: no card left in play makes a stronger meld of its kind.</extracomment>
        <translation>niente di ciò che resta può superarla</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/five_three_five/qt/words.py" line="545"/>
        <source>it plays weak cards first (%1) while you hold stronger ones</source>
        <extracomment>Five Three Five hint: %1 weak card values, e.g. &quot;2&quot;.</extracomment>
        <translation>gioca prima le carte deboli (%1), finché ne hai di più forti</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/five_three_five/qt/words.py" line="552"/>
        <source>it is the weakest meld that overwrites</source>
        <extracomment>Five Three Five hint: the suggested play overwrites, and no weaker meld would.</extracomment>
        <translation>è la combinazione più debole che supera</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/five_three_five/qt/words.py" line="556"/>
        <source>it uses none of your stronger cards</source>
        <extracomment>Five Three Five hint: the cards the suggested play adds are not needed for anything stronger.</extracomment>
        <translation>non usa nessuna delle tue carte più forti</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/five_three_five/qt/words.py" line="481"/>
        <source>add %1</source>
        <extracomment>Five Three Five hint: %1 card values, e.g. &quot;5 5&quot;.</extracomment>
        <translation>attaccare %1</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/five_three_five/qt/words.py" line="483"/>
        <source>pass</source>
        <extracomment>Five Three Five hint: the suggestion is to pass.</extracomment>
        <translation>passare</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/five_three_five/qt/words.py" line="493"/>
        <source>it empties your hand: the round ends</source>
        <translation>la tua mano si svuota: la smazzata finisce</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/five_three_five/qt/words.py" line="495"/>
        <source>the 8 ends the trick (rule of 8) and you lead the next one</source>
        <translation>l&apos;8 chiude la presa (regola dell&apos;8) e apri tu la prossima</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/five_three_five/qt/words.py" line="502"/>
        <source>every copy of %1 is down: you lead the next trick</source>
        <extracomment>Five Three Five hint: %1 a card value, e.g. &quot;12&quot;.</extracomment>
        <translation>tutte le copie del %1 sono giocate: apri tu la prossima presa</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/five_three_five/qt/words.py" line="506"/>
        <source>the run reaches five cards: you lead the next trick</source>
        <translation>la scala arriva a cinque carte: apri tu la prossima presa</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/five_three_five/qt/words.py" line="525"/>
        <source>it plays your whole set %1</source>
        <extracomment>Five Three Five hint: the suggested play is every card of one value in the hand; %1 card values, e.g. &quot;7 7 7&quot;.</extracomment>
        <translation>gioca tutte le tue carte uguali %1</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/five_three_five/qt/words.py" line="529"/>
        <source>it plays your whole run %1</source>
        <extracomment>Five Three Five hint: the suggested play is a whole run of the hand, not part of one; %1 card values, e.g. &quot;3 4 5&quot;.</extracomment>
        <translation>gioca tutta la tua scala %1</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/five_three_five/qt/words.py" line="536"/>
        <source>it keeps your set %1 together</source>
        <extracomment>Five Three Five hint: %1 card values kept together, e.g. &quot;12 12&quot;.</extracomment>
        <translation>tiene unite le tue carte uguali %1</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/five_three_five/qt/words.py" line="539"/>
        <source>it keeps your run %1 together</source>
        <extracomment>Five Three Five hint: %1 card values kept together, e.g. &quot;3 4 5&quot;.</extracomment>
        <translation>tiene insieme la tua scala %1</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/five_three_five/qt/words.py" line="558"/>
        <source>it leaves your hand in the fewest, strongest melds</source>
        <translation>ti lascia in mano meno combinazioni possibile, e le più forti</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/five_three_five/qt/words.py" line="568"/>
        <source>playing would split your set %1</source>
        <extracomment>Five Three Five hint: %1 card values, e.g. &quot;12 12&quot;.</extracomment>
        <translation>giocare dividerebbe le tue carte uguali %1</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/five_three_five/qt/words.py" line="571"/>
        <source>playing would break your run %1</source>
        <extracomment>Five Three Five hint: %1 card values, e.g. &quot;3 4 5&quot;.</extracomment>
        <translation>giocare spezzerebbe la tua scala %1</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/five_three_five/qt/words.py" line="575"/>
        <source>your strong cards (%1) wait for a better moment</source>
        <extracomment>Five Three Five hint: %1 strong card values, e.g. &quot;15 15&quot;.</extracomment>
        <translation>le tue carte forti (%1) aspettano un momento migliore</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/five_three_five/qt/words.py" line="579"/>
        <source>nothing you hold can overwrite or add</source>
        <translation>nessuna delle tue carte può superare o essere attaccata</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/five_three_five/qt/words.py" line="583"/>
        <source>played ahead, it did best of your plays</source>
        <extracomment>Five Three Five hint: the strongest bot played the rest of the deal ahead with each play, and this one did best (no count: a player cannot use it).</extracomment>
        <translation>giocata fino in fondo, è la migliore delle tue giocate</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/five_three_five/qt/words.py" line="584"/>
        <source>a random choice</source>
        <translation>una scelta casuale</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/five_three_five/qt/words.py" line="597"/>
        <source>%1; %2</source>
        <extracomment>Five Three Five: two reasons of a hint joined in one sentence, e.g. &quot;it plays 2 cards; it keeps your run 3 4 5 together&quot;. %1 the reasons before; %2 the next.</extracomment>
        <translation>%1; %2</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/five_three_five/qt/words.py" line="607"/>
        <source>Hint: %1.</source>
        <extracomment>Five Three Five hint: %1 the suggested play, e.g. &quot;pass&quot;.</extracomment>
        <translation>Suggerimento: %1.</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/five_three_five/qt/words.py" line="609"/>
        <source>Hint: %1, because %2.</source>
        <extracomment>Five Three Five hint: %1 the suggested play; %2 its reasons, joined by &quot;%1; %2&quot;.</extracomment>
        <translation>Suggerimento: %1, perché %2.</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/five_three_five/qt/meld_words.py" line="46"/>
        <source>a run (%1)</source>
        <comment>meld as subject</comment>
        <extracomment>Five Three Five: a run as the subject of a sentence or after &quot;is&quot; (&quot;the central meld is a run (3 4 5)&quot;): write the article your noun takes (DE nominative). %1 its values, e.g. &quot;3 4 5&quot;.</extracomment>
        <translation>una scala (%1)</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/five_three_five/qt/meld_words.py" line="50"/>
        <source>a single (%1)</source>
        <comment>meld as subject</comment>
        <extracomment>Five Three Five: a single as the subject of a sentence or after &quot;is&quot;: write the article your noun takes (DE nominative). %1 its value, e.g. &quot;9&quot;.</extracomment>
        <translation>una singola (%1)</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/five_three_five/qt/meld_words.py" line="54"/>
        <source>a pair (%1)</source>
        <comment>meld as subject</comment>
        <extracomment>Five Three Five: a pair as the subject of a sentence or after &quot;is&quot;: write the article your noun takes (DE nominative). %1 its values, e.g. &quot;12 12&quot;.</extracomment>
        <translation>una coppia (%1)</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/five_three_five/qt/meld_words.py" line="58"/>
        <source>three of a kind (%1)</source>
        <comment>meld as subject</comment>
        <extracomment>Five Three Five: three of a kind as the subject of a sentence or after &quot;is&quot;: write the article your noun takes (DE nominative). %1 its values, e.g. &quot;7 7 7&quot;.</extracomment>
        <translation>un tris (%1)</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/five_three_five/qt/meld_words.py" line="62"/>
        <source>four of a kind (%1)</source>
        <comment>meld as subject</comment>
        <extracomment>Five Three Five: four of a kind as the subject of a sentence or after &quot;is&quot;: write the article your noun takes (DE nominative). %1 its values, e.g. &quot;7 7 7 7&quot;.</extracomment>
        <translation>un poker (%1)</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/five_three_five/qt/meld_words.py" line="66"/>
        <source>five of a kind (%1)</source>
        <comment>meld as subject</comment>
        <extracomment>Five Three Five: five of a kind (every copy, at five or six players) as the subject of a sentence or after &quot;is&quot;: write the article your noun takes (DE nominative). %1 its values, e.g. &quot;7 7 7 7 7&quot;.</extracomment>
        <translation>una combinazione di cinque carte uguali (%1)</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/five_three_five/qt/meld_words.py" line="75"/>
        <source>a run (%1)</source>
        <comment>meld as object</comment>
        <extracomment>Five Three Five: a run as what is played, beaten or answered (&quot;leads a run (3 4 5)&quot;): write the article your noun takes (DE accusative). %1 its values, e.g. &quot;3 4 5&quot;.</extracomment>
        <translation>una scala (%1)</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/five_three_five/qt/meld_words.py" line="79"/>
        <source>a single (%1)</source>
        <comment>meld as object</comment>
        <extracomment>Five Three Five: a single as what is played, beaten or answered: write the article your noun takes (DE accusative). %1 its value, e.g. &quot;9&quot;.</extracomment>
        <translation>una singola (%1)</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/five_three_five/qt/meld_words.py" line="83"/>
        <source>a pair (%1)</source>
        <comment>meld as object</comment>
        <extracomment>Five Three Five: a pair as what is played, beaten or answered: write the article your noun takes (DE accusative). %1 its values, e.g. &quot;12 12&quot;.</extracomment>
        <translation>una coppia (%1)</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/five_three_five/qt/meld_words.py" line="87"/>
        <source>three of a kind (%1)</source>
        <comment>meld as object</comment>
        <extracomment>Five Three Five: three of a kind as what is played, beaten or answered: write the article your noun takes (DE accusative). %1 its values, e.g. &quot;7 7 7&quot;.</extracomment>
        <translation>un tris (%1)</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/five_three_five/qt/meld_words.py" line="91"/>
        <source>four of a kind (%1)</source>
        <comment>meld as object</comment>
        <extracomment>Five Three Five: four of a kind as what is played, beaten or answered: write the article your noun takes (DE accusative). %1 its values, e.g. &quot;7 7 7 7&quot;.</extracomment>
        <translation>un poker (%1)</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/five_three_five/qt/meld_words.py" line="95"/>
        <source>five of a kind (%1)</source>
        <comment>meld as object</comment>
        <extracomment>Five Three Five: five of a kind (every copy, at five or six players) as what is played, beaten or answered: write the article your noun takes (DE accusative). %1 its values, e.g. &quot;7 7 7 7 7&quot;.</extracomment>
        <translation>una combinazione di cinque carte uguali (%1)</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/five_three_five/qt/meld_words.py" line="104"/>
        <source>with a run (%1)</source>
        <comment>meld after with</comment>
        <extracomment>Five Three Five: a run after &quot;with&quot; (&quot;overwrites with a run (3 4 5)&quot;): write the preposition and the article your language takes (DE &quot;mit einer Reihe&quot;, FR &quot;avec une suite&quot;). %1 its values, e.g. &quot;3 4 5&quot;.</extracomment>
        <translation>con una scala (%1)</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/five_three_five/qt/meld_words.py" line="108"/>
        <source>with a single (%1)</source>
        <comment>meld after with</comment>
        <extracomment>Five Three Five: a single after &quot;with&quot;: write the preposition and the article your language takes (DE dative). %1 its value, e.g. &quot;9&quot;.</extracomment>
        <translation>con una singola (%1)</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/five_three_five/qt/meld_words.py" line="112"/>
        <source>with a pair (%1)</source>
        <comment>meld after with</comment>
        <extracomment>Five Three Five: a pair after &quot;with&quot;: write the preposition and the article your language takes (DE dative). %1 its values, e.g. &quot;12 12&quot;.</extracomment>
        <translation>con una coppia (%1)</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/five_three_five/qt/meld_words.py" line="116"/>
        <source>with three of a kind (%1)</source>
        <comment>meld after with</comment>
        <extracomment>Five Three Five: three of a kind after &quot;with&quot;: write the preposition and the article your language takes (DE dative). %1 its values, e.g. &quot;7 7 7&quot;.</extracomment>
        <translation>con un tris (%1)</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/five_three_five/qt/meld_words.py" line="120"/>
        <source>with four of a kind (%1)</source>
        <comment>meld after with</comment>
        <extracomment>Five Three Five: four of a kind after &quot;with&quot;: write the preposition and the article your language takes (DE dative). %1 its values, e.g. &quot;7 7 7 7&quot;.</extracomment>
        <translation>con un poker (%1)</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/five_three_five/qt/meld_words.py" line="124"/>
        <source>with five of a kind (%1)</source>
        <comment>meld after with</comment>
        <extracomment>Five Three Five: five of a kind (every copy, at five or six players) after &quot;with&quot;: write the preposition and the article your language takes (DE dative). %1 its values, e.g. &quot;7 7 7 7 7&quot;.</extracomment>
        <translation>con una combinazione di cinque carte uguali (%1)</translation>
    </message>
</context>
<context>
    <name>F35ActionBar</name>
    <message>
        <location filename="../score5_desktop/games/five_three_five/qt/game_ui.py" line="219"/>
        <source>You pass until the next trick.</source>
        <extracomment>Five Three Five: the player set &quot;Pass until the next trick&quot;; their turn came.</extracomment>
        <translation>Passi fino alla prossima presa.</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/five_three_five/qt/game_ui.py" line="222"/>
        <source>None of your cards can overwrite or add to the central meld: you pass.</source>
        <extracomment>Five Three Five: the player&apos;s only legal move is a pass; it is made for them.</extracomment>
        <translation>Con le tue carte non puoi né superare la combinazione al centro né attaccare: passi.</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/five_three_five/qt/game_ui.py" line="322"/>
        <source>Looking for a good play…</source>
        <extracomment>Five Three Five: shown while the strongest bot looks for a hint.</extracomment>
        <translation>Cerco una buona mossa…</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/five_three_five/qt/game_ui.py" line="330"/>
        <source>No hint this time.</source>
        <extracomment>Five Three Five: the hint did not come (the bot failed or the turn moved on).</extracomment>
        <translation>Nessun suggerimento questa volta.</translation>
    </message>
</context>
<context>
    <name>F35Card</name>
    <message>
        <location filename="../score5_desktop/games/five_three_five/qt/card_item.py" line="38"/>
        <source>rainy</source>
        <extracomment>Five Three Five: the band of the cards 1-5.</extracomment>
        <translation>pioggia</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/five_three_five/qt/card_item.py" line="40"/>
        <source>cloudy</source>
        <extracomment>Five Three Five: the band of the cards 7-9.</extracomment>
        <translation>nuvole</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/five_three_five/qt/card_item.py" line="42"/>
        <source>sunny</source>
        <extracomment>Five Three Five: the band of the cards 11-15.</extracomment>
        <translation>sole</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/five_three_five/qt/card_item.py" line="50"/>
        <source>face-down card</source>
        <translation>carta coperta</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/five_three_five/qt/card_item.py" line="55"/>
        <source> (ends the trick)</source>
        <extracomment>Added to the 8&apos;s description: playing it to overwrite or add ends the trick.</extracomment>
        <translation> (chiude la presa)</translation>
    </message>
</context>
<context>
    <name>F35Controls</name>
    <message>
        <location filename="../score5_desktop/games/five_three_five/qt/controls.py" line="235"/>
        <source>These cards can overwrite or be added: choose a button.</source>
        <extracomment>Five Three Five: the chosen cards can both overwrite and add.</extracomment>
        <translation>Queste carte possono superare o essere attaccate: scegli un pulsante.</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/five_three_five/qt/controls.py" line="249"/>
        <source>Pass: you are out of this trick (key P)</source>
        <extracomment>Five Three Five: tooltip of the Pass button (the P key does the same).</extracomment>
        <translation>Passa: sei fuori da questa presa (tasto P)</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/five_three_five/qt/controls.py" line="253"/>
        <source>Pass until the next trick</source>
        <extracomment>Five Three Five: a toggle the player can set while others play; the game then passes for them each time their turn comes, until the trick is cleared.</extracomment>
        <translation>Passa fino alla prossima presa</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/five_three_five/qt/controls.py" line="259"/>
        <source>Pass each time your turn comes in this trick; the next trick clears it (keys Shift+P)</source>
        <extracomment>Five Three Five: tooltip of the &quot;Pass until the next trick&quot; toggle.</extracomment>
        <translation>Passa ogni volta che tocca a te in questa presa; con la prossima presa si annulla (tasti Maiusc+P)</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/five_three_five/qt/controls.py" line="263"/>
        <source>H&amp;int</source>
        <translation>Su&amp;ggerimento</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/five_three_five/qt/controls.py" line="264"/>
        <source>What would the strongest bot play, and why?</source>
        <translation>Cosa giocherebbe il bot più forte, e perché?</translation>
    </message>
</context>
<context>
    <name>F35Counts</name>
    <message numerus="yes">
        <location filename="../score5_desktop/games/five_three_five/qt/words.py" line="30"/>
        <source>%n card(s)</source>
        <extracomment>Five Three Five: a number of cards, e.g. on a plate: &quot;10 cards&quot;.</extracomment>
        <translation>
            <numerusform>%n carta</numerusform>
            <numerusform>%n carte</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../score5_desktop/games/five_three_five/qt/words.py" line="34"/>
        <source>%n point(s)</source>
        <extracomment>Five Three Five plate: a player&apos;s total of penalty points so far.</extracomment>
        <translation>
            <numerusform>%n punto</numerusform>
            <numerusform>%n punti</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../score5_desktop/games/five_three_five/qt/words.py" line="38"/>
        <source>+%n point(s)</source>
        <extracomment>Five Three Five: penalty points counted from a hand at the end of a round.</extracomment>
        <translation>
            <numerusform>+%n punto</numerusform>
            <numerusform>+%n punti</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../score5_desktop/games/five_three_five/qt/words.py" line="43"/>
        <source>An overwrite has as many cards as the central meld (%n), and these cards do not add to it either.</source>
        <extracomment>Five Three Five: %n the number of cards in the central meld.</extracomment>
        <translation>
            <numerusform>Per superare servono tante carte quante nella combinazione al centro (%n), e queste carte non si possono nemmeno attaccare.</numerusform>
            <numerusform>Per superare servono tante carte quante nella combinazione al centro (%n), e queste carte non si possono nemmeno attaccare.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../score5_desktop/games/five_three_five/qt/words.py" line="51"/>
        <source>%1 takes %n point(s).</source>
        <extracomment>Five Three Five log: %1 a player; %n penalty points for the cards left in hand.</extracomment>
        <translation>
            <numerusform>%1 prende %n punto di penalità.</numerusform>
            <numerusform>%1 prende %n punti di penalità.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../score5_desktop/games/five_three_five/qt/words.py" line="56"/>
        <source>You take %n point(s).</source>
        <extracomment>Five Three Five log, to the one player against bots: %n penalty points for the cards left in their hand.</extracomment>
        <translation>
            <numerusform>Prendi %n punto di penalità.</numerusform>
            <numerusform>Prendi %n punti di penalità.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../score5_desktop/games/five_three_five/qt/words.py" line="60"/>
        <source>a central meld of %n cards can only be added to</source>
        <extracomment>Five Three Five hint: %n cards in the central meld (four or more).</extracomment>
        <translation>
            <numerusform>a una combinazione al centro di %n carta si può solo attaccare</numerusform>
            <numerusform>a una combinazione al centro di %n carte si può solo attaccare</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../score5_desktop/games/five_three_five/qt/words.py" line="64"/>
        <source>it gets rid of %1, worth %n point(s) in hand</source>
        <extracomment>Five Three Five hint: %1 card values, e.g. &quot;8&quot;; %n the points they would cost.</extracomment>
        <translation>
            <numerusform>ti toglie %n punto di penalità dalla mano: %1</numerusform>
            <numerusform>ti toglie %n punti di penalità dalla mano: %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../score5_desktop/games/five_three_five/qt/words.py" line="68"/>
        <source>it plays %n card(s), as many as any play can</source>
        <extracomment>Five Three Five hint: %n the cards the suggested play puts down.</extracomment>
        <translation>
            <numerusform>gioca %n carta, quante ne gioca qualsiasi altra mossa</numerusform>
            <numerusform>gioca %n carte, quante ne gioca qualsiasi altra mossa</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../score5_desktop/games/five_three_five/qt/words.py" line="72"/>
        <source>%1 has only %n card(s) left</source>
        <extracomment>Five Three Five hint: %1 another player; %n the cards they still hold.</extracomment>
        <translation>
            <numerusform>%1 ha solo una carta</numerusform>
            <numerusform>%1 ha solo %n carte</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../score5_desktop/games/five_three_five/qt/words.py" line="77"/>
        <source>%1, %2, %n point(s) if left in hand</source>
        <extracomment>A Five Three Five card for screen readers: %1 its value, e.g. 12; %2 its band, e.g. &quot;sunny&quot;; %n the points it costs when left in hand.</extracomment>
        <translation>
            <numerusform>%1, %2, %n punto se resta in mano</numerusform>
            <numerusform>%1, %2, %n punti se resta in mano</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>F35EndDialog</name>
    <message>
        <location filename="../score5_desktop/games/five_three_five/qt/game_ui.py" line="479"/>
        <source>End of the game</source>
        <translation>Fine della partita</translation>
    </message>
</context>
<context>
    <name>F35Lesson</name>
    <message>
        <location filename="../score5_desktop/games/five_three_five/qt/lesson.py" line="41"/>
        <source>This is a real game of Five Three Five against two bots, Ada and Bruno, played to 10 points. Be the first to empty your hand: the others then take penalty points for the cards they still hold, and the lowest total wins. This panel explains each step the first time it happens, and the table waits while you read. Press Continue to begin.</source>
        <translation>Questa è una vera partita di Five Three Five contro due bot, Ada e Bruno, a 10 punti. Chiudi per primo: gli altri prendono allora punti di penalità per le carte che hanno ancora in mano, e vince il totale più basso. Questo riquadro spiega ogni passo la prima volta che succede, e il tavolo aspetta mentre leggi. Premi Continua per cominciare.</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/five_three_five/qt/lesson.py" line="55"/>
        <source>The cards are dealt. Values go from 1 to 5, 7 to 9 and 11 to 15: there is no 6 and no 10. A few cards stay face down, seen by nobody.</source>
        <translation>Le carte sono distribuite. I valori vanno da 1 a 5, da 7 a 9 e da 11 a 15: non ci sono né il 6 né il 10. Alcune carte restano coperte e non le vede nessuno.</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/five_three_five/qt/lesson.py" line="64"/>
        <source>A trick starts with a lead: a single card, two or three cards of one value, or a run of two or three values in a row (within 1 to 5, 7 to 9 or 11 to 15). The lead becomes the central meld.</source>
        <translation>Una presa comincia quando qualcuno apre: con una carta singola, due o tre carte dello stesso valore, o una scala di due o tre valori consecutivi (tra 1 e 5, tra 7 e 9 o tra 11 e 15). Ciò che viene aperto diventa la combinazione al centro.</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/five_three_five/qt/lesson.py" line="74"/>
        <source>An overwrite: a meld of the same kind and size, but stronger, takes the central meld&apos;s place. Higher singles and sets are stronger; among runs, the lower run is the stronger.</source>
        <translation>Superare: una combinazione dello stesso tipo e della stessa grandezza, ma più forte, prende il posto della combinazione al centro. Le singole e le carte uguali più alte sono più forti; tra le scale, la più bassa è la più forte.</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/five_three_five/qt/lesson.py" line="84"/>
        <source>An add: up to three cards joined to the central meld, which must still be one set or one run afterwards.</source>
        <translation>Attaccare: fino a tre carte aggiunte alla combinazione al centro, che dopo deve essere ancora un solo gruppo di carte uguali o una sola scala.</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/five_three_five/qt/lesson.py" line="93"/>
        <source>A pass: that player is out of this trick and plays again in the next one.</source>
        <translation>Passare: chi passa è fuori da questa presa e torna a giocare nella prossima.</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/five_three_five/qt/lesson.py" line="101"/>
        <source>Everyone else passed, so the trick is over. Whoever played last clears the table and leads the next trick.</source>
        <translation>Tutti gli altri hanno passato, quindi la presa è finita. Chi ha giocato per ultimo sgombra il tavolo e apre la presa successiva.</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/five_three_five/qt/lesson.py" line="110"/>
        <source>The rule of 8: an 8 played to overwrite or to add ends the trick at once, and its player leads the next one.</source>
        <translation>La regola dell&apos;8: un 8 giocato per superare o per attaccare chiude subito la presa, e chi l&apos;ha giocato apre la successiva.</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/five_three_five/qt/lesson.py" line="119"/>
        <source>The central meld holds every copy of its value, so nobody can beat it: the trick ends, and its last player leads the next one.</source>
        <translation>La combinazione al centro contiene tutte le copie del suo valore, quindi nessuno può batterla: la presa finisce, e l&apos;ultimo a giocarci apre la successiva.</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/five_three_five/qt/lesson.py" line="128"/>
        <source>The central meld is a run of five, 1 to 5 or 11 to 15: the trick ends, and its last player leads the next one.</source>
        <translation>La combinazione al centro è una scala di cinque, da 1 a 5 o da 11 a 15: la presa finisce, e l&apos;ultimo a giocarci apre la successiva.</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/five_three_five/qt/lesson.py" line="137"/>
        <source>You emptied your hand: the round is over and you take no points. The others take penalty points for their cards left: an 8 costs 5, a 1 or a 15 costs 3, 11 to 14 cost 2, and every other card 1.</source>
        <translation>Hai chiuso: la smazzata è finita e non prendi punti. Gli altri aggiungono punti di penalità per le carte rimaste: un 8 costa 5, un 1 o un 15 costa 3, dall&apos;11 al 14 costano 2, e ogni altra carta 1.</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/five_three_five/qt/lesson.py" line="147"/>
        <source>A player emptied their hand: the round is over. Everyone else takes penalty points for their cards left: an 8 costs 5, a 1 or a 15 costs 3, 11 to 14 cost 2, and every other card 1.</source>
        <translation>Qualcuno ha chiuso: la smazzata è finita. Tutti gli altri aggiungono punti di penalità per le carte rimaste: un 8 costa 5, un 1 o un 15 costa 3, dall&apos;11 al 14 costano 2, e ogni altra carta 1.</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/five_three_five/qt/lesson.py" line="179"/>
        <source>You won your first game with the lowest total! Play a full game, or try the options, from Game &gt; New; Help &gt; Rules has every rule.</source>
        <translation>Hai vinto la tua prima partita con il totale più basso! Gioca una partita intera, o prova le opzioni, da Partita &gt; Nuova partita; in Aiuto &gt; Regole trovi tutte le regole.</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/five_three_five/qt/lesson.py" line="184"/>
        <source>The game is over: the lowest total wins. Try again, or choose your own game from Game &gt; New; Help &gt; Rules has every rule.</source>
        <translation>La partita è finita: vince il totale più basso. Riprova, o scegli tu la partita da Partita &gt; Nuova partita; in Aiuto &gt; Regole trovi tutte le regole.</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/five_three_five/qt/lesson.py" line="160"/>
        <source>You lead: choose the cards of a single, a set or a run (click them, or use the arrow keys and Space), then Lead (Enter). Leading your weak cards early keeps your strong ones for later.</source>
        <translation>Apri tu: scegli le carte di una singola, di carte uguali o di una scala (cliccale, o usa le frecce e la barra spaziatrice), poi Apri (Invio). Aprire presto con le carte deboli tiene le forti per dopo.</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/five_three_five/qt/lesson.py" line="169"/>
        <source>Your turn: overwrite the central meld with a stronger one of the same kind and size, add to it, or pass (P). Choose cards and the buttons offer only what those cards allow.</source>
        <translation>Tocca a te: supera la combinazione al centro con una più forte dello stesso tipo e della stessa grandezza, attacca, o passa (P). Scegli delle carte: i pulsanti offrono solo ciò che quelle carte permettono.</translation>
    </message>
</context>
<context>
    <name>F35Options</name>
    <message>
        <location filename="../score5_desktop/games/five_three_five/qt/part.py" line="26"/>
        <source>&amp;Short game</source>
        <extracomment>Five Three Five option (check box).</extracomment>
        <translation>Partita &amp;breve</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/five_three_five/qt/part.py" line="28"/>
        <source>The game ends at 10 points instead of 20 (default: off).</source>
        <extracomment>Five Three Five option: what &quot;Short game&quot; does; the default follows in brackets.</extracomment>
        <translation>La partita finisce a 10 punti invece che a 20 (predefinito: no).</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/five_three_five/qt/part.py" line="34"/>
        <source>&amp;One hand</source>
        <extracomment>Five Three Five option (check box), two players only.</extracomment>
        <translation>&amp;Una sola mano</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/five_three_five/qt/part.py" line="35"/>
        <source>Two players: each shuffle deals one hand each, not two in a row (default: off).</source>
        <translation>In due: a ogni mescolata si riceve una sola mano a testa, non due di fila (predefinito: no).</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/five_three_five/qt/part.py" line="42"/>
        <source>&amp;Big deal</source>
        <extracomment>Five Three Five option (check box), three players only.</extracomment>
        <translation>Mano gran&amp;de</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/five_three_five/qt/part.py" line="43"/>
        <source>Three players: 16 cards each, 4 left face down (default: off).</source>
        <translation>In tre: 16 carte a testa, 4 restano coperte (predefinito: no).</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/five_three_five/qt/part.py" line="49"/>
        <source>Op&amp;en pass</source>
        <extracomment>Five Three Five option (check box).</extracomment>
        <translation>Passo ape&amp;rto</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/five_three_five/qt/part.py" line="50"/>
        <source>A player who passed may play again when the turn comes back (default: off).</source>
        <translation>Chi ha passato può giocare di nuovo quando torna il suo turno (predefinito: no).</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/five_three_five/qt/part.py" line="57"/>
        <source>No &amp;limit</source>
        <extracomment>Five Three Five option (check box).</extracomment>
        <translation>Senza &amp;limiti</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/five_three_five/qt/part.py" line="58"/>
        <source>Overwrite with any stronger meld of one to three cards, whatever its kind or size (default: off).</source>
        <translation>Superare con qualsiasi combinazione più forte da una a tre carte, di qualunque tipo e lunghezza (predefinito: no).</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/five_three_five/qt/part.py" line="70"/>
        <source>Random: plays any legal play. For trying the table.</source>
        <extracomment>New game: what the random bot level does in Five Three Five.</extracomment>
        <translation>Casuale: fa una giocata lecita qualsiasi. Per provare il tavolo.</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/five_three_five/qt/part.py" line="74"/>
        <source>Easy: plays whenever it can, as many cards as it can, and never passes by choice.</source>
        <extracomment>New game: what the easy bot level does in Five Three Five.</extracomment>
        <translation>Facile: gioca ogni volta che può, più carte possibile, e non passa mai per scelta.</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/five_three_five/qt/part.py" line="79"/>
        <source>Normal: keeps its sets and runs together, leads its weak cards first and gets rid of its 8s, 1s and 15s in time. A fair opponent for a first game.</source>
        <extracomment>New game: what the normal bot level does in Five Three Five.</extracomment>
        <translation>Normale: tiene unite le sue combinazioni di carte uguali e le sue scale, apre prima con le carte deboli e si libera in tempo degli 8, degli 1 e dei 15. Un avversario alla tua portata per una prima partita.</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/five_three_five/qt/part.py" line="85"/>
        <source>Hard: plays each move it considers to the end of the round in imagined deals of the cards it cannot see. It won a third of its four-player games against three normal bots.</source>
        <extracomment>New game: what the hard bot level does in Five Three Five; the figure is measured.</extracomment>
        <translation>Difficile: gioca ogni mossa che valuta fino alla fine della smazzata, in distribuzioni immaginate delle carte che non vede. Ha vinto un terzo delle sue partite a quattro contro tre bot normali.</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/five_three_five/qt/part.py" line="92"/>
        <source>Expert: the same search with eight times the thinking, about 0.8 s a decision. It won 36% of its four-player games against three hard bots.</source>
        <extracomment>New game: what the expert bot level does in Five Three Five; the figure is measured.</extracomment>
        <translation>Esperto: la stessa ricerca con otto volte più riflessione, circa 0,8 s per decisione. Ha vinto il 36% delle sue partite a quattro contro tre bot difficili.</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/five_three_five/qt/part.py" line="119"/>
        <source>Climb with singles, sets and runs and be first to empty your hand; 2 to 6 players.</source>
        <extracomment>The one line under Five Three Five in the new-game dialog.</extracomment>
        <translation>Supera con singole, coppie, tris e scale e svuota per primo la tua mano; da 2 a 6 giocatori.</translation>
    </message>
</context>
<context>
    <name>F35Replay</name>
    <message>
        <location filename="../score5_desktop/games/five_three_five/qt/game_ui.py" line="511"/>
        <source>R&amp;ound:</source>
        <extracomment>Five Three Five replay: the label of the box choosing a round (a deal, until someone is out; glossary: manche, Runde, smazzata); &quot;&amp;&quot; marks its access key.</extracomment>
        <translation>S&amp;mazzata:</translation>
    </message>
</context>
<context>
    <name>F35Review</name>
    <message>
        <location filename="../score5_desktop/games/five_three_five/qt/coach_words.py" line="35"/>
        <source>Round</source>
        <extracomment>Five Three Five review table: the column of the round (a deal, until someone is out) each decision belongs to.</extracomment>
        <translation>Smazzata</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/five_three_five/qt/coach_words.py" line="40"/>
        <source>Penalty points</source>
        <extracomment>Five Three Five review table: the penalty points your play cost in its round, compared with the expert&apos;s.</extracomment>
        <translation>Punti di penalità</translation>
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
        <translation>Aprire</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/five_three_five/qt/coach_words.py" line="60"/>
        <source>Answer to %1</source>
        <extracomment>Five Three Five review: a decision answering the central meld; %1 that meld as a noun phrase, what is answered (&quot;meld as object&quot;), e.g. &quot;a run (3 4 5)&quot;.</extracomment>
        <translation>Risposta a %1</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/five_three_five/qt/coach_words.py" line="71"/>
        <source>You played as the coach would.</source>
        <translation>Hai giocato come avrebbe fatto il coach.</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/five_three_five/qt/coach_words.py" line="76"/>
        <source>Both plays end the same in every sampled game.</source>
        <extracomment>Five Three Five review: the two plays lead to the same end in every game.</extracomment>
        <translation>Le due giocate finiscono allo stesso modo in ogni partita simulata.</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/five_three_five/qt/coach_words.py" line="90"/>
        <source>The expert&apos;s play: %1.</source>
        <extracomment>Five Three Five review: %1 the expert&apos;s reasons, joined by &quot;%1; %2&quot;.</extracomment>
        <translation>La giocata dell&apos;esperto: %1.</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/five_three_five/qt/coach_words.py" line="94"/>
        <source>Your play: %1.</source>
        <extracomment>Five Three Five review: %1 what your own play did, joined by &quot;%1; %2&quot;.</extracomment>
        <translation>La tua giocata: %1.</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/five_three_five/qt/coach_words.py" line="146"/>
        <source>Both plays do the same in this trick, and the deals played on from each end within their error of each other.</source>
        <extracomment>Five Three Five review: nothing tells the two plays apart in this trick, and the deals played on from each end alike within their error.</extracomment>
        <translation>Le due giocate fanno lo stesso in questa presa, e le smazzate giocate da ciascuna finiscono entro il loro margine d&apos;errore.</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/five_three_five/qt/coach_words.py" line="154"/>
        <source>Both plays do the same in this trick, but played on, yours cost %1 more penalty points on average: its cost comes later in the round.</source>
        <extracomment>Five Three Five review: %1 penalty points, e.g. 2.5: how many more the player&apos;s play cost on average over the rest of the round.</extracomment>
        <translation>Le due giocate fanno lo stesso in questa presa, ma proseguendo la tua è costata in media %1 punti di penalità in più: il costo arriva più avanti nella smazzata.</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/five_three_five/qt/coach_words.py" line="162"/>
        <source>Both plays do the same in this trick, and played on, yours cost %1 fewer penalty points on average.</source>
        <extracomment>Five Three Five review: %1 penalty points, e.g. 1.5, that the player&apos;s play saved on average.</extracomment>
        <translation>Le due giocate fanno lo stesso in questa presa, e proseguendo la tua è costata in media %1 punti di penalità in meno.</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/five_three_five/qt/coach_words.py" line="101"/>
        <source>The expert bot looks at each of your plays with what you knew at the time. Penalty points and win chance show what your play changed compared with the expert&apos;s, both played out in the same simulated games: more penalty points, or a negative win chance, is what it cost you.</source>
        <extracomment>Five Three Five review window: what the table shows (singular &quot;you&quot;).</extracomment>
        <translation>Il bot esperto esamina ogni tua giocata con quello che sapevi in quel momento. Punti di penalità e probabilità di vittoria mostrano che cosa ha cambiato la tua giocata rispetto a quella dell&apos;esperto, entrambe giocate fino in fondo nelle stesse partite simulate: più punti di penalità, o una probabilità di vittoria negativa, è quanto ti è costata.</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/five_three_five/qt/coach_words.py" line="116"/>
        <source>Double-click a row to watch that round.</source>
        <extracomment>Five Three Five review: the round is a deal, until someone is out (glossary: manche, Runde, smazzata).</extracomment>
        <translation>Fai doppio clic su una riga per rivedere quella smazzata.</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/five_three_five/qt/coach_words.py" line="121"/>
        <source>&amp;Watch this round</source>
        <extracomment>Five Three Five review: the button replaying the selected row&apos;s round (a deal, until someone is out; glossary: manche, Runde, smazzata); &quot;&amp;&quot; marks its key.</extracomment>
        <translation>&amp;Rivedi questa smazzata</translation>
    </message>
    <message numerus="yes">
        <location filename="../score5_desktop/games/five_three_five/qt/coach_words.py" line="131"/>
        <source>▲ marks the moments that cost you the most: round(s) %1.</source>
        <extracomment>Five Three Five review: %1 the rounds (deals, until someone is out; glossary: manche, Runde, smazzata) marked ▲ in the table, e.g. &quot;1, 3&quot;; %n how many.</extracomment>
        <translation>
            <numerusform>▲ indica i momenti che ti sono costati di più: smazzata %1.</numerusform>
            <numerusform>▲ indica i momenti che ti sono costati di più: smazzate %1.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>F35SidePanels</name>
    <message>
        <location filename="../score5_desktop/games/five_three_five/qt/game_ui.py" line="401"/>
        <source>Table memory</source>
        <extracomment>Five Three Five: title of the dock with what has been played this round.</extracomment>
        <translation>Memoria del tavolo</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/five_three_five/qt/game_ui.py" line="403"/>
        <source>Game log</source>
        <extracomment>Title of the dock with the game&apos;s log.</extracomment>
        <translation>Registro della partita</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/five_three_five/qt/game_ui.py" line="405"/>
        <source>Once a game starts: who plays what, trick by trick.</source>
        <extracomment>Five Three Five&apos;s game log before any game: what it will show.</extracomment>
        <translation>Quando inizia una partita: chi gioca cosa, presa dopo presa.</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/five_three_five/qt/log_model.py" line="29"/>
        <source>%1 failed (%2): a simple play was made for it.</source>
        <extracomment>Five Three Five log: %1 a bot&apos;s name; %2 what went wrong. A pass or the smallest legal play was made for it.</extracomment>
        <translation>%1 non ha funzionato (%2): al suo posto è stata fatta una giocata semplice.</translation>
    </message>
</context>
<context>
    <name>F35Stats</name>
    <message>
        <location filename="../score5_desktop/games/five_three_five/qt/stats_words.py" line="25"/>
        <source>No statistics yet.
Finish a game against the bots and your results appear here: your win rate against each level, your penalty points and your best and worst deal.</source>
        <translation>Ancora nessuna statistica.
Finisci una partita contro i bot e qui compariranno i tuoi risultati: la tua percentuale di vittorie contro ogni livello, i tuoi punti di penalità e la tua smazzata migliore e la peggiore.</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/five_three_five/qt/stats_words.py" line="34"/>
        <source>Your average penalty points</source>
        <extracomment>Statistics: the caption over your average total, in penalty points.</extracomment>
        <translation>I tuoi punti di penalità in media</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/five_three_five/qt/stats_words.py" line="44"/>
        <source>Your best and worst deal</source>
        <extracomment>Statistics: the fewest and the most penalty points one deal cost you.</extracomment>
        <translation>La tua smazzata migliore e la peggiore</translation>
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
        <translation>punti di penalità in una smazzata</translation>
    </message>
</context>
<context>
    <name>F35Table</name>
    <message>
        <location filename="../score5_desktop/games/five_three_five/qt/scene.py" line="559"/>
        <source>passed</source>
        <extracomment>Five Three Five: the tag on a plate whose player passed in this trick.</extracomment>
        <translation>ha passato</translation>
    </message>
</context>
<context>
    <name>F35View</name>
    <message>
        <location filename="../score5_desktop/games/five_three_five/qt/view.py" line="26"/>
        <source>Card table</source>
        <translation>Tavolo da gioco</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/five_three_five/qt/view.py" line="30"/>
        <source>Arrow keys move between your cards, Space chooses a card, Esc clears your choice, Enter plays the chosen cards, P passes, Shift+P passes until the next trick.</source>
        <extracomment>Five Three Five: how to play from the keyboard.</extracomment>
        <translation>Le frecce passano da una carta all&apos;altra, Spazio sceglie una carta, Esc annulla la tua scelta, Invio gioca le carte scelte, P passa, Maiusc+P passa fino alla prossima presa.</translation>
    </message>
</context>
<context>
    <name>Family</name>
    <message>
        <location filename="../score5_desktop/games/score5/qt/words/family_text.py" line="18"/>
        <source>green</source>
        <comment>colour alone</comment>
        <extracomment>A family&apos;s colour standing alone (chart legend, column header, menu item).</extracomment>
        <translation>verde</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/score5/qt/words/family_text.py" line="20"/>
        <source>red</source>
        <comment>colour alone</comment>
        <extracomment>A family&apos;s colour standing alone (chart legend, column header, menu item).</extracomment>
        <translation>rosso</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/score5/qt/words/family_text.py" line="22"/>
        <source>yellow</source>
        <comment>colour alone</comment>
        <extracomment>A family&apos;s colour standing alone (chart legend, column header, menu item).</extracomment>
        <translation>giallo</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/score5/qt/words/family_text.py" line="24"/>
        <source>purple</source>
        <comment>colour alone</comment>
        <extracomment>A family&apos;s colour standing alone (chart legend, column header, menu item).</extracomment>
        <translation>viola</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/score5/qt/words/family_text.py" line="26"/>
        <source>blue</source>
        <comment>colour alone</comment>
        <extracomment>A family&apos;s colour standing alone (chart legend, column header, menu item).</extracomment>
        <translation>blu</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/score5/qt/words/family_text.py" line="28"/>
        <source>wild</source>
        <comment>colour alone</comment>
        <extracomment>The wild card&apos;s word standing alone (it scores in any family).</extracomment>
        <translation>jolly</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/score5/qt/words/card_words.py" line="25"/>
        <source>green</source>
        <comment>family name in a sentence</comment>
        <extracomment>Family named in a sentence after the word for family: &quot;the green family&quot;. FR agrees with famille (verte), DE is the noun (Grün), IT agrees with famiglia.</extracomment>
        <translation>verde</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/score5/qt/words/card_words.py" line="28"/>
        <source>red</source>
        <comment>family name in a sentence</comment>
        <extracomment>Family named in a sentence after the word for family: &quot;the red family&quot;. FR agrees with famille (rouge), DE is the noun (Rot), IT agrees with famiglia (rossa).</extracomment>
        <translation>rossa</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/score5/qt/words/card_words.py" line="31"/>
        <source>yellow</source>
        <comment>family name in a sentence</comment>
        <extracomment>Family named in a sentence after the word for family: &quot;the yellow family&quot;. FR agrees with famille (jaune), DE is the noun (Gelb), IT agrees with famiglia (gialla).</extracomment>
        <translation>gialla</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/score5/qt/words/card_words.py" line="34"/>
        <source>purple</source>
        <comment>family name in a sentence</comment>
        <extracomment>Family named in a sentence after the word for family: &quot;the purple family&quot;. FR agrees with famille (violette), DE is the noun (Violett), IT (viola).</extracomment>
        <translation>viola</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/score5/qt/words/card_words.py" line="37"/>
        <source>blue</source>
        <comment>family name in a sentence</comment>
        <extracomment>Family named in a sentence after the word for family: &quot;the blue family&quot;. FR agrees with famille (bleue), DE is the noun (Blau), IT (blu).</extracomment>
        <translation>blu</translation>
    </message>
</context>
<context>
    <name>FileDialog</name>
    <message>
        <location filename="../score5_desktop/ui/common/file_dialogs.py" line="40"/>
        <source>Folder</source>
        <extracomment>Qt&apos;s Open and Save dialogs: the type of a folder, in the list of files.</extracomment>
        <translation>Cartella</translation>
    </message>
</context>
<context>
    <name>GameLog</name>
    <message>
        <location filename="../score5_desktop/games/score5/qt/words/event_text.py" line="96"/>
        <source>Round %1: %2 is up for auction.</source>
        <extracomment>A round starts. %1 is the round number, e.g. 3; %2 a card name, e.g. &quot;green 35&quot;.</extracomment>
        <translation>Turno %1: la carta %2 viene bandita all&apos;asta.</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/score5/qt/words/event_text.py" line="106"/>
        <source>Secret bids: %1.</source>
        <extracomment>%1 is a list of players&apos; bid sizes, e.g. &quot;Ana: 2 cards, Bot 1: 3 cards&quot;.</extracomment>
        <translation>Offerte segrete: %1.</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/score5/qt/words/event_text.py" line="109"/>
        <source>Adjustment round %1: %2.</source>
        <extracomment>%1 is the adjustment round&apos;s number, e.g. 1; %2 a list of players&apos; bid sizes, e.g. &quot;Ana: 2 cards, Bot 1: 3 cards, changed&quot;.</extracomment>
        <translation>Giro di modifica %1: %2.</translation>
    </message>
    <message numerus="yes">
        <location filename="../score5_desktop/games/score5/qt/words/event_text.py" line="41"/>
        <source>%1: %n card(s) (bid changed)</source>
        <extracomment>One player&apos;s bid size in the list after an adjustment round, when they changed their bid. %1 is a player&apos;s name, e.g. &quot;Bot 2&quot;; %n the number of cards now bid, e.g. &quot;Bot 2: 3 cards (bid changed)&quot;.</extracomment>
        <translation>
            <numerusform>%1: %n carta (offerta cambiata)</numerusform>
            <numerusform>%1: %n carte (offerta cambiata)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../score5_desktop/games/score5/qt/words/event_text.py" line="44"/>
        <source>%1: %n card(s)</source>
        <extracomment>One player&apos;s bid size in a list of secret bids. %1 is a player&apos;s name, e.g. &quot;Bot 2&quot;; %n the number of cards bid, e.g. &quot;Bot 2: 3 cards&quot;.</extracomment>
        <translation>
            <numerusform>%1: %n carta</numerusform>
            <numerusform>%1: %n carte</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../score5_desktop/games/score5/qt/words/event_text.py" line="64"/>
        <source>You win the game with %n point(s), on the tiebreaker.</source>
        <extracomment>The log&apos;s last line when the local player won on the tiebreaker; %n points.</extracomment>
        <translation>
            <numerusform>Vinci la partita con %n punto, grazie al valore per gli spareggi.</numerusform>
            <numerusform>Vinci la partita con %n punti, grazie al valore per gli spareggi.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../score5_desktop/games/score5/qt/words/event_text.py" line="67"/>
        <source>You win the game with %n point(s).</source>
        <extracomment>The log&apos;s last line when the local player won; %n points, e.g. 182.</extracomment>
        <translation>
            <numerusform>Vinci la partita con %n punto.</numerusform>
            <numerusform>Vinci la partita con %n punti.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../score5_desktop/games/score5/qt/words/event_text.py" line="70"/>
        <source>%1 wins the game with %n point(s), on the tiebreaker.</source>
        <extracomment>The log&apos;s last line; %1 is the winner&apos;s name, e.g. &quot;Bot 3&quot;; %n points.</extracomment>
        <translation>
            <numerusform>%1 vince la partita con %n punto, grazie al valore per gli spareggi.</numerusform>
            <numerusform>%1 vince la partita con %n punti, grazie al valore per gli spareggi.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../score5_desktop/games/score5/qt/words/event_text.py" line="73"/>
        <source>%1 wins the game with %n point(s).</source>
        <extracomment>The log&apos;s last line; %1 is the winner&apos;s name, e.g. &quot;Bot 3&quot;; %n points, e.g. 182.</extracomment>
        <translation>
            <numerusform>%1 vince la partita con %n punto.</numerusform>
            <numerusform>%1 vince la partita con %n punti.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/score5/qt/words/event_text.py" line="120"/>
        <source>%1 bids %2 (%3)</source>
        <extracomment>One revealed bid in a list: %1 a player&apos;s name, e.g. &quot;Bot 2&quot;; %2 the bid&apos;s total, e.g. 45; %3 its cards, e.g. &quot;green 35, blue 10&quot;.</extracomment>
        <translation>%1 offre %2 (%3)</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/score5/qt/words/event_text.py" line="124"/>
        <source>%1 bids nothing</source>
        <extracomment>One revealed bid in a list: %1 a player&apos;s name, e.g. &quot;Bot 2&quot;.</extracomment>
        <translation>%1 non offre nulla</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/score5/qt/words/event_text.py" line="127"/>
        <source>Bids revealed: %1.</source>
        <extracomment>%1 is the list of revealed bids, e.g. &quot;You bid 45 (green 35, blue 10), Bot 1 bids nothing and Bot 2 bids 5 (red 5)&quot;.</extracomment>
        <translation>Offerte rivelate: %1.</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/score5/qt/words/event_text.py" line="133"/>
        <source>You win %1 with %2, on the tiebreaker.</source>
        <extracomment>The local player won the auction on the tiebreaker. %1 a card name, e.g. &quot;blue 35&quot;; %2 the winning bid&apos;s total, e.g. 35.</extracomment>
        <translation>Vinci la carta %1 con %2, grazie al valore per gli spareggi.</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/score5/qt/words/event_text.py" line="137"/>
        <source>You win %1 with %2.</source>
        <extracomment>The local player won the auction. %1 a card name, e.g. &quot;blue 35&quot;; %2 the winning bid&apos;s total, e.g. 35.</extracomment>
        <translation>Vinci la carta %1 con %2.</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/score5/qt/words/event_text.py" line="142"/>
        <source>%1 wins %2 with %3, on the tiebreaker.</source>
        <extracomment>%1 a player&apos;s name, e.g. &quot;Bot 2&quot;; %2 a card name, e.g. &quot;blue 35&quot;; %3 the winning bid&apos;s total, e.g. 35.</extracomment>
        <translation>%1 vince la carta %2 con %3, grazie al valore per gli spareggi.</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/score5/qt/words/event_text.py" line="146"/>
        <source>%1 wins %2 with %3.</source>
        <extracomment>%1 a player&apos;s name, e.g. &quot;Bot 2&quot;; %2 a card name, e.g. &quot;blue 35&quot;; %3 the winning bid&apos;s total, e.g. 35.</extracomment>
        <translation>%1 vince la carta %2 con %3.</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/score5/qt/words/event_text.py" line="150"/>
        <source>Nobody bid: %1 leaves the game.</source>
        <extracomment>Nobody bid, so the card up for auction is removed (R4). %1 a card name, e.g. &quot;red 5&quot;.</extracomment>
        <translation>Nessuno ha offerto: la carta %1 esce dal gioco.</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/score5/qt/words/event_text.py" line="154"/>
        <source>You show %1 to settle the pick order.</source>
        <extracomment>%1 a card name, e.g. &quot;purple 20&quot;: the local player&apos;s card that settles the order.</extracomment>
        <translation>Mostri la carta %1 per stabilire l&apos;ordine di scelta.</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/score5/qt/words/event_text.py" line="157"/>
        <source>%1 shows %2 to settle the pick order.</source>
        <extracomment>%1 a player&apos;s name, e.g. &quot;Bot 2&quot;; %2 a card name, e.g. &quot;purple 20&quot;.</extracomment>
        <translation>%1 mostra la carta %2 per stabilire l&apos;ordine di scelta.</translation>
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
        <translation>tu</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/score5/qt/words/event_text.py" line="165"/>
        <source>Your bid (%1) is shared out; pick order: %2.</source>
        <extracomment>The local player&apos;s winning bid goes to the others. %1 its cards, e.g. &quot;green 35, blue 10&quot;; %2 the order they pick in, e.g. &quot;Bot 1 → Bot 2&quot;.</extracomment>
        <translation>La tua offerta (%1) viene distribuita; ordine di scelta: %2.</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/score5/qt/words/event_text.py" line="169"/>
        <source>The bid of %1 (%2) is shared out; pick order: %3.</source>
        <extracomment>%1 the winner&apos;s name, e.g. &quot;Bot 2&quot;; %2 the cards of their bid, e.g. &quot;green 35, blue 10&quot;; %3 the order the others pick in, e.g. &quot;Ana → Bot 1&quot;.</extracomment>
        <translation>L&apos;offerta di %1 (%2) viene distribuita; ordine di scelta: %3.</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/score5/qt/words/event_text.py" line="174"/>
        <source>You take %1 from %2.</source>
        <extracomment>%1 a card name, e.g. &quot;green 5&quot;; %2 the auction winner&apos;s name, e.g. &quot;Bot 3&quot;.</extracomment>
        <translation>Prendi la carta %1 da %2.</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/score5/qt/words/event_text.py" line="179"/>
        <source>%1 takes %2 from you.</source>
        <extracomment>%1 a player&apos;s name, e.g. &quot;Bot 3&quot;; %2 a card name from the local player&apos;s winning bid, e.g. &quot;green 5&quot;.</extracomment>
        <translation>%1 ti prende la carta %2.</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/score5/qt/words/event_text.py" line="216"/>
        <source>you bid nothing</source>
        <extracomment>The local player&apos;s revealed bid in a list, when they bid no card.</extracomment>
        <translation>tu non offri nulla</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/score5/qt/words/event_text.py" line="219"/>
        <source>you bid %1 (%2)</source>
        <extracomment>The local player&apos;s revealed bid in a list: %1 its total, e.g. 45; %2 its cards, e.g. &quot;green 35, blue 10&quot;. The list starts with &quot;Bids revealed:&quot;, so no capital.</extracomment>
        <translation>tu offri %1 (%2)</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/score5/qt/words/event_text.py" line="229"/>
        <source>Your bid goes back to your hand.</source>
        <extracomment>Only the local player&apos;s losing bid goes back to their hand.</extracomment>
        <translation>La tua offerta torna nella tua mano.</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/score5/qt/words/event_text.py" line="234"/>
        <source>Your bid goes back to your hand, and so does the bid of %1.</source>
        <extracomment>Losing bids go back to their owners&apos; hands: the local player&apos;s, and %1&apos;s, a player&apos;s name, e.g. &quot;Bot 2&quot;.</extracomment>
        <translation>La tua offerta torna nella tua mano, quella di %1 nella sua.</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/score5/qt/words/event_text.py" line="240"/>
        <source>Your bid goes back to your hand, and so do the bids of %1.</source>
        <extracomment>Losing bids go back to their owners&apos; hands: the local player&apos;s, and those of %1, a list of players&apos; names, e.g. &quot;Bot 1 and Bot 2&quot;.</extracomment>
        <translation>La tua offerta torna nella tua mano, quelle di %1 nelle loro mani.</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/score5/qt/words/event_text.py" line="246"/>
        <source>The bid of %1 goes back to their hand.</source>
        <extracomment>A losing bid goes back to its owner&apos;s hand. %1 a player&apos;s name, e.g. &quot;Bot 2&quot;.</extracomment>
        <translation>L&apos;offerta di %1 torna in mano.</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/score5/qt/words/event_text.py" line="250"/>
        <source>The bids of %1 go back to their hands.</source>
        <extracomment>Losing bids go back to their owners&apos; hands. %1 a list of players&apos; names, e.g. &quot;Ann and Bot 2&quot;, &quot;Ann, Bot 1 and Bot 2&quot;.</extracomment>
        <translation>Le offerte di %1 tornano nelle mani di chi le ha fatte.</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/score5/qt/words/event_text.py" line="257"/>
        <source>%1 failed (%2) and played a simple legal move instead.</source>
        <extracomment>A bot broke down and the app played for it. %1 the bot&apos;s name, e.g. &quot;Bot 2&quot;; %2 what went wrong, e.g. &quot;no decision came&quot; or &quot;illegal decision x&quot;.</extracomment>
        <translation>%1 non ha funzionato (%2): al suo posto è stata giocata una semplice mossa consentita.</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/score5/qt/words/event_text.py" line="191"/>
        <source>You place the wild in the %1 family.</source>
        <extracomment>%1 a family name as it follows the word &quot;family&quot;, e.g. &quot;green&quot; (FR verte, DE Grün, IT rossa).</extracomment>
        <translation>Assegni il jolly alla famiglia %1.</translation>
    </message>
    <message numerus="yes">
        <location filename="../score5_desktop/games/score5/qt/words/event_text.py" line="55"/>
        <source>you: %n card(s) (bid changed)</source>
        <extracomment>The local player&apos;s bid size in the list after an adjustment round, when they changed their bid; %n the number of cards now bid. Inside a sentence, after a colon or a comma, so in lower case: &quot;Adjustment round 1: you: 3 cards (bid changed), Bot 1: 2 cards.&quot;</extracomment>
        <translation>
            <numerusform>tu: %n carta (offerta cambiata)</numerusform>
            <numerusform>tu: %n carte (offerta cambiata)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../score5_desktop/games/score5/qt/words/event_text.py" line="59"/>
        <source>you: %n card(s)</source>
        <extracomment>The local player&apos;s bid size in a list of secret bids; %n the number of cards bid. Inside a sentence, after a colon or a comma, so in lower case: &quot;Secret bids: you: 3 cards, Bot 1: 2 cards.&quot;</extracomment>
        <translation>
            <numerusform>tu: %n carta</numerusform>
            <numerusform>tu: %n carte</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/score5/qt/words/event_text.py" line="195"/>
        <source>%1 places the wild in the %2 family.</source>
        <extracomment>%1 a player&apos;s name, e.g. &quot;Bot 2&quot;; %2 a family name as it follows the word &quot;family&quot;, e.g. &quot;green&quot; (FR verte, DE Grün, IT rossa).</extracomment>
        <translation>%1 assegna il jolly alla famiglia %2.</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/score5/qt/words/event_text.py" line="183"/>
        <source>%1 takes %2 from %3.</source>
        <extracomment>%1 a player&apos;s name, e.g. &quot;Bot 1&quot;; %2 a card name, e.g. &quot;green 5&quot;; %3 the auction winner&apos;s name, e.g. &quot;Bot 3&quot;.</extracomment>
        <translation>%1 prende la carta %2 da %3.</translation>
    </message>
</context>
<context>
    <name>GameModel</name>
    <message>
        <location filename="../score5_desktop/model/game_model.py" line="381"/>
        <location filename="../score5_desktop/model/game_model.py" line="456"/>
        <source>It is not this player&apos;s turn.</source>
        <translation>Non tocca a questo giocatore.</translation>
    </message>
    <message>
        <location filename="../score5_desktop/model/game_model.py" line="460"/>
        <source>That move is not allowed now.</source>
        <translation>Questa mossa ora non è consentita.</translation>
    </message>
    <message>
        <location filename="../score5_desktop/model/game_model.py" line="511"/>
        <source>no decision came</source>
        <extracomment>Why a bot failed, in brackets after its name in the game log.</extracomment>
        <translation>non è arrivata nessuna decisione</translation>
    </message>
    <message>
        <location filename="../score5_desktop/model/game_model.py" line="515"/>
        <source>illegal decision %1</source>
        <extracomment>Shown in the game log when a bot breaks; %1 is the program&apos;s own notation of its decision.</extracomment>
        <translation>decisione non consentita %1</translation>
    </message>
</context>
<context>
    <name>HandoverScreen</name>
    <message>
        <location filename="../score5_desktop/ui/windows/handover_screen.py" line="206"/>
        <source>Pass the screen to %1</source>
        <extracomment>Hot seat: %1 the next player&apos;s name, e.g. &quot;Ann&quot;.</extracomment>
        <translation>Ora gioca %1: passa lo schermo</translation>
    </message>
    <message>
        <location filename="../score5_desktop/ui/windows/handover_screen.py" line="211"/>
        <source>Every hand is hidden. %1, press the button when nobody else can see the screen.</source>
        <extracomment>Hot seat: %1 the next player&apos;s name, e.g. &quot;Ann&quot;.</extracomment>
        <translation>Tutte le mani sono nascoste. %1, premi il pulsante quando nessun altro vede lo schermo.</translation>
    </message>
    <message>
        <location filename="../score5_desktop/ui/windows/handover_screen.py" line="219"/>
        <location filename="../score5_desktop/ui/windows/handover_screen.py" line="220"/>
        <source>I am %1: show my hand</source>
        <extracomment>Hot seat button: %1 the next player&apos;s name, e.g. &quot;Ann&quot;.</extracomment>
        <translation>Sono %1: mostra la mia mano</translation>
    </message>
</context>
<context>
    <name>Hint</name>
    <message>
        <location filename="../score5_desktop/games/score5/qt/words/decision_text.py" line="39"/>
        <source>Keep your bid.</source>
        <extracomment>Hint advice in an adjustment round: bid the same cards again.</extracomment>
        <translation>Mantieni la tua offerta.</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/score5/qt/words/decision_text.py" line="42"/>
        <source>Bid nothing.</source>
        <extracomment>Hint advice: bid no card this round.</extracomment>
        <translation>Non offrire nulla.</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/score5/qt/words/decision_text.py" line="47"/>
        <source>Take %1.</source>
        <extracomment>Hint advice when sharing out a bid. %1 a card name, e.g. &quot;green 15&quot;.</extracomment>
        <translation>Prendi la carta %1.</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/score5/qt/words/decision_text.py" line="51"/>
        <source>Place the wild in the %1 family.</source>
        <extracomment>Hint advice at the end. %1 a family name as it follows the word &quot;family&quot;, e.g. &quot;green&quot; (FR verte, DE Grün, IT rossa).</extracomment>
        <translation>Assegna il jolly alla famiglia %1.</translation>
    </message>
</context>
<context>
    <name>HintNote</name>
    <message>
        <location filename="../score5_desktop/ui/common/hint_note.py" line="23"/>
        <source>A hint is a quick look. Review my game weighs each decision more carefully and may judge this one differently.</source>
        <extracomment>After every hint (in its tooltip), a sentence of its own, in both games. &quot;Review my game&quot; is the button at the end of a game: write your translation of &quot;&amp;Review my game&quot; without the &quot;&amp;&quot;.</extracomment>
        <translation>Un suggerimento è solo una rapida occhiata. «Analizza la mia partita» esamina ogni decisione con più cura e potrebbe giudicare diversamente questa scelta.</translation>
    </message>
    <message>
        <location filename="../score5_desktop/ui/common/hint_note.py" line="35"/>
        <source>A hint is the look Review my game takes at each of your decisions: a choice you make by it is not marked there as costly.</source>
        <extracomment>After every hint (in its tooltip) where the hint and &quot;Review my game&quot; are one judgement. &quot;Review my game&quot; is the button at the end of a game: write your translation of &quot;&amp;Review my game&quot; without the &quot;&amp;&quot;.</extracomment>
        <translation>Un suggerimento è lo sguardo che «Analizza la mia partita» dà a ogni tua decisione: una scelta fatta seguendolo non vi sarà segnata come costosa.</translation>
    </message>
</context>
<context>
    <name>HintReason</name>
    <message>
        <location filename="../score5_desktop/games/score5/qt/words/hint_text.py" line="121"/>
        <source>%1%</source>
        <comment>a percentage, e.g. 63%</comment>
        <extracomment>%1 a number, e.g. 63 (French: a no-break space before %).</extracomment>
        <translation>%1%</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/score5/qt/words/hint_text.py" line="146"/>
        <source>The others look ready to pay more than %1.</source>
        <extracomment>A hint&apos;s reason after &quot;Bid nothing.&quot;; %1 an amount, e.g. 45.</extracomment>
        <translation>Gli altri sembrano pronti a offrire più di %1.</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/score5/qt/words/hint_text.py" line="149"/>
        <source>No bid high enough to win is worth what it costs.</source>
        <translation>Nessuna offerta abbastanza alta da vincere vale quello che costa.</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/score5/qt/words/hint_text.py" line="166"/>
        <source>The %1 adds %2 points to your score.</source>
        <extracomment>A hint&apos;s reason. %1 a card name, e.g. &quot;wild 75&quot;; %2 points, e.g. 75.</extracomment>
        <translation>La carta %1 aggiunge %2 punti al tuo punteggio.</translation>
    </message>
    <message numerus="yes">
        <location filename="../score5_desktop/games/score5/qt/words/hint_text.py" line="31"/>
        <source>%1 bids %n card(s), worth at most %2 from what you know of that hand.</source>
        <extracomment>A hint&apos;s reason. %1 a player&apos;s name, e.g. &quot;Bot 2&quot;; %n the cards they bid, e.g. 3; %2 the most those cards can be worth, e.g. 30, from the cards you have seen.</extracomment>
        <translation>
            <numerusform>%1 offre %n carta, che vale al massimo %2 per quel che sai di quella mano.</numerusform>
            <numerusform>%1 offre %n carte, che valgono al massimo %2 per quel che sai di quella mano.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/score5/qt/words/hint_text.py" line="141"/>
        <source>The card up for auction adds nothing to your score.</source>
        <translation>La carta bandita all&apos;asta non aggiunge nulla al tuo punteggio.</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/score5/qt/words/hint_text.py" line="159"/>
        <source>The %1 adds %2 points to your %3 family.</source>
        <extracomment>A hint&apos;s reason. %1 a card name, e.g. &quot;purple 110&quot; (write the word for card if your language needs it: FR &quot;La carte %1&quot;); %2 points, e.g. 50; %3 a family name as it follows the word &quot;family&quot;, e.g. &quot;purple&quot; (FR violette, DE Violett).</extracomment>
        <translation>La carta %1 aggiunge %2 punti alla tua famiglia %3.</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/score5/qt/words/hint_text.py" line="173"/>
        <source>The %1 adds nothing to your score, but you can bid it in later rounds.</source>
        <extracomment>A hint&apos;s reason. %1 a card name, e.g. &quot;red 5&quot;: a card worth winning only to bid it again in later rounds.</extracomment>
        <translation>La carta %1 non aggiunge nulla al tuo punteggio, ma potrai offrirla nei turni successivi.</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/score5/qt/words/hint_text.py" line="217"/>
        <source>All the cards left go to you, so the order does not matter.</source>
        <extracomment>A hint&apos;s reason after &quot;Take green 10.&quot;: a card that adds nothing to your families now; the coach played the rest of the game ahead with each card.</extracomment>
        <translation>Tutte le carte rimaste vanno a te, quindi l&apos;ordine non conta.</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/score5/qt/words/hint_text.py" line="220"/>
        <source>It is the only card left.</source>
        <translation>È l&apos;ultima carta rimasta.</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/score5/qt/words/hint_text.py" line="195"/>
        <source>It adds %1 points to your %2 family.</source>
        <extracomment>A hint&apos;s reason after a bid&apos;s advice that (played ahead) never wins the card. A hint&apos;s reason after &quot;Take green 15.&quot; (&quot;it&quot; is that card). %1 points, e.g. 15; %2 a family name as it follows the word &quot;family&quot;, e.g. &quot;green&quot; (DE Grün).</extracomment>
        <translation>Aggiunge %1 punti alla tua famiglia %2.</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/score5/qt/words/hint_text.py" line="206"/>
        <source>It is the biggest card for later bids.</source>
        <translation>È la carta più alta per le offerte successive.</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/score5/qt/words/hint_text.py" line="209"/>
        <source>It is the biggest card.</source>
        <translation>È la carta più alta.</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/score5/qt/words/hint_text.py" line="202"/>
        <source>It keeps %1 points from %2, who leads.</source>
        <extracomment>A hint&apos;s reason after &quot;Take green 15.&quot; (&quot;it&quot; is that card). %1 points, e.g. 15; %2 the name of the player in the lead, e.g. &quot;Bot 2&quot;.</extracomment>
        <translation>Così chi è in testa (%2) non prende %1 punti.</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/score5/qt/words/hint_text.py" line="48"/>
        <source>This bid wins the card only about %1 of the time, but a bidder chooses among the winner&apos;s cards before those who bid nothing.</source>
        <extracomment>A hint&apos;s reason after a bid&apos;s advice. %1 a percentage, e.g. &quot;7%&quot;. Why a bid that seldom wins is recommended: the rules let a bidder choose among the winner&apos;s bid cards before the players who bid nothing.</extracomment>
        <translation>Questa offerta vince la carta solo circa il %1 delle volte, ma chi offre sceglie tra le carte del vincitore prima di chi non offre nulla.</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/score5/qt/words/hint_text.py" line="55"/>
        <source>This bid wins the card about %1 of the time.</source>
        <extracomment>A hint&apos;s reason after a bid&apos;s advice. %1 a percentage, e.g. &quot;63%&quot;.</extracomment>
        <translation>Questa offerta vince la carta circa il %1 delle volte.</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/score5/qt/words/hint_text.py" line="67"/>
        <source>The %1 adds %2 points to your score, but your bid takes your %3 family down to %4: %5 points in all.</source>
        <extracomment>A hint&apos;s reason. %1 the wild card&apos;s name, e.g. &quot;wild 75&quot;; %2 points, e.g. 40; %3 a family name as it follows the word &quot;family&quot;, e.g. &quot;green&quot;; %4 that family&apos;s value after the bid cards are given away, e.g. 0; %5 the change of the whole score, signed, e.g. &quot;+35&quot; or &quot;−20&quot;.</extracomment>
        <translation>La carta %1 aggiunge %2 punti al tuo punteggio, ma la tua offerta fa scendere la tua famiglia %3 a %4: %5 punti in tutto.</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/score5/qt/words/hint_text.py" line="83"/>
        <source>The %1 adds %2 points to your %3 family, but your bid takes your %4 family down to %5: %6 points in all.</source>
        <extracomment>A hint&apos;s reason. %1 a card name, e.g. &quot;blue 70&quot;; %2 points, e.g. 55; %3 its family&apos;s name as it follows the word &quot;family&quot;, e.g. &quot;blue&quot;; %4 another family name, e.g. &quot;green&quot;; %5 that family&apos;s value after the bid cards are given away, e.g. 0; %6 the change of the whole score, signed, e.g. &quot;+35&quot; or &quot;−20&quot;.</extracomment>
        <translation>La carta %1 aggiunge %2 punti alla tua famiglia %3, ma la tua offerta fa scendere la tua famiglia %4 a %5: %6 punti in tutto.</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/score5/qt/words/hint_text.py" line="139"/>
        <source>You have nothing to bid.</source>
        <translation>Non hai nulla da offrire.</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/score5/qt/words/hint_text.py" line="179"/>
        <source>Played ahead, every bid that could win this card cost you more than it brought.</source>
        <translation>Giocando fino in fondo, ogni offerta capace di vincere questa carta ti è costata più di quanto ha reso.</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/score5/qt/words/hint_text.py" line="186"/>
        <source>This bid lets the card go, but a bidder chooses among the winner&apos;s cards before those who bid nothing.</source>
        <extracomment>A hint&apos;s reason after &quot;Bid nothing.&quot;: the coach played the game ahead with each bid that could win the card.</extracomment>
        <translation>Questa offerta lascia andare la carta, ma chi offre sceglie tra le carte del vincitore prima di chi non offre nulla.</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/score5/qt/words/hint_text.py" line="210"/>
        <source>It adds nothing to your families now, but played ahead it left you best placed of the cards on offer.</source>
        <translation>Non aggiunge nulla alle tue famiglie per ora, ma giocando fino in fondo è la carta offerta che ti ha lasciato meglio piazzato.</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/score5/qt/words/hint_text.py" line="224"/>
        <source>This adds %1 points to your score.</source>
        <extracomment>A hint&apos;s reason after &quot;Place the wild in the green family.&quot; (&quot;it&quot; is that choice, not the card). %1 points, e.g. 40.</extracomment>
        <translation>Così aggiungi %1 punti al tuo punteggio.</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/score5/qt/words/hint_text.py" line="227"/>
        <source>A random legal choice.</source>
        <translation>Una scelta casuale tra quelle consentite.</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/score5/qt/words/hint_text.py" line="128"/>
        <source>seat %1</source>
        <extracomment>Stands for a player whose name is unknown; %1 the seat&apos;s number, e.g. 2.</extracomment>
        <translation>posto %1</translation>
    </message>
</context>
<context>
    <name>HintText</name>
    <message numerus="yes">
        <location filename="../score5_desktop/games/score5/qt/words/decision_text.py" line="20"/>
        <source>Bid %1 (total %2).</source>
        <extracomment>Hint advice. %n the number of cards to bid; %1 the cards, e.g. &quot;green 15, blue 10&quot;; %2 their total, e.g. 25.</extracomment>
        <translation>
            <numerusform>Offri la carta %1 (totale %2).</numerusform>
            <numerusform>Offri le carte %1 (totale %2).</numerusform>
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
        <translation>Data</translation>
    </message>
    <message>
        <location filename="../score5_desktop/model/history_model.py" line="273"/>
        <source>Players</source>
        <translation>Giocatori</translation>
    </message>
    <message>
        <location filename="../score5_desktop/model/history_model.py" line="274"/>
        <source>Scores</source>
        <translation>Punteggi</translation>
    </message>
    <message>
        <location filename="../score5_desktop/model/history_model.py" line="275"/>
        <source>Winner</source>
        <translation>Vincitore</translation>
    </message>
    <message>
        <location filename="../score5_desktop/model/history_model.py" line="276"/>
        <source>Your score</source>
        <translation>Il tuo punteggio</translation>
    </message>
    <message>
        <location filename="../score5_desktop/model/history_model.py" line="279"/>
        <source>This column cannot be sorted.</source>
        <translation>Questa colonna non si può ordinare.</translation>
    </message>
    <message>
        <location filename="../score5_desktop/model/history_model.py" line="313"/>
        <source>unknown date</source>
        <translation>data sconosciuta</translation>
    </message>
    <message>
        <location filename="../score5_desktop/model/history_model.py" line="318"/>
        <source> – </source>
        <translation> – </translation>
    </message>
    <message>
        <location filename="../score5_desktop/model/history_model.py" line="322"/>
        <source>unknown</source>
        <translation>sconosciuto</translation>
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
        <translation>%1: %2</translation>
    </message>
    <message>
        <location filename="../score5_desktop/model/history_model.py" line="336"/>
        <source>Some of this game&apos;s stored values could not be read.</source>
        <translation>Non è stato possibile leggere alcuni valori salvati di questa partita.</translation>
    </message>
</context>
<context>
    <name>HistoryWindow</name>
    <message>
        <location filename="../score5_desktop/ui/windows/history_window.py" line="70"/>
        <source>Replay</source>
        <translation>Rivedi la partita</translation>
    </message>
    <message>
        <location filename="../score5_desktop/ui/windows/history_window.py" line="72"/>
        <source>This game could not be replayed.</source>
        <translation>Non è stato possibile rivedere questa partita.</translation>
    </message>
    <message numerus="yes">
        <location filename="../score5_desktop/ui/windows/history_window.py" line="267"/>
        <source>%n game(s)</source>
        <extracomment>How many games the history list shows.</extracomment>
        <translation>
            <numerusform>%n partita</numerusform>
            <numerusform>%n partite</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../score5_desktop/ui/windows/history_window.py" line="285"/>
        <source>No finished games yet.
Every game you play to the end is kept here, ready to be replayed.</source>
        <translation>Ancora nessuna partita finita.
Ogni partita giocata fino alla fine viene conservata qui, pronta per essere rivista.</translation>
    </message>
    <message>
        <location filename="../score5_desktop/ui/windows/history_window.py" line="289"/>
        <source>No finished games against %1 bots yet.</source>
        <extracomment>%1 a bot level, e.g. &quot;hard&quot;.</extracomment>
        <translation>Ancora nessuna partita finita contro bot di livello %1.</translation>
    </message>
    <message>
        <location filename="../score5_desktop/ui/windows/history_window.py" line="299"/>
        <source>Game history</source>
        <translation>Cronologia delle partite</translation>
    </message>
    <message>
        <location filename="../score5_desktop/ui/windows/history_window.py" line="301"/>
        <source>&amp;Game:</source>
        <extracomment>History: the switch between the games whose past games are listed.</extracomment>
        <translation>&amp;Gioco:</translation>
    </message>
    <message>
        <location filename="../score5_desktop/ui/windows/history_window.py" line="304"/>
        <source>&amp;Opponents:</source>
        <translation>&amp;Avversari:</translation>
    </message>
    <message>
        <location filename="../score5_desktop/ui/windows/history_window.py" line="305"/>
        <source>&amp;Replay game</source>
        <translation>&amp;Rivedi la partita</translation>
    </message>
    <message>
        <location filename="../score5_desktop/ui/windows/history_window.py" line="306"/>
        <source>Re&amp;view game</source>
        <translation>A&amp;nalizza la partita</translation>
    </message>
    <message>
        <location filename="../score5_desktop/ui/windows/history_window.py" line="307"/>
        <source>Or double-click a game, or press Enter</source>
        <translation>Oppure fai doppio clic su una partita o premi Invio</translation>
    </message>
    <message>
        <location filename="../score5_desktop/ui/windows/history_window.py" line="308"/>
        <source>&amp;Close</source>
        <translation>&amp;Chiudi</translation>
    </message>
    <message>
        <location filename="../score5_desktop/ui/windows/history_window.py" line="309"/>
        <source>Finished games</source>
        <translation>Partite finite</translation>
    </message>
    <message>
        <location filename="../score5_desktop/ui/windows/history_window.py" line="317"/>
        <source>All games</source>
        <translation>Tutte le partite</translation>
    </message>
    <message>
        <location filename="../score5_desktop/ui/windows/history_window.py" line="320"/>
        <source>Against %1 bots</source>
        <extracomment>A filter: %1 a bot level, e.g. &quot;hard&quot;.</extracomment>
        <translation>Contro bot di livello %1</translation>
    </message>
</context>
<context>
    <name>JoinDialog</name>
    <message>
        <location filename="../score5_desktop/ui/online/join_dialog.py" line="62"/>
        <source>Join a table</source>
        <translation>Unisciti a un tavolo</translation>
    </message>
    <message>
        <location filename="../score5_desktop/ui/online/join_dialog.py" line="64"/>
        <source>&amp;Invite:</source>
        <extracomment>Where the player pastes the invite their host sent.</extracomment>
        <translation>&amp;Invito:</translation>
    </message>
    <message>
        <location filename="../score5_desktop/ui/online/join_dialog.py" line="65"/>
        <source>Your &amp;name:</source>
        <translation>Il tuo &amp;nome:</translation>
    </message>
    <message>
        <location filename="../score5_desktop/ui/online/join_dialog.py" line="76"/>
        <source>This is not an invite. An invite looks like ws://address:port/#code.</source>
        <translation>Questo non è un invito. Un invito ha questa forma: ws://indirizzo:porta/#codice.</translation>
    </message>
    <message>
        <location filename="../score5_desktop/ui/online/join_dialog.py" line="81"/>
        <source>Choose a name.</source>
        <translation>Scegli un nome.</translation>
    </message>
</context>
<context>
    <name>KnownHoldings</name>
    <message>
        <location filename="../score5_desktop/games/score5/qt/panels/known_model.py" line="45"/>
        <source>Hand</source>
        <translation>Mano</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/score5/qt/panels/known_model.py" line="47"/>
        <source>Known cards</source>
        <translation>Carte note</translation>
    </message>
</context>
<context>
    <name>LessonPanel</name>
    <message>
        <location filename="../score5_desktop/ui/windows/lesson_panel.py" line="221"/>
        <source>Guided game</source>
        <extracomment>The title of the guided first game&apos;s panel above the table.</extracomment>
        <translation>Partita guidata</translation>
    </message>
    <message>
        <location filename="../score5_desktop/ui/windows/lesson_panel.py" line="223"/>
        <source>&amp;Continue</source>
        <extracomment>The guided game&apos;s button that lets the table go on after an explanation.</extracomment>
        <translation>&amp;Continua</translation>
    </message>
    <message>
        <location filename="../score5_desktop/ui/windows/lesson_panel.py" line="226"/>
        <source>&amp;Finish the lesson</source>
        <extracomment>The guided game&apos;s button once the game is over: closes the lesson&apos;s panel.</extracomment>
        <translation>&amp;Termina la lezione</translation>
    </message>
    <message>
        <location filename="../score5_desktop/ui/windows/lesson_panel.py" line="229"/>
        <source>&amp;Leave the lesson</source>
        <extracomment>The guided game&apos;s button that ends the lesson; the game goes on as usual.</extracomment>
        <translation>&amp;Lascia la lezione</translation>
    </message>
    <message>
        <location filename="../score5_desktop/ui/windows/lesson_panel.py" line="234"/>
        <source>Guided game, step %1</source>
        <extracomment>The guided game&apos;s panel: which explanation this is; %1 a number from 1.</extracomment>
        <translation>Partita guidata, passo %1</translation>
    </message>
</context>
<context>
    <name>Level</name>
    <message>
        <location filename="../score5_desktop/model/text.py" line="96"/>
        <source>random</source>
        <extracomment>A bot level, shown as in &quot;Bot, normal&quot; and in the new-game dialog.</extracomment>
        <translation>casuale</translation>
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
        <translation>normale</translation>
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
        <translation>esperto</translation>
    </message>
</context>
<context>
    <name>LobbyDialog</name>
    <message>
        <location filename="../score5_desktop/ui/online/lobby.py" line="132"/>
        <source>Online table</source>
        <extracomment>The host&apos;s default wait before a seat whose person is away may go to a bot. The window of an online table: its invite and its seats.</extracomment>
        <translation>Tavolo online</translation>
    </message>
    <message>
        <location filename="../score5_desktop/ui/online/lobby.py" line="134"/>
        <source>Invite:</source>
        <extracomment>Before the invite (ws://address:port/#code) to send to friends.</extracomment>
        <translation>Invito:</translation>
    </message>
    <message>
        <location filename="../score5_desktop/ui/online/lobby.py" line="136"/>
        <source>Link:</source>
        <extracomment>Before the same invite as a link (score5://…) that opens the app.</extracomment>
        <translation>Link:</translation>
    </message>
    <message>
        <location filename="../score5_desktop/ui/online/lobby.py" line="137"/>
        <location filename="../score5_desktop/ui/online/lobby.py" line="138"/>
        <source>Copy</source>
        <translation>Copia</translation>
    </message>
    <message>
        <location filename="../score5_desktop/ui/online/lobby.py" line="142"/>
        <source>Send the invite or the link to your friends: they choose Game &gt; Play online &gt; Join a table… and paste it. Friends outside your network need this computer&apos;s port forwarded to it.</source>
        <translation>Manda l&apos;invito o il link ai tuoi amici: scelgono Partita &gt; Gioca online &gt; Unisciti a un tavolo… e lo incollano. Per gli amici fuori dalla tua rete, la porta deve essere inoltrata a questo computer.</translation>
    </message>
    <message>
        <location filename="../score5_desktop/ui/online/lobby.py" line="151"/>
        <source>Friends may join this table too: send them the invite or the link, they choose Game &gt; Play online &gt; Join a table… and paste it.</source>
        <extracomment>The online table&apos;s window of a player who joined (not the host).</extracomment>
        <translation>Anche altri amici possono unirsi a questo tavolo: manda loro l&apos;invito o il link, scelgono Partita &gt; Gioca online &gt; Unisciti a un tavolo… e lo incollano.</translation>
    </message>
    <message>
        <location filename="../score5_desktop/ui/online/lobby.py" line="155"/>
        <source>Seats</source>
        <translation>Posti</translation>
    </message>
    <message>
        <location filename="../score5_desktop/ui/online/lobby.py" line="157"/>
        <source>Seconds a player may be away before you can give their seat to a bot:</source>
        <translation>Secondi di assenza di un giocatore prima che tu possa dare il suo posto a un bot:</translation>
    </message>
    <message>
        <location filename="../score5_desktop/ui/online/lobby.py" line="160"/>
        <source>Start now</source>
        <extracomment>The host&apos;s button: the empty seats go to bots and the game begins.</extracomment>
        <translation>Inizia ora</translation>
    </message>
    <message>
        <location filename="../score5_desktop/ui/online/lobby.py" line="190"/>
        <source>Seat %1</source>
        <extracomment>A seat of the online table, numbered from 1.</extracomment>
        <translation>Posto %1</translation>
    </message>
    <message>
        <location filename="../score5_desktop/ui/online/lobby.py" line="194"/>
        <source>Give to a bot</source>
        <extracomment>The host&apos;s button beside a seat: a bot plays it from now on.</extracomment>
        <translation>Dai a un bot</translation>
    </message>
    <message>
        <location filename="../score5_desktop/ui/online/lobby.py" line="206"/>
        <source>Waiting for a player…</source>
        <extracomment>An online seat nobody has taken yet.</extracomment>
        <translation>In attesa di un giocatore…</translation>
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
        <translation>%1 (tu)</translation>
    </message>
    <message>
        <location filename="../score5_desktop/ui/online/lobby.py" line="215"/>
        <source>%1 (reconnecting…)</source>
        <extracomment>An online seat whose player&apos;s connection dropped; %1 their name.</extracomment>
        <translation>%1 (riconnessione…)</translation>
    </message>
    <message>
        <location filename="../score5_desktop/ui/online/lobby.py" line="221"/>
        <source>The table cannot be reached any more.</source>
        <translation>Il tavolo non è più raggiungibile.</translation>
    </message>
    <message>
        <location filename="../score5_desktop/ui/online/lobby.py" line="225"/>
        <source>No table server answers at the invite&apos;s address: trying again… Check the invite, or ask the host whether the table is still open.</source>
        <translation>Nessun server di tavoli risponde all&apos;indirizzo dell&apos;invito: nuovo tentativo… Controlla l&apos;invito, o chiedi a chi ospita se il tavolo è ancora aperto.</translation>
    </message>
    <message>
        <location filename="../score5_desktop/ui/online/lobby.py" line="229"/>
        <location filename="../score5_desktop/ui/online/online_play.py" line="449"/>
        <source>The connection dropped: reconnecting…</source>
        <extracomment>The status bar while this window&apos;s connection to its online table is down and being tried again (the same words as the table&apos;s window).</extracomment>
        <translation>La connessione è caduta: riconnessione…</translation>
    </message>
    <message>
        <location filename="../score5_desktop/ui/online/lobby.py" line="231"/>
        <source>Connecting…</source>
        <translation>Connessione…</translation>
    </message>
    <message>
        <location filename="../score5_desktop/ui/online/lobby.py" line="233"/>
        <source>The game is on the table.</source>
        <translation>La partita è sul tavolo.</translation>
    </message>
    <message>
        <location filename="../score5_desktop/ui/online/lobby.py" line="236"/>
        <source>The game starts when every seat is taken, or when you start it now: bots then take the empty seats.</source>
        <translation>La partita inizia quando tutti i posti sono occupati, o quando la fai iniziare ora: i bot prendono allora i posti vuoti.</translation>
    </message>
    <message>
        <location filename="../score5_desktop/ui/online/lobby.py" line="239"/>
        <source>The game starts when every seat is taken.</source>
        <translation>La partita inizia quando tutti i posti sono occupati.</translation>
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
        <translation>&amp;Partita</translation>
    </message>
    <message>
        <location filename="../score5_desktop/ui/windows/main_window.py" line="258"/>
        <source>&amp;View</source>
        <translation>&amp;Visualizza</translation>
    </message>
    <message>
        <location filename="../score5_desktop/ui/windows/main_window.py" line="259"/>
        <source>&amp;Settings</source>
        <translation>&amp;Impostazioni</translation>
    </message>
    <message>
        <location filename="../score5_desktop/ui/windows/main_window.py" line="260"/>
        <source>&amp;Help</source>
        <translation>&amp;Aiuto</translation>
    </message>
    <message>
        <location filename="../score5_desktop/ui/windows/main_window.py" line="261"/>
        <location filename="../score5_desktop/ui/windows/main_window.py" line="695"/>
        <source>&amp;New game…</source>
        <translation>&amp;Nuova partita…</translation>
    </message>
    <message>
        <location filename="../score5_desktop/ui/windows/main_window.py" line="262"/>
        <source>&amp;Continue saved game</source>
        <translation>&amp;Riprendi la partita salvata</translation>
    </message>
    <message>
        <location filename="../score5_desktop/ui/windows/main_window.py" line="263"/>
        <source>&amp;Save game as…</source>
        <translation>&amp;Salva la partita come…</translation>
    </message>
    <message>
        <location filename="../score5_desktop/ui/windows/main_window.py" line="264"/>
        <source>&amp;Open game record…</source>
        <translation>&amp;Apri una registrazione della partita…</translation>
    </message>
    <message>
        <location filename="../score5_desktop/ui/windows/main_window.py" line="265"/>
        <source>&amp;Replay a game…</source>
        <translation>Ri&amp;vedi una partita…</translation>
    </message>
    <message>
        <location filename="../score5_desktop/ui/windows/main_window.py" line="266"/>
        <source>&amp;History…</source>
        <translation>&amp;Cronologia…</translation>
    </message>
    <message>
        <location filename="../score5_desktop/ui/windows/main_window.py" line="267"/>
        <source>S&amp;tatistics…</source>
        <translation>S&amp;tatistiche…</translation>
    </message>
    <message>
        <location filename="../score5_desktop/ui/windows/main_window.py" line="268"/>
        <location filename="../score5_desktop/ui/windows/main_window.py" line="720"/>
        <location filename="../score5_desktop/ui/windows/main_window.py" line="781"/>
        <source>&amp;Quit</source>
        <translation>&amp;Esci</translation>
    </message>
    <message>
        <location filename="../score5_desktop/ui/windows/main_window.py" line="269"/>
        <source>&amp;Preferences…</source>
        <translation>&amp;Preferenze…</translation>
    </message>
    <message>
        <location filename="../score5_desktop/ui/windows/main_window.py" line="270"/>
        <source>&amp;Rules</source>
        <translation>&amp;Regole</translation>
    </message>
    <message>
        <location filename="../score5_desktop/ui/windows/main_window.py" line="272"/>
        <source>&amp;Guided first game</source>
        <extracomment>Help: the submenu offering a guided first game of each game.</extracomment>
        <translation>Prima partita &amp;guidata</translation>
    </message>
    <message>
        <location filename="../score5_desktop/ui/windows/main_window.py" line="273"/>
        <source>&amp;About Score 5 Desktop</source>
        <translatorcomment>glossary: ok — &quot;Score 5&quot; here is the product&apos;s name, not a score.</translatorcomment>
        <translation>&amp;Informazioni su Score 5 Desktop</translation>
    </message>
    <message>
        <location filename="../score5_desktop/ui/windows/main_window.py" line="624"/>
        <source>Welcome</source>
        <translation>Benvenuto</translation>
    </message>
    <message>
        <location filename="../score5_desktop/ui/windows/main_window.py" line="628"/>
        <source>Welcome to Score 5 Desktop. Would you like a guided first game, where the table explains each step as it happens?</source>
        <extracomment>The first start&apos;s question. The buttons below name each game (&quot;SCORE 5&quot;).</extracomment>
        <translation>Benvenuto in Score 5 Desktop. Vuoi una prima partita guidata, in cui il tavolo spiega ogni passo mentre succede?</translation>
    </message>
    <message>
        <location filename="../score5_desktop/ui/windows/main_window.py" line="635"/>
        <source>Guided game of %1</source>
        <extracomment>The first start&apos;s button for a guided first game; %1 the game&apos;s name.</extracomment>
        <translation>Partita guidata a %1</translation>
    </message>
    <message>
        <location filename="../score5_desktop/ui/windows/main_window.py" line="638"/>
        <source>Choose a game myself</source>
        <extracomment>The first start&apos;s button that skips the guided game.</extracomment>
        <translation>Scelgo io una partita</translation>
    </message>
    <message>
        <location filename="../score5_desktop/ui/windows/main_window.py" line="693"/>
        <source>Continue it?</source>
        <extracomment>After the sentence saying which saved game this is and where it stopped.</extracomment>
        <translation>Vuoi riprenderla?</translation>
    </message>
    <message>
        <location filename="../score5_desktop/ui/windows/main_window.py" line="694"/>
        <source>&amp;Continue</source>
        <translation>&amp;Continua</translation>
    </message>
    <message>
        <location filename="../score5_desktop/ui/windows/main_window.py" line="714"/>
        <source>Quit while a game is in progress?</source>
        <translation>Uscire con una partita in corso?</translation>
    </message>
    <message>
        <location filename="../score5_desktop/ui/windows/main_window.py" line="716"/>
        <source>The game is autosaved: Game &gt; Continue saved game picks it up again.</source>
        <translation>La partita viene salvata automaticamente: con Partita &gt; Riprendi la partita salvata puoi riprenderla.</translation>
    </message>
    <message>
        <location filename="../score5_desktop/ui/windows/main_window.py" line="718"/>
        <source>This game is not autosaved: it will be lost unless you save it.</source>
        <translation>Questa partita non viene salvata automaticamente: andrà persa se non la salvi.</translation>
    </message>
    <message>
        <location filename="../score5_desktop/ui/windows/main_window.py" line="722"/>
        <source>Leave the game in progress?</source>
        <translation>Abbandonare la partita in corso?</translation>
    </message>
    <message>
        <location filename="../score5_desktop/ui/windows/main_window.py" line="725"/>
        <source>The new game takes the place of this one in the autosave. To keep this game, save it first.</source>
        <translation>La nuova partita prende il posto di questa nel salvataggio automatico. Per conservare questa partita, salvala prima.</translation>
    </message>
    <message>
        <location filename="../score5_desktop/ui/windows/main_window.py" line="729"/>
        <source>&amp;Leave this game</source>
        <translation>&amp;Abbandona questa partita</translation>
    </message>
    <message>
        <location filename="../score5_desktop/ui/windows/main_window.py" line="730"/>
        <source>&amp;Save it first…</source>
        <translation>&amp;Salvala prima…</translation>
    </message>
    <message>
        <location filename="../score5_desktop/ui/windows/main_window.py" line="751"/>
        <source>Quit while you play at an online table?</source>
        <extracomment>Quitting the app while playing a seat of an online table.</extracomment>
        <translation>Uscire mentre giochi a un tavolo online?</translation>
    </message>
    <message>
        <location filename="../score5_desktop/ui/windows/main_window.py" line="754"/>
        <source>Leave the online table?</source>
        <extracomment>Before something else takes the place of the online table being played.</extracomment>
        <translation>Lasciare il tavolo online?</translation>
    </message>
    <message>
        <location filename="../score5_desktop/ui/windows/main_window.py" line="759"/>
        <source>This table&apos;s server runs in this app: the game waits while the app is closed. Start it again and choose Game &gt; Play online &gt; Rejoin your seat to play on; your friends get back in on their own.</source>
        <extracomment>Quitting the app that hosts an online table (its server runs in the app).</extracomment>
        <translation>Il server di questo tavolo gira in questa app: la partita aspetta finché l&apos;app è chiusa. Riavviala e scegli Partita &gt; Gioca online &gt; Riprendi il tuo posto per continuare; i tuoi amici rientrano da soli.</translation>
    </message>
    <message>
        <location filename="../score5_desktop/ui/windows/main_window.py" line="768"/>
        <source>The table goes on without you on this app&apos;s server until you quit: Game &gt; Play online &gt; Rejoin your seat takes your seat back.</source>
        <extracomment>Leaving an online table this app hosts (its server keeps running).</extracomment>
        <translation>Il tavolo continua senza di te sul server di questa app finché non esci: Partita &gt; Gioca online &gt; Riprendi il tuo posto ti restituisce il posto.</translation>
    </message>
    <message>
        <location filename="../score5_desktop/ui/windows/main_window.py" line="776"/>
        <source>The game goes on without you: Game &gt; Play online &gt; Rejoin your seat takes your seat back, and until then the host can give it to a bot.</source>
        <extracomment>Leaving an online table: what becomes of the player&apos;s seat.</extracomment>
        <translation>La partita continua senza di te: Partita &gt; Gioca online &gt; Riprendi il tuo posto ti restituisce il posto, e nel frattempo chi ospita può darlo a un bot.</translation>
    </message>
    <message>
        <location filename="../score5_desktop/ui/windows/main_window.py" line="784"/>
        <source>&amp;Leave the table</source>
        <extracomment>The button that gives up the seat of an online table.</extracomment>
        <translation>&amp;Lascia il tavolo</translation>
    </message>
    <message>
        <location filename="../score5_desktop/ui/windows/main_window.py" line="802"/>
        <source>Save game record</source>
        <translation>Salva la registrazione della partita</translation>
    </message>
    <message>
        <location filename="../score5_desktop/ui/windows/main_window.py" line="804"/>
        <source>Game records (*.score5.json *.json)</source>
        <translation>Registrazioni delle partite (*.score5.json *.json)</translation>
    </message>
    <message>
        <location filename="../score5_desktop/ui/windows/main_window.py" line="814"/>
        <source>Game saved.</source>
        <translation>Partita salvata.</translation>
    </message>
    <message>
        <location filename="../score5_desktop/ui/windows/main_window.py" line="821"/>
        <source>Open game record</source>
        <translation>Apri una registrazione della partita</translation>
    </message>
    <message>
        <location filename="../score5_desktop/ui/windows/main_window.py" line="821"/>
        <location filename="../score5_desktop/ui/windows/main_window.py" line="843"/>
        <source>Game records (*.json);;All files (*)</source>
        <translation>Registrazioni delle partite (*.json);;Tutti i file (*)</translation>
    </message>
    <message>
        <location filename="../score5_desktop/ui/windows/main_window.py" line="832"/>
        <location filename="../score5_desktop/ui/windows/main_window.py" line="849"/>
        <source>The file could not be read.</source>
        <translation>Non è stato possibile leggere il file.</translation>
    </message>
    <message>
        <location filename="../score5_desktop/ui/windows/main_window.py" line="843"/>
        <source>Replay a game</source>
        <translation>Rivedi una partita</translation>
    </message>
    <message>
        <location filename="../score5_desktop/ui/windows/main_window.py" line="861"/>
        <source>This game is not finished: it goes on here instead of being replayed.</source>
        <translation>Questa partita non è finita: prosegue qui invece di essere rivista.</translation>
    </message>
    <message>
        <location filename="../score5_desktop/ui/windows/main_window.py" line="1023"/>
        <source>About Score 5 Desktop</source>
        <translatorcomment>glossary: ok — &quot;Score 5&quot; here is the product&apos;s name, not a score.</translatorcomment>
        <translation>Informazioni su Score 5 Desktop</translation>
    </message>
    <message>
        <location filename="../score5_desktop/ui/windows/main_window.py" line="1025"/>
        <source>&lt;p&gt;&lt;b&gt;Score 5 Desktop&lt;/b&gt;&lt;/p&gt;&lt;p&gt;An unofficial fan implementation of the SCORE 5 auction card game, for 2 to 5 players: hot seat and bots.&lt;/p&gt;&lt;p&gt;It is not affiliated with or endorsed by the publishers of SCORE 5. The deck is reconstructed, and all art and text are our own.&lt;/p&gt;</source>
        <translatorcomment>glossary: ok — &quot;Score 5&quot; here is the product&apos;s name, not a score.</translatorcomment>
        <translation>&lt;p&gt;&lt;b&gt;Score 5 Desktop&lt;/b&gt;&lt;/p&gt;&lt;p&gt;Una versione non ufficiale, fatta da appassionati, del gioco di carte e di aste SCORE 5, per 2-5 giocatori: in hot seat e contro i bot.&lt;/p&gt;&lt;p&gt;Non è affiliata agli editori di SCORE 5 né approvata da loro. Il mazzo è ricostruito; grafica e testi sono nostri.&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>MemoryPanel</name>
    <message>
        <location filename="../score5_desktop/games/five_three_five/qt/memory_panel.py" line="133"/>
        <source>Played this round</source>
        <extracomment>Five Three Five side panel: the cards played so far in this round, per value.</extracomment>
        <translation>Giocate in questa smazzata</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/five_three_five/qt/memory_panel.py" line="147"/>
        <source>Once a game starts: the cards played this round and the cards each player has left.</source>
        <extracomment>Five Three Five&apos;s table memory before any game: what it will show.</extracomment>
        <translation>Quando inizia una partita: le carte giocate in questa smazzata e quelle rimaste a ogni giocatore.</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/five_three_five/qt/memory_panel.py" line="155"/>
        <source>A filled dot is a copy already played; each value has %1 copies.</source>
        <extracomment>Five Three Five: tooltip of the played-cards grid; %1 copies of each value (4 or 5).</extracomment>
        <translation>Un punto pieno è una copia già giocata; ogni valore ha %1 copie.</translation>
    </message>
    <message numerus="yes">
        <location filename="../score5_desktop/games/five_three_five/qt/memory_panel.py" line="162"/>
        <source>%n card(s) face down, unseen, this round</source>
        <extracomment>Five Three Five: cards dealt to nobody this round, never seen.</extracomment>
        <translation>
            <numerusform>%n carta coperta, mai vista, in questa smazzata</numerusform>
            <numerusform>%n carte coperte, mai viste, in questa smazzata</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../score5_desktop/games/five_three_five/qt/memory_panel.py" line="173"/>
        <source>You: %n card(s) left</source>
        <extracomment>Five Three Five side panel: the line of the player at the screen (alone against bots); %n the cards in their hand.</extracomment>
        <translation>
            <numerusform>Tu: %n carta rimasta</numerusform>
            <numerusform>Tu: %n carte rimaste</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../score5_desktop/games/five_three_five/qt/memory_panel.py" line="175"/>
        <source>%1: %n card(s) left</source>
        <extracomment>Five Three Five side panel: %1 a player&apos;s name; %n the cards in their hand.</extracomment>
        <translation>
            <numerusform>%1: %n carta rimasta</numerusform>
            <numerusform>%1: %n carte rimaste</numerusform>
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
        <translation>Giocatore %1</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/score5/qt/part.py" line="42"/>
        <source>Random: bids any cards and takes any card. For trying the table.</source>
        <extracomment>New game: what the random bot level does (shown under the seats and as the level&apos;s tooltip).</extracomment>
        <translation>Casuale: offre carte qualsiasi e prende una carta qualsiasi. Per provare il tavolo.</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/score5/qt/part.py" line="52"/>
        <source>Normal: weighs what the card is worth against what its bid would cost and reads the others&apos; bid counts. A fair opponent for a first game.</source>
        <extracomment>New game: what the normal bot level does.</extracomment>
        <translation>Normale: confronta quanto vale la carta con quanto gli costerebbe l&apos;offerta e legge quante carte offrono gli altri. Un avversario alla tua portata per una prima partita.</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/score5/qt/part.py" line="46"/>
        <source>Easy: knows what a card is worth to it, but ignores the other players and aims its bids loosely.</source>
        <extracomment>New game: what the easy bot level does.</extracomment>
        <translation>Facile: sa quanto vale per sé una carta, ma ignora gli altri giocatori e calibra le offerte a occhio.</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/score5/qt/part.py" line="58"/>
        <source>Hard: plays each bid it considers through to the last auction in many imagined deals, thinking about 0.2 s a decision. A step above normal.</source>
        <extracomment>New game: what the hard bot level does.</extracomment>
        <translation>Difficile: gioca ogni offerta che valuta fino all&apos;ultima asta in molte distribuzioni immaginate, riflettendo circa 0,2 s per decisione. Un gradino sopra il normale.</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/score5/qt/part.py" line="64"/>
        <source>Expert: the deepest search, on two cores, about 0.8 s a decision. It won 22 of 24 two-player games against hard, and half of its four-player games against three hard bots.</source>
        <extracomment>New game: what the expert bot level does; the figures are measured.</extracomment>
        <translation>Esperto: la ricerca più approfondita, su due core, circa 0,8 s per decisione. Ha vinto 22 partite su 24 a due contro il livello difficile, e metà delle sue partite a quattro contro tre bot difficili.</translation>
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
        <translation>Offri per le carte che ti servono e fai punti con la tua carta migliore di ogni famiglia; da 2 a 5 giocatori.</translation>
    </message>
    <message>
        <location filename="../score5_desktop/ui/windows/new_game_dialog.py" line="443"/>
        <source>New game</source>
        <translation>Nuova partita</translation>
    </message>
    <message>
        <location filename="../score5_desktop/ui/windows/new_game_dialog.py" line="445"/>
        <source>&amp;Game:</source>
        <extracomment>New game: the choice of the card game to play.</extracomment>
        <translation>Gio&amp;co:</translation>
    </message>
    <message>
        <location filename="../score5_desktop/ui/windows/new_game_dialog.py" line="446"/>
        <source>Options</source>
        <translation>Opzioni</translation>
    </message>
    <message>
        <location filename="../score5_desktop/ui/windows/new_game_dialog.py" line="459"/>
        <source>&amp;Players:</source>
        <translation>&amp;Giocatori:</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/score5/qt/part.py" line="27"/>
        <source>Maximum &amp;adjustment rounds:</source>
        <translation>&amp;Numero massimo di giri di modifica:</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/score5/qt/part.py" line="31"/>
        <source>After the secret bids, players may change their bids this many times; 0 means one sealed bid.</source>
        <translation>Dopo le offerte segrete, i giocatori possono cambiare la loro offerta questo numero di volte; 0 significa un&apos;unica offerta segreta.</translation>
    </message>
    <message>
        <location filename="../score5_desktop/ui/windows/new_game_dialog.py" line="395"/>
        <source>Open seat</source>
        <extracomment>Hosting an online table: the name field of a seat left open for a friend, whose name comes with them.</extracomment>
        <translation>Posto libero</translation>
    </message>
    <message>
        <location filename="../score5_desktop/ui/windows/new_game_dialog.py" line="460"/>
        <source>Seats</source>
        <translation>Posti</translation>
    </message>
    <message>
        <location filename="../score5_desktop/ui/windows/new_game_dialog.py" line="461"/>
        <source>Name</source>
        <translation>Nome</translation>
    </message>
    <message>
        <location filename="../score5_desktop/ui/windows/new_game_dialog.py" line="462"/>
        <source>Played by</source>
        <translation>Giocato da</translation>
    </message>
    <message>
        <location filename="../score5_desktop/ui/windows/new_game_dialog.py" line="463"/>
        <source>Bot level</source>
        <translation>Livello del bot</translation>
    </message>
    <message>
        <location filename="../score5_desktop/ui/windows/new_game_dialog.py" line="466"/>
        <source>Seat %1:</source>
        <extracomment>%1 the seat number, 1 to 6.</extracomment>
        <translation>Posto %1:</translation>
    </message>
    <message>
        <location filename="../score5_desktop/ui/windows/new_game_dialog.py" line="471"/>
        <source>Human</source>
        <translation>Umano</translation>
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
        <translation>Gioca on&amp;line</translation>
    </message>
    <message>
        <location filename="../score5_desktop/ui/online/online_play.py" line="81"/>
        <source>&amp;Host a table…</source>
        <translation>&amp;Ospita un tavolo…</translation>
    </message>
    <message>
        <location filename="../score5_desktop/ui/online/online_play.py" line="82"/>
        <source>&amp;Join a table…</source>
        <translation>&amp;Unisciti a un tavolo…</translation>
    </message>
    <message>
        <location filename="../score5_desktop/ui/online/online_play.py" line="84"/>
        <source>Online &amp;table…</source>
        <extracomment>Game &gt; Play online: the window of the table being played (invite, seats).</extracomment>
        <translation>&amp;Tavolo online…</translation>
    </message>
    <message>
        <location filename="../score5_desktop/ui/online/online_play.py" line="86"/>
        <source>&amp;Leave the table</source>
        <extracomment>Game &gt; Play online: give up the seat of the online table being played.</extracomment>
        <translation>La&amp;scia il tavolo</translation>
    </message>
    <message>
        <location filename="../score5_desktop/ui/online/online_play.py" line="88"/>
        <source>&amp;Rejoin your seat</source>
        <extracomment>Game &gt; Play online: take back the seat left (or held when the app quit).</extracomment>
        <translation>&amp;Riprendi il tuo posto</translation>
    </message>
</context>
<context>
    <name>OnlinePlay</name>
    <message>
        <location filename="../score5_desktop/ui/online/online_play.py" line="142"/>
        <source>Host a table</source>
        <extracomment>Where the seat to take back after quitting is kept (its token included). The new-game dialog, opened to set up a table others join over the network.</extracomment>
        <translation>Ospita un tavolo</translation>
    </message>
    <message>
        <location filename="../score5_desktop/ui/online/online_play.py" line="150"/>
        <source>Leave at least one seat to a person: yours.</source>
        <translation>Lascia almeno un posto a una persona: il tuo.</translation>
    </message>
    <message>
        <location filename="../score5_desktop/ui/online/online_play.py" line="238"/>
        <source>The table server could not start on this computer.</source>
        <translation>Il server dei tavoli non è riuscito ad avviarsi su questo computer.</translation>
    </message>
    <message>
        <location filename="../score5_desktop/ui/online/online_play.py" line="254"/>
        <source>The table could not be created.</source>
        <translation>Il tavolo non è stato creato.</translation>
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
        <translation>Hai lasciato una partita online in corso, in cui giocavi come %1.</translation>
    </message>
    <message>
        <location filename="../score5_desktop/ui/online/online_play.py" line="326"/>
        <source>Your table is kept on this computer: rejoining serves it again, and your friends&apos; apps come back to it on their own.</source>
        <translation>Il tuo tavolo è conservato su questo computer: riprendendo il tuo posto lo rendi di nuovo disponibile, e le app dei tuoi amici vi tornano da sole.</translation>
    </message>
    <message>
        <location filename="../score5_desktop/ui/online/online_play.py" line="332"/>
        <source>The table keeps your seat: rejoining takes it back where the game is now.</source>
        <translation>Il tavolo ti tiene il posto: lo riprendi dal punto in cui è ora la partita.</translation>
    </message>
    <message>
        <location filename="../score5_desktop/ui/online/online_play.py" line="338"/>
        <source>&amp;Rejoin your seat</source>
        <translation>&amp;Riprendi il tuo posto</translation>
    </message>
    <message>
        <location filename="../score5_desktop/ui/online/online_play.py" line="340"/>
        <source>&amp;Not now</source>
        <translation>&amp;Non ora</translation>
    </message>
    <message>
        <location filename="../score5_desktop/ui/online/online_play.py" line="361"/>
        <source>Port %1 of this computer is in use by another program, so your table cannot be served again: your friends&apos; apps look for it on that port alone. Close the other program, then choose Rejoin your seat again.</source>
        <extracomment>The host&apos;s table cannot be served again after quitting; %1 the port number (e.g. 8765) the friends&apos; invite names.</extracomment>
        <translation>La porta %1 di questo computer è usata da un altro programma, quindi il tuo tavolo non può essere servito di nuovo: le app dei tuoi amici lo cercano solo su quella porta. Chiudi l&apos;altro programma, poi scegli di nuovo Riprendi il tuo posto.</translation>
    </message>
    <message>
        <location filename="../score5_desktop/ui/online/online_play.py" line="538"/>
        <source>Reconnecting…</source>
        <extracomment>On the plate of an online seat whose player&apos;s connection dropped.</extracomment>
        <translation>Riconnessione…</translation>
    </message>
    <message>
        <location filename="../score5_desktop/ui/online/online_play.py" line="542"/>
        <source>Choosing…</source>
        <extracomment>On the plate of another person at an online table while the table waits for their decision (a bot&apos;s plate says &quot;Thinking…&quot; instead).</extracomment>
        <translation>Sta scegliendo…</translation>
    </message>
    <message>
        <location filename="../score5_desktop/ui/online/online_play.py" line="566"/>
        <source>No table has this invite: the game may be over, or the host gone.</source>
        <translation>Nessun tavolo ha questo invito: forse la partita è finita, o chi ospitava se n&apos;è andato.</translation>
    </message>
    <message>
        <location filename="../score5_desktop/ui/online/online_play.py" line="570"/>
        <source>Every seat of this table is taken.</source>
        <translation>Tutti i posti di questo tavolo sono occupati.</translation>
    </message>
    <message>
        <location filename="../score5_desktop/ui/online/online_play.py" line="572"/>
        <source>The table&apos;s server speaks another version of the online protocol: the older copy of the app needs an update.</source>
        <translation>Il server del tavolo parla un&apos;altra versione del protocollo online: la copia più vecchia dell&apos;app va aggiornata.</translation>
    </message>
    <message>
        <location filename="../score5_desktop/ui/online/online_play.py" line="578"/>
        <source>Your seat was taken back by another window.</source>
        <translation>Il tuo posto è stato ripreso da un&apos;altra finestra.</translation>
    </message>
    <message>
        <location filename="../score5_desktop/ui/online/online_play.py" line="580"/>
        <source>Your seat at this table is no longer yours.</source>
        <translation>Il tuo posto a questo tavolo non è più tuo.</translation>
    </message>
    <message>
        <location filename="../score5_desktop/ui/online/online_play.py" line="581"/>
        <source>The online table cannot be played from here.</source>
        <translation>Questo tavolo online non si può giocare da qui.</translation>
    </message>
</context>
<context>
    <name>QFileDialog</name>
    <message>
        <location filename="../score5_desktop/ui/common/qt_gaps.py" line="18"/>
        <source>&amp;Look in:</source>
        <extracomment>Qt&apos;s file dialog: the label of the folder list at the top. Keep the &quot;&amp;&quot; key on a letter not used by &quot;File &amp;name:&quot; (Qt&apos;s own translation of it).</extracomment>
        <translation>&amp;Cerca in:</translation>
    </message>
    <message>
        <location filename="../score5_desktop/ui/common/qt_gaps.py" line="20"/>
        <source>Files of &amp;type:</source>
        <extracomment>Qt&apos;s file dialog: the label of the file-type filter at the bottom.</extracomment>
        <translation>File di &amp;tipo:</translation>
    </message>
</context>
<context>
    <name>Replay</name>
    <message>
        <location filename="../score5_desktop/games/score5/qt/table/replay_pictures.py" line="83"/>
        <source>Every hand is open · %1&apos;s hand</source>
        <extracomment>The replay with every hand open; %1 the name of the player whose hand is in the tray at the bottom, e.g. &quot;Ann&quot;.</extracomment>
        <translation>Tutte le mani scoperte · Mano di %1</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/score5/qt/table/replay_pictures.py" line="86"/>
        <source>Through %1&apos;s eyes: what %1 knew</source>
        <extracomment>The replay shown as one player saw the game; %1 their name, e.g. &quot;Ann&quot;.</extracomment>
        <translation>Dal punto di vista di %1: ciò che %1 sapeva</translation>
    </message>
</context>
<context>
    <name>ReplayBar</name>
    <message>
        <location filename="../score5_desktop/ui/table/replay_bar.py" line="200"/>
        <source>|◀ Start</source>
        <translation>|◀ Inizio</translation>
    </message>
    <message>
        <location filename="../score5_desktop/ui/table/replay_bar.py" line="201"/>
        <source>Back to the deal (Home)</source>
        <translation>Torna alla distribuzione delle carte (Home)</translation>
    </message>
    <message>
        <location filename="../score5_desktop/ui/table/replay_bar.py" line="202"/>
        <source>◀ Back</source>
        <translation>◀ Indietro</translation>
    </message>
    <message>
        <location filename="../score5_desktop/ui/table/replay_bar.py" line="203"/>
        <source>One decision back (Left arrow)</source>
        <translation>Una decisione indietro (freccia sinistra)</translation>
    </message>
    <message>
        <location filename="../score5_desktop/ui/table/replay_bar.py" line="204"/>
        <source>Forward ▶</source>
        <translation>Avanti ▶</translation>
    </message>
    <message>
        <location filename="../score5_desktop/ui/table/replay_bar.py" line="205"/>
        <source>One decision on (Right arrow)</source>
        <translation>Una decisione avanti (freccia destra)</translation>
    </message>
    <message>
        <location filename="../score5_desktop/ui/table/replay_bar.py" line="206"/>
        <source>End ▶|</source>
        <translation>Fine ▶|</translation>
    </message>
    <message>
        <location filename="../score5_desktop/ui/table/replay_bar.py" line="207"/>
        <source>The end of the game (End)</source>
        <translation>La fine della partita (Fine)</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/score5/qt/__init__.py" line="91"/>
        <location filename="../score5_desktop/ui/table/replay_bar.py" line="210"/>
        <source>R&amp;ound:</source>
        <extracomment>The replay: the label of the box choosing a round; &quot;&amp;&quot; marks its access key.</extracomment>
        <translation>&amp;Turno:</translation>
    </message>
    <message>
        <location filename="../score5_desktop/ui/table/replay_bar.py" line="211"/>
        <source>S&amp;peed:</source>
        <translation>V&amp;elocità:</translation>
    </message>
    <message>
        <location filename="../score5_desktop/ui/table/replay_bar.py" line="212"/>
        <source>&amp;Whose eyes:</source>
        <translation>Pu&amp;nto di vista:</translation>
    </message>
    <message>
        <location filename="../score5_desktop/ui/table/replay_bar.py" line="213"/>
        <source>&amp;Review my game</source>
        <translation>Anali&amp;zza la mia partita</translation>
    </message>
    <message>
        <location filename="../score5_desktop/ui/table/replay_bar.py" line="214"/>
        <source>&amp;Close replay</source>
        <translation>&amp;Smetti di rivedere</translation>
    </message>
    <message>
        <location filename="../score5_desktop/ui/table/replay_bar.py" line="216"/>
        <source>Ticks mark the rounds; red marks, the moments that cost the most.</source>
        <translation>Le tacche segnano i turni; quelle rosse, i momenti che sono costati di più.</translation>
    </message>
    <message>
        <location filename="../score5_desktop/ui/table/replay_bar.py" line="218"/>
        <source>Replay timeline</source>
        <translation>Linea del tempo per rivedere la partita</translation>
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
        <translation>Tutti (mani scoperte)</translation>
    </message>
    <message>
        <location filename="../score5_desktop/ui/table/replay_bar.py" line="240"/>
        <source>An online game is watched again through your own eyes.</source>
        <extracomment>The replay&apos;s choice of whose eyes, locked: an online game is replayed through the seat the player held at its table, never with other hands.</extracomment>
        <translation>Una partita online si rivede solo dal tuo punto di vista.</translation>
    </message>
    <message>
        <location filename="../score5_desktop/ui/table/replay_bar.py" line="265"/>
        <source>❚❚ Pause</source>
        <translation>❚❚ Pausa</translation>
    </message>
    <message>
        <location filename="../score5_desktop/ui/table/replay_bar.py" line="265"/>
        <source>▶ Play</source>
        <translation>▶ Riproduci</translation>
    </message>
    <message>
        <location filename="../score5_desktop/ui/table/replay_bar.py" line="266"/>
        <source>Play or pause (Space)</source>
        <translation>Riproduci o metti in pausa (Spazio)</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/score5/qt/words/step_text.py" line="26"/>
        <source>The deal: the first card is up for auction.</source>
        <translation>La distribuzione: la prima carta è bandita all&apos;asta.</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/score5/qt/words/step_text.py" line="36"/>
        <source>Round %1: %2 bids %3</source>
        <extracomment>A replay step: %1 the round, e.g. 5; %2 a name, e.g. &quot;Ann&quot;; %3 cards, e.g. &quot;green 15, blue 10&quot; (or, through another player&apos;s eyes, &quot;3 cards&quot;).</extracomment>
        <translation>Turno %1: %2 offre %3</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/score5/qt/words/step_text.py" line="41"/>
        <source>Round %1, adjustment %2: %3 bids %4</source>
        <extracomment>A replay step seen through another player&apos;s eyes: %1 the round, e.g. 5; %2 the adjustment round, e.g. 1; %3 a name, e.g. &quot;Ann&quot;; %4 &quot;3 cards&quot;.</extracomment>
        <translation>Turno %1, modifica %2: %3 offre %4</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/score5/qt/words/step_text.py" line="45"/>
        <source>Round %1, adjustment %2: %3 keeps the bid</source>
        <extracomment>A replay step: %1 the round, e.g. 5; %2 the adjustment round, e.g. 1; %3 a name, e.g. &quot;Ann&quot;.</extracomment>
        <translation>Turno %1, modifica %2: %3 mantiene l&apos;offerta</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/score5/qt/words/step_text.py" line="49"/>
        <source>Round %1, adjustment %2: %3 changes the bid to %4</source>
        <extracomment>A replay step: %1 the round, e.g. 5; %2 the adjustment round, e.g. 1; %3 a name, e.g. &quot;Ann&quot;; %4 cards, e.g. &quot;green 15, blue 10&quot;.</extracomment>
        <translation>Turno %1, modifica %2: %3 cambia l&apos;offerta in %4</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/score5/qt/words/step_text.py" line="54"/>
        <source>Round %1: %2 takes %3</source>
        <extracomment>A replay step: %1 the round, e.g. 5; %2 a name, e.g. &quot;Ann&quot;; %3 a card name, e.g. &quot;green 15&quot;.</extracomment>
        <translation>Turno %1: %2 prende la carta %3</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/score5/qt/words/step_text.py" line="57"/>
        <source>%1 places the wild in %2</source>
        <extracomment>A replay step: %1 a name, e.g. &quot;Ann&quot;; %2 a family colour, e.g. &quot;green&quot;.</extracomment>
        <translation>%1 assegna il jolly alla famiglia %2</translation>
    </message>
</context>
<context>
    <name>ReplayDialog</name>
    <message>
        <location filename="../score5_desktop/ui/windows/replay_dialog.py" line="53"/>
        <source>Replay</source>
        <translation>Rivedi la partita</translation>
    </message>
</context>
<context>
    <name>Review</name>
    <message>
        <location filename="../score5_desktop/games/score5/qt/coach_words.py" line="37"/>
        <source>Round</source>
        <translation>Turno</translation>
    </message>
    <message>
        <location filename="../score5_desktop/model/review_model.py" line="283"/>
        <source>Decision</source>
        <translation>Decisione</translation>
    </message>
    <message>
        <location filename="../score5_desktop/model/review_model.py" line="284"/>
        <source>You</source>
        <translation>La tua scelta</translation>
    </message>
    <message>
        <location filename="../score5_desktop/model/review_model.py" line="285"/>
        <source>Expert</source>
        <translation>Esperto</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/score5/qt/coach_words.py" line="40"/>
        <source>Score change</source>
        <translation>Scarto di punti</translation>
    </message>
    <message>
        <location filename="../score5_desktop/model/review_model.py" line="287"/>
        <source>Win chance change</source>
        <translation>Scarto prob. vittoria</translation>
    </message>
    <message>
        <location filename="../score5_desktop/model/review_model.py" line="288"/>
        <source>Why the expert chose it</source>
        <translation>Perché l&apos;esperto l&apos;ha scelto</translation>
    </message>
    <message>
        <location filename="../score5_desktop/model/review_model.py" line="310"/>
        <source>Your choice minus the expert&apos;s, averaged over %1 sampled games played both ways; ± one standard error.</source>
        <extracomment>A tooltip on the review&apos;s gain columns; %1 the number of sampled games, e.g. 200.</extracomment>
        <translation>La tua scelta meno quella dell&apos;esperto, in media su %1 partite simulate giocate in entrambi i modi; ± un errore standard.</translation>
    </message>
    <message>
        <location filename="../score5_desktop/model/review_model.py" line="318"/>
        <source>One of the moments that cost you the most.</source>
        <translation>Uno dei momenti che ti sono costati di più.</translation>
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
        <translation>Come te</translation>
    </message>
    <message>
        <location filename="../score5_desktop/model/review_model.py" line="353"/>
        <source>As good as yours</source>
        <translation>Valida quanto la tua</translation>
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
        <translation>%1 ± %2 pp</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/score5/qt/coach_words.py" line="84"/>
        <source>Bid</source>
        <translation>Offerta</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/score5/qt/coach_words.py" line="87"/>
        <source>Adjustment %1</source>
        <extracomment>A decision&apos;s kind in the review table: %1 the adjustment round&apos;s number, e.g. 1.</extracomment>
        <translation>Modifica %1</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/score5/qt/coach_words.py" line="89"/>
        <source>Card taken</source>
        <translation>Carta presa</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/score5/qt/coach_words.py" line="90"/>
        <source>Wild</source>
        <translation>Jolly</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/score5/qt/coach_words.py" line="98"/>
        <source>no bid</source>
        <translation>nessuna offerta</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/score5/qt/coach_words.py" line="102"/>
        <source>%1 (total %2)</source>
        <extracomment>A bid in the review table: %1 its cards, e.g. &quot;green 35, blue 10&quot;; %2 their total, e.g. 45.</extracomment>
        <translation>%1 (totale %2)</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/score5/qt/coach_words.py" line="111"/>
        <source>wild as %1</source>
        <extracomment>The wild card&apos;s placement in the review table: %1 a family&apos;s colour standing alone, e.g. &quot;green&quot;.</extracomment>
        <translation>jolly come %1</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/score5/qt/coach_words.py" line="133"/>
        <source>You chose as the coach would.</source>
        <translation>Hai scelto come avrebbe fatto il coach.</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/score5/qt/coach_words.py" line="137"/>
        <source>Both choices end the same in every sampled game.</source>
        <translation>Le due scelte finiscono allo stesso modo in ogni partita simulata.</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/score5/qt/coach_words.py" line="145"/>
        <source>The expert&apos;s choice: %1</source>
        <extracomment>%1 is one or more sentences: the expert bot&apos;s reasons for its choice.</extracomment>
        <translation>La scelta dell&apos;esperto: %1</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/score5/qt/coach_words.py" line="150"/>
        <source>Your choice: %1</source>
        <extracomment>%1 is one or more sentences: what the player&apos;s own choice did.</extracomment>
        <translation>La tua scelta: %1</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/score5/qt/coach_words.py" line="177"/>
        <source>Your bid takes your %1 family down to %2 instead: %3 points in all.</source>
        <extracomment>In the review, after the expert&apos;s reason told what the same card adds: %1 a family name as it follows the word &quot;family&quot;, e.g. &quot;green&quot;; %2 that family&apos;s value after the bid, e.g. 0; %3 the change of the whole score, signed, e.g. &quot;+20&quot;.</extracomment>
        <translation>La tua offerta fa invece scendere la tua famiglia %1 a %2: %3 punti in tutto.</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/score5/qt/coach_words.py" line="197"/>
        <source>Both choices do the same in this round, and the games played on from each end within their error of each other.</source>
        <translation>Le due scelte fanno lo stesso in questo turno, e le partite giocate da ciascuna finiscono entro il loro margine d&apos;errore.</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/score5/qt/coach_words.py" line="205"/>
        <source>Both choices do the same in this round, but played to the end your choice scored %1 points less on average: its cost comes in the rounds after.</source>
        <extracomment>%1 points, e.g. 29.5: how much less the player&apos;s choice scored on average in the games played to the end from each choice.</extracomment>
        <translation>Le due scelte fanno lo stesso in questo turno, ma giocando fino in fondo la tua scelta ha fatto in media %1 punti in meno: il costo arriva nei turni successivi.</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/score5/qt/coach_words.py" line="212"/>
        <source>Both choices do the same in this round, and played to the end your choice scored %1 points more on average.</source>
        <extracomment>%1 points, e.g. 12.0: how much more the player&apos;s choice scored on average.</extracomment>
        <translation>Le due scelte fanno lo stesso in questo turno, e giocando fino in fondo la tua scelta ha fatto in media %1 punti in più.</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/score5/qt/coach_words.py" line="230"/>
        <source>The expert&apos;s bid wins the %1 in %2 of the sampled games, yours in %3.</source>
        <extracomment>%1 a card, e.g. &quot;purple 110&quot;; %2 and %3 percentages, e.g. &quot;80%&quot;.</extracomment>
        <translation>L&apos;offerta dell&apos;esperto vince la carta %1 nel %2 delle partite simulate, la tua nel %3.</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/score5/qt/coach_words.py" line="236"/>
        <source>The expert lets the %1 go: its bid wins it in %2 of the sampled games, yours in %3.</source>
        <extracomment>%1 a card, e.g. &quot;purple 110&quot;; %2 and %3 percentages, e.g. &quot;5%&quot;.</extracomment>
        <translation>L&apos;esperto lascia andare la carta %1: la sua offerta la vince nel %2 delle partite simulate, la tua nel %3.</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/score5/qt/coach_words.py" line="245"/>
        <source>Instead it takes the %1 from the winning bid in %2 of them.</source>
        <extracomment>%1 a card taken from the auction winner&apos;s bid, e.g. &quot;green 80&quot;; %2 a percentage of the sampled games, e.g. &quot;60%&quot;.</extracomment>
        <translation>Invece prende la carta %1 dall&apos;offerta vincente nel %2 di esse.</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/score5/qt/coach_words.py" line="251"/>
        <source>On average it keeps cards worth %1 more points in hand.</source>
        <extracomment>%1 a number of points, e.g. 45.</extracomment>
        <translation>In media tiene in mano carte che valgono %1 punti in più.</translation>
    </message>
</context>
<context>
    <name>ReviewWindow</name>
    <message>
        <location filename="../score5_desktop/ui/windows/review_window.py" line="295"/>
        <source>Review of the game</source>
        <extracomment>Each column&apos;s usual width, in ems (the last one, the why, takes the rest).</extracomment>
        <translation>Analisi della partita</translation>
    </message>
    <message>
        <location filename="../score5_desktop/ui/windows/review_window.py" line="299"/>
        <source>The expert bot looks at each of your decisions with what you knew at the time. Score and win chance show what your choice changed compared with the expert&apos;s, both played out in the same simulated games: a negative number is what it cost you.</source>
        <translation>Il bot esperto esamina ogni tua decisione con ciò che sapevi in quel momento. Punti e probabilità di vittoria mostrano che cosa ha cambiato la tua scelta rispetto a quella dell&apos;esperto, entrambe giocate fino in fondo nelle stesse partite simulate: un numero negativo è quanto ti è costata.</translation>
    </message>
    <message>
        <location filename="../score5_desktop/ui/windows/review_window.py" line="307"/>
        <source>How to read the figures: each is your choice minus the expert&apos;s, so a minus sign is what your choice cost. Win chance is in percentage points (pts): −4.0 pts means your chance of winning fell by 4 in 100. The number after ± is the margin of error from the simulated games: a difference smaller than twice it may be chance.</source>
        <translation>Come leggere le cifre: ognuna è la tua scelta meno quella dell&apos;esperto, quindi un segno meno è quanto ti è costata la tua scelta. La probabilità di vittoria è in punti percentuali (pp): −4,0 pp significa che la tua probabilità di vincere è scesa di 4 su 100. Il numero dopo ± è il margine d&apos;errore delle partite simulate: una differenza inferiore al doppio di esso può essere dovuta al caso.</translation>
    </message>
    <message>
        <location filename="../score5_desktop/ui/windows/review_window.py" line="314"/>
        <source>&amp;Player:</source>
        <translation>&amp;Giocatore:</translation>
    </message>
    <message>
        <location filename="../score5_desktop/ui/windows/review_window.py" line="318"/>
        <source>An online game is reviewed for your own seat only.</source>
        <extracomment>The coach&apos;s choice of player, locked: an online game is reviewed for the seat the player held at its table only.</extracomment>
        <translation>Una partita online viene analizzata solo per il tuo posto.</translation>
    </message>
    <message>
        <location filename="../score5_desktop/ui/windows/review_window.py" line="321"/>
        <source>&amp;Cancel</source>
        <translation>&amp;Annulla</translation>
    </message>
    <message>
        <location filename="../score5_desktop/ui/windows/review_window.py" line="322"/>
        <source>&amp;Watch this round</source>
        <translation>&amp;Rivedi questo turno</translation>
    </message>
    <message>
        <location filename="../score5_desktop/ui/windows/review_window.py" line="323"/>
        <source>C&amp;lose</source>
        <translation>&amp;Chiudi</translation>
    </message>
    <message>
        <location filename="../score5_desktop/ui/windows/review_window.py" line="340"/>
        <source>Reviewing decision %1 of %2…</source>
        <extracomment>Progress: %1 the decision being reviewed, e.g. 4; %2 how many there are, e.g. 40.</extracomment>
        <translation>Analisi della decisione %1 di %2…</translation>
    </message>
    <message>
        <location filename="../score5_desktop/ui/windows/review_window.py" line="342"/>
        <source>This player had no decision to review.</source>
        <translation>Questo giocatore non ha preso decisioni da analizzare.</translation>
    </message>
    <message numerus="yes">
        <location filename="../score5_desktop/ui/windows/review_window.py" line="345"/>
        <source>Review complete: %n decision(s).</source>
        <extracomment>%n the number of decisions reviewed, e.g. 40.</extracomment>
        <translation>
            <numerusform>Analisi completata: %n decisione.</numerusform>
            <numerusform>Analisi completata: %n decisioni.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../score5_desktop/ui/windows/review_window.py" line="349"/>
        <source>Review cancelled after %1 of %2 decisions.</source>
        <extracomment>%1 the decisions reviewed, e.g. 12; %2 how many there were, e.g. 40.</extracomment>
        <translation>Analisi annullata (decisioni analizzate: %1 di %2).</translation>
    </message>
    <message>
        <location filename="../score5_desktop/ui/windows/review_window.py" line="355"/>
        <source>The review could not be completed (%1).</source>
        <extracomment>%1 what went wrong, in the system&apos;s words, e.g. &quot;out of memory&quot;.</extracomment>
        <translation>Non è stato possibile completare l&apos;analisi (%1).</translation>
    </message>
    <message>
        <location filename="../score5_desktop/ui/windows/review_window.py" line="362"/>
        <source>Double-click a row to watch that round.</source>
        <translation>Fai doppio clic su una riga per rivedere quel turno.</translation>
    </message>
    <message numerus="yes">
        <location filename="../score5_desktop/ui/windows/review_window.py" line="368"/>
        <source>▲ marks the moments that cost you the most: round(s) %1.</source>
        <extracomment>%1 the rounds marked ▲ in the table, e.g. &quot;3, 7, 12&quot;; %n how many, e.g. 3.</extracomment>
        <translation>
            <numerusform>▲ indica i momenti che ti sono costati di più: turno %1.</numerusform>
            <numerusform>▲ indica i momenti che ti sono costati di più: turni %1.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>RulesWindow</name>
    <message>
        <location filename="../score5_desktop/ui/windows/rules_window.py" line="293"/>
        <source>Rules — Score 5 Desktop</source>
        <translatorcomment>glossary: ok — &quot;Score 5&quot; here is the product&apos;s name, not a score.</translatorcomment>
        <translation>Regole — Score 5 Desktop</translation>
    </message>
    <message>
        <location filename="../score5_desktop/ui/windows/rules_window.py" line="295"/>
        <source>&amp;Game:</source>
        <extracomment>Rules window: the switch between the games whose rules are shown.</extracomment>
        <translation>&amp;Gioco:</translation>
    </message>
    <message>
        <location filename="../score5_desktop/ui/windows/rules_window.py" line="298"/>
        <source>&amp;Document:</source>
        <translation>&amp;Documento:</translation>
    </message>
    <message>
        <location filename="../score5_desktop/ui/windows/rules_window.py" line="327"/>
        <source>Rules</source>
        <translation>Regole</translation>
    </message>
    <message>
        <location filename="../score5_desktop/ui/windows/rules_window.py" line="328"/>
        <source>Where the rulebooks disagree</source>
        <translation>Dove i regolamenti non concordano</translation>
    </message>
    <message>
        <location filename="../score5_desktop/ui/windows/rules_window.py" line="329"/>
        <source>Glossary</source>
        <translation>Glossario</translation>
    </message>
    <message>
        <location filename="../score5_desktop/ui/windows/rules_window.py" line="300"/>
        <source>&amp;Language:</source>
        <translation>&amp;Lingua:</translation>
    </message>
    <message>
        <location filename="../score5_desktop/ui/windows/rules_window.py" line="301"/>
        <source>&amp;Side by side with:</source>
        <translation>&amp;Affiancato a:</translation>
    </message>
    <message>
        <location filename="../score5_desktop/ui/windows/rules_window.py" line="303"/>
        <source>Show a second language next to the first, section by section.</source>
        <translation>Mostra una seconda lingua accanto alla prima, sezione per sezione.</translation>
    </message>
    <message>
        <location filename="../score5_desktop/ui/windows/rules_window.py" line="305"/>
        <source>Contents</source>
        <translation>Indice</translation>
    </message>
</context>
<context>
    <name>SavedGame</name>
    <message>
        <location filename="../score5_desktop/games/score5/qt/words/saved_text.py" line="19"/>
        <source>A game of SCORE 5 was saved in round %1 of %2, at your turn.</source>
        <extracomment>The question at start-up offering to continue a saved game of SCORE 5; %1 the round (auction) it stopped in, e.g. 4; %2 the number of rounds, 12; the game waits for the player&apos;s decision.</extracomment>
        <translation>Una partita di SCORE 5 è stata salvata al turno %1 di %2, quando toccava a te.</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/score5/qt/words/saved_text.py" line="25"/>
        <source>A game of SCORE 5 was saved in round %1 of %2.</source>
        <extracomment>The question at start-up offering to continue a saved game of SCORE 5; %1 the round (auction) it stopped in, e.g. 4; %2 the number of rounds, 12.</extracomment>
        <translation>Una partita di SCORE 5 è stata salvata al turno %1 di %2.</translation>
    </message>
</context>
<context>
    <name>SavedGameQuestion</name>
    <message>
        <location filename="../score5_desktop/games/five_three_five/qt/part.py" line="154"/>
        <source>A game of Five Three Five with %1 is in progress, in round %2. It was saved on %3.</source>
        <extracomment>Start-up, before another game takes the saved game&apos;s place. %1 its players, e.g. &quot;Ann, Bot 1 and Bot 2&quot;; %2 the round (deal) being played, e.g. &quot;3&quot;; %3 when it was last saved, a date and time, e.g. &quot;02/12/2026 01:05&quot;.</extracomment>
        <translation>È in corso una partita a Five Three Five con %1, alla smazzata %2. È stata salvata il %3.</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/score5/qt/part.py" line="131"/>
        <source>A game of SCORE 5 with %1 is in progress, in round %2 of 12. It was saved on %3.</source>
        <extracomment>Start-up, before another game takes the saved game&apos;s place. %1 its players, e.g. &quot;Ann, Bot 1 and Bot 2&quot;; %2 the round being played, 1 to 12; %3 when it was last saved, a date and time, e.g. &quot;02/12/2026 01:05&quot;.</extracomment>
        <translation>È in corso una partita a SCORE 5 con %1, al turno %2 di 12. È stata salvata il %3.</translation>
    </message>
    <message>
        <location filename="../score5_desktop/ui/windows/saved_game_question.py" line="41"/>
        <source>A game of %1 with %2 is in progress.</source>
        <extracomment>%1 the game&apos;s name, as the new-game dialog shows it; %2 its players, e.g. &quot;Ann, Bot 1 and Bot 2&quot;.</extracomment>
        <translation>È in corso una partita a %1 con %2.</translation>
    </message>
    <message>
        <location filename="../score5_desktop/ui/windows/saved_game_question.py" line="51"/>
        <source>Score 5 Desktop</source>
        <translation>Score 5 Desktop</translation>
    </message>
    <message>
        <location filename="../score5_desktop/ui/windows/saved_game_question.py" line="55"/>
        <source>The new game takes the place of this one in the autosave. To keep this game, continue it or save it first.</source>
        <translation>La nuova partita prende il posto di questa nel salvataggio automatico. Per conservare questa partita, riprendila o salvala prima.</translation>
    </message>
    <message>
        <location filename="../score5_desktop/ui/windows/saved_game_question.py" line="60"/>
        <source>Start the &amp;new game</source>
        <translation>&amp;Inizia la nuova partita</translation>
    </message>
    <message>
        <location filename="../score5_desktop/ui/windows/saved_game_question.py" line="64"/>
        <source>The game in “%1” takes the place of this one in the autosave. To keep this game, continue it or save it first.</source>
        <extracomment>%1 the name of the record file being opened, e.g. &quot;game.score5.json&quot;.</extracomment>
        <translation>La partita in «%1» prende il posto di questa nel salvataggio automatico. Per conservare questa partita, riprendila o salvala prima.</translation>
    </message>
    <message>
        <location filename="../score5_desktop/ui/windows/saved_game_question.py" line="71"/>
        <source>&amp;Open the file</source>
        <translation>&amp;Apri il file</translation>
    </message>
    <message>
        <location filename="../score5_desktop/ui/windows/saved_game_question.py" line="76"/>
        <source>&amp;Continue the saved game</source>
        <translation>&amp;Riprendi la partita salvata</translation>
    </message>
    <message>
        <location filename="../score5_desktop/ui/windows/saved_game_question.py" line="80"/>
        <source>&amp;Save it first…</source>
        <translation>&amp;Salvala prima…</translation>
    </message>
</context>
<context>
    <name>Score5Lesson</name>
    <message>
        <location filename="../score5_desktop/games/score5/qt/lesson.py" line="41"/>
        <source>This is a real game of SCORE 5 against two bots, Ada and Bruno. Twelve cards are put up for auction one after another; at the end, your best card of each of the five families counts. This panel explains each step the first time it happens, and the table waits while you read. Press Continue to begin.</source>
        <translation>Questa è una vera partita di SCORE 5 contro due bot, Ada e Bruno. Dodici carte vengono bandite all&apos;asta una dopo l&apos;altra; alla fine conta la tua carta migliore di ciascuna delle cinque famiglie. Questo riquadro spiega ogni passo la prima volta che succede, e il tavolo aspetta mentre leggi. Premi Continua per cominciare.</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/score5/qt/lesson.py" line="54"/>
        <source>The top card of the pile is turned face up: it is the card up for auction. Everyone now bids for it, secretly and at the same time, with cards from their own hand.</source>
        <translation>La prima carta della pila viene scoperta: è la carta bandita all&apos;asta. Ora tutti fanno un&apos;offerta per averla, in segreto e nello stesso momento, con carte della propria mano.</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/score5/qt/lesson.py" line="64"/>
        <source>From this round on, the cards up for auction are two-star cards, worth 80 to 150: they are worth bidding more for.</source>
        <translation>Da questo turno le carte bandite all&apos;asta sono carte ★★, di valore da 80 a 150: conviene offrire di più per averle.</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/score5/qt/lesson.py" line="73"/>
        <source>The last auction is the wild. Whoever owns it at the end places it in any family, where it counts 75.</source>
        <translation>L&apos;ultima asta è per il jolly. Chi lo possiede alla fine lo mette nella famiglia che vuole, dove vale 75.</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/score5/qt/lesson.py" line="82"/>
        <source>Everyone has bid. Only the number of cards in each bid is shown, never their values: guess from the counts how keen the others are.</source>
        <translation>Tutti hanno fatto la loro offerta. Si vede solo il numero di carte di ogni offerta, mai i valori: da quei numeri indovina quanto tengono gli altri alla carta.</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/score5/qt/lesson.py" line="91"/>
        <source>The bids are revealed. A bid&apos;s total is the sum of its cards&apos; values, and the highest total wins the card up for auction.</source>
        <translation>Le offerte vengono rivelate. Il totale di un&apos;offerta è la somma dei valori delle sue carte, e il totale più alto vince la carta bandita all&apos;asta.</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/score5/qt/lesson.py" line="100"/>
        <source>The highest totals were equal. The tie goes to the bid holding the single card with the highest tiebreaker value: the small number in the circle on each card.</source>
        <translation>I totali più alti erano uguali. Lo spareggio va all&apos;offerta che contiene la carta con il valore per gli spareggi più alto: il numerino nel cerchio su ogni carta.</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/score5/qt/lesson.py" line="110"/>
        <source>You won the auction: the card joins your hand, and you may bid it in later rounds. The cards you bid are shared out among the others.</source>
        <translation>Hai vinto l&apos;asta: la carta entra nella tua mano, e potrai offrirla nei turni successivi. Le carte della tua offerta vengono distribuite tra gli altri.</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/score5/qt/lesson.py" line="119"/>
        <source>The highest bid wins the card. The cards of the winning bid are not returned: they are shared out among the other players.</source>
        <translation>L&apos;offerta più alta vince la carta. Le carte dell&apos;offerta vincente non tornano indietro: vengono distribuite tra gli altri giocatori.</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/score5/qt/lesson.py" line="128"/>
        <source>Nobody bid, so nobody wins: the card leaves the game.</source>
        <translation>Nessuno ha fatto un&apos;offerta, quindi nessuno vince: la carta esce dal gioco.</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/score5/qt/lesson.py" line="135"/>
        <source>Players who bid nothing take their turn after the bidders, ordered by the highest tiebreaker value in their hand; that card is shown to everyone.</source>
        <translation>Chi non ha offerto nulla prende dopo chi ha fatto un&apos;offerta, in ordine di valore per gli spareggi più alto nella propria mano; quella carta viene mostrata a tutti.</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/score5/qt/lesson.py" line="145"/>
        <source>Now the others take the winning bid&apos;s cards one at a time: first the other bidders, highest total first, then those who bid nothing. Everyone else takes their own bid back.</source>
        <translation>Ora gli altri prendono le carte dell&apos;offerta vincente una alla volta: prima gli altri offerenti, dal totale più alto, poi chi non ha offerto nulla. Ognuno degli altri riprende la propria offerta.</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/score5/qt/lesson.py" line="155"/>
        <source>The wild&apos;s owner has placed it in a family, where it counts 75.</source>
        <translation>Chi possiede il jolly l&apos;ha messo in una famiglia, dove vale 75.</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/score5/qt/lesson.py" line="167"/>
        <source>Your bid: click the cards you offer (or use the arrow keys and Space), then Confirm bid (Enter). Bidding nothing is allowed. A card you bid only costs you if your bid wins, and then it goes to the others.</source>
        <translation>La tua offerta: clicca le carte che offri (o usa le frecce e la barra spaziatrice), poi Conferma l&apos;offerta (Invio). Puoi anche non offrire nulla. Una carta offerta ti costa solo se la tua offerta vince, e allora va agli altri.</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/score5/qt/lesson.py" line="178"/>
        <source>An adjustment round: knowing the counts, everyone may change their bid at the same time. Change your cards and press Confirm bid, or press Keep my bid.</source>
        <translation>Un giro di modifica: conoscendo i numeri di carte, tutti possono cambiare la propria offerta nello stesso momento. Cambia le tue carte e premi Conferma l&apos;offerta, oppure premi Mantieni l&apos;offerta.</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/score5/qt/lesson.py" line="188"/>
        <source>Your turn to take one of the winning bid&apos;s cards: choose the one that brings you the most points, or one you would rather keep from the winner.</source>
        <translation>Tocca a te prendere una carta dell&apos;offerta vincente: scegli quella che ti porta più punti, o una che preferisci non lasciare al vincitore.</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/score5/qt/lesson.py" line="198"/>
        <source>You own the wild: choose the family where it brings you the most points. The best one is already chosen.</source>
        <translation>Il jolly è tuo: scegli la famiglia in cui ti porta più punti. La migliore è già scelta.</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/score5/qt/lesson.py" line="214"/>
        <source>The game is over: each family&apos;s highest card scored. Try again, or choose your own game from Game &gt; New; Help &gt; Rules has every rule.</source>
        <translation>La partita è finita: ha contato la carta più alta di ogni famiglia. Riprova, o scegli tu la partita da Partita &gt; Nuova partita; in Aiuto &gt; Regole trovi tutte le regole.</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/score5/qt/lesson.py" line="209"/>
        <source>You won your first game! Each family&apos;s highest card scored. Play again against stronger bots from Game &gt; New; Help &gt; Rules has every rule.</source>
        <translation>Hai vinto la tua prima partita! Ha contato la carta più alta di ogni famiglia. Gioca ancora contro bot più forti da Partita &gt; Nuova partita; in Aiuto &gt; Regole trovi tutte le regole.</translation>
    </message>
</context>
<context>
    <name>ScoreChart</name>
    <message>
        <location filename="../score5_desktop/ui/charts/score_chart.py" line="300"/>
        <source>%1 · %2: %3</source>
        <extracomment>A chart tooltip: %1 a player&apos;s name; %2 a family colour, e.g. &quot;green&quot;; %3 points, e.g. 75.</extracomment>
        <translation>%1 · %2: %3</translation>
    </message>
    <message>
        <location filename="../score5_desktop/ui/charts/score_chart.py" line="308"/>
        <source>Scores split by family</source>
        <translation>Punti suddivisi per famiglia</translation>
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
        <translation>%1: %2 (%3)</translation>
    </message>
</context>
<context>
    <name>Scoreboard</name>
    <message>
        <location filename="../score5_desktop/games/score5/qt/panels/scoreboard_model.py" line="64"/>
        <source>Total</source>
        <translation>Totale</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/score5/qt/panels/scoreboard_model.py" line="73"/>
        <source>Your true score: every card you hold counts, also those only you have seen.</source>
        <translation>Il tuo vero punteggio: conta ogni carta che hai, anche quelle che hai visto solo tu.</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/score5/qt/panels/scoreboard_model.py" line="112"/>
        <location filename="../score5_desktop/games/score5/qt/panels/side_panels.py" line="300"/>
        <source>%1 + wild</source>
        <extracomment>A family&apos;s total before the wild card is placed: %1 the total, e.g. 235.</extracomment>
        <translation>%1 + jolly</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/score5/qt/panels/scoreboard_model.py" line="115"/>
        <source>The wild is not in a family yet: its owner places it at the end of the game, where it scores best.</source>
        <translation>Il jolly non è ancora in nessuna famiglia: chi lo possiede lo assegna alla fine della partita, dove fa più punti.</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/score5/qt/panels/scoreboard_model.py" line="131"/>
        <source>%1: no known card</source>
        <extracomment>Scoreboard tooltip: %1 a family colour, e.g. &quot;green&quot;.</extracomment>
        <translation>%1: nessuna carta nota</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/score5/qt/panels/scoreboard_model.py" line="134"/>
        <source>%1: %2</source>
        <extracomment>Scoreboard tooltip: %1 a family colour, e.g. &quot;green&quot;; %2 a card name, e.g. &quot;green 80&quot;.</extracomment>
        <translation>%1: %2</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <location filename="../score5_desktop/ui/windows/settings_dialog.py" line="158"/>
        <source>%1 %</source>
        <extracomment>A sound volume, e.g. 80 (French: no-break space before %).</extracomment>
        <translation>%1%</translation>
    </message>
    <message>
        <location filename="../score5_desktop/ui/windows/settings_dialog.py" line="166"/>
        <source>Settings</source>
        <translation>Impostazioni</translation>
    </message>
    <message>
        <location filename="../score5_desktop/model/problem_words.py" line="420"/>
        <location filename="../score5_desktop/ui/windows/settings_dialog.py" line="174"/>
        <source>&amp;Animation speed:</source>
        <translation>Velocità delle &amp;animazioni:</translation>
    </message>
    <message>
        <location filename="../score5_desktop/model/problem_words.py" line="421"/>
        <location filename="../score5_desktop/ui/windows/settings_dialog.py" line="175"/>
        <source>&amp;Theme:</source>
        <translation>&amp;Tema:</translation>
    </message>
    <message>
        <location filename="../score5_desktop/model/problem_words.py" line="422"/>
        <location filename="../score5_desktop/ui/windows/settings_dialog.py" line="176"/>
        <source>&amp;Language:</source>
        <translation>&amp;Lingua:</translation>
    </message>
    <message>
        <location filename="../score5_desktop/model/problem_words.py" line="423"/>
        <location filename="../score5_desktop/ui/windows/settings_dialog.py" line="178"/>
        <source>&amp;Reduce motion (cards fade instead of flying)</source>
        <translation>&amp;Riduci il movimento (le carte sfumano invece di volare)</translation>
    </message>
    <message>
        <location filename="../score5_desktop/model/problem_words.py" line="426"/>
        <location filename="../score5_desktop/ui/windows/settings_dialog.py" line="180"/>
        <source>Sound &amp;volume:</source>
        <translation>&amp;Volume dei suoni:</translation>
    </message>
    <message>
        <location filename="../score5_desktop/model/problem_words.py" line="427"/>
        <location filename="../score5_desktop/ui/windows/settings_dialog.py" line="181"/>
        <source>&amp;Mute sound effects</source>
        <translation>&amp;Disattiva gli effetti sonori</translation>
    </message>
    <message>
        <location filename="../score5_desktop/model/problem_words.py" line="428"/>
        <location filename="../score5_desktop/ui/windows/settings_dialog.py" line="185"/>
        <source>Play automatically when you have no &amp;choice (take the only card, or pass)</source>
        <translation>Gioca in automatico quando non hai scelta (&amp;prendi l&apos;unica carta o passa)</translation>
    </message>
    <message>
        <location filename="../score5_desktop/model/problem_words.py" line="440"/>
        <location filename="../score5_desktop/ui/windows/settings_dialog.py" line="167"/>
        <source>Your &amp;name:</source>
        <translation>Il tuo &amp;nome:</translation>
    </message>
    <message>
        <location filename="../score5_desktop/ui/windows/settings_dialog.py" line="170"/>
        <source>Offered for your seat in a new game. In a game with several people at one computer, your statistics count the seat with this name.</source>
        <translation>Proposto per il tuo posto in una nuova partita. Quando più persone giocano sullo stesso computer, le tue statistiche contano il posto con questo nome.</translation>
    </message>
    <message>
        <location filename="../score5_desktop/ui/windows/settings_dialog.py" line="190"/>
        <source>Slow</source>
        <translation>Lenta</translation>
    </message>
    <message>
        <location filename="../score5_desktop/ui/windows/settings_dialog.py" line="190"/>
        <source>Normal</source>
        <translation>Normale</translation>
    </message>
    <message>
        <location filename="../score5_desktop/ui/windows/settings_dialog.py" line="190"/>
        <source>Fast</source>
        <translation>Veloce</translation>
    </message>
    <message>
        <location filename="../score5_desktop/ui/windows/settings_dialog.py" line="190"/>
        <source>Instant</source>
        <translation>Istantanea</translation>
    </message>
    <message>
        <location filename="../score5_desktop/ui/windows/settings_dialog.py" line="192"/>
        <source>Follow the system</source>
        <translation>Come il sistema</translation>
    </message>
    <message>
        <location filename="../score5_desktop/ui/windows/settings_dialog.py" line="192"/>
        <source>Light</source>
        <translation>Chiaro</translation>
    </message>
    <message>
        <location filename="../score5_desktop/ui/windows/settings_dialog.py" line="192"/>
        <source>Dark</source>
        <translation>Scuro</translation>
    </message>
    <message>
        <location filename="../score5_desktop/ui/windows/settings_dialog.py" line="197"/>
        <source>System default (%1)</source>
        <extracomment>%1 the system&apos;s language by its own name, e.g. &quot;Deutsch&quot;.</extracomment>
        <translation>Lingua del sistema (%1)</translation>
    </message>
    <message>
        <location filename="../score5_desktop/ui/windows/settings_dialog.py" line="216"/>
        <source>Sound is not available: Qt Multimedia is not installed.</source>
        <translation>L&apos;audio non è disponibile: Qt Multimedia non è installato.</translation>
    </message>
    <message>
        <location filename="../score5_desktop/ui/windows/settings_dialog.py" line="218"/>
        <source>Sound is not available: no audio output was found.</source>
        <translation>L&apos;audio non è disponibile: non è stata trovata nessuna uscita audio.</translation>
    </message>
    <message>
        <location filename="../score5_desktop/ui/windows/settings_dialog.py" line="220"/>
        <source>Sound is not available: the sound files are missing.</source>
        <translation>L&apos;audio non è disponibile: mancano i file audio.</translation>
    </message>
    <message>
        <location filename="../score5_desktop/ui/windows/settings_dialog.py" line="222"/>
        <source>Sound is switched off for this session (SCORE5_NO_SOUND).</source>
        <translation>L&apos;audio è disattivato per questa sessione (SCORE5_NO_SOUND).</translation>
    </message>
</context>
<context>
    <name>SidePanels</name>
    <message>
        <location filename="../score5_desktop/games/score5/qt/panels/side_panels.py" line="389"/>
        <source>No game yet.</source>
        <translation>Nessuna partita per ora.</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/score5/qt/panels/side_panels.py" line="396"/>
        <source>Round %1 of 12</source>
        <extracomment>%1 is the round number, e.g. 3 (a game has 12 rounds).</extracomment>
        <translation>Turno %1 di 12</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/score5/qt/panels/side_panels.py" line="399"/>
        <source>Up for auction: %1</source>
        <extracomment>%1 is a card name, e.g. &quot;green 35&quot;.</extracomment>
        <translation>Bandita all&apos;asta: la carta %1</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/score5/qt/panels/side_panels.py" line="402"/>
        <source>No card is up for auction.</source>
        <translation>Nessuna carta è bandita all&apos;asta.</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/score5/qt/panels/side_panels.py" line="405"/>
        <source>Pile: %1</source>
        <extracomment>%1 counts the face-down cards left per type, e.g. &quot;3★ · 5★★ · 1★★★&quot;.</extracomment>
        <translation>Pila: %1</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/score5/qt/panels/side_panels.py" line="407"/>
        <source>The pile is empty.</source>
        <translation>La pila è vuota.</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/score5/qt/panels/side_panels.py" line="411"/>
        <source>Round</source>
        <translation>Turno</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/score5/qt/panels/side_panels.py" line="425"/>
        <source>Once a game starts: each player&apos;s best known card per family.</source>
        <extracomment>SCORE 5&apos;s scores panel before any game: what it will show.</extracomment>
        <translation>Quando inizia una partita: la migliore carta nota di ogni giocatore in ogni famiglia.</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/score5/qt/panels/side_panels.py" line="429"/>
        <source>Once a game starts: the cards each player is known to hold.</source>
        <extracomment>SCORE 5&apos;s known holdings panel before any game: what it will show.</extracomment>
        <translation>Quando inizia una partita: le carte che ogni giocatore ha sicuramente in mano.</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/score5/qt/panels/side_panels.py" line="433"/>
        <source>Once a game starts: every bid, win and card taken.</source>
        <extracomment>SCORE 5&apos;s game log before any game: what it will show.</extracomment>
        <translation>Quando inizia una partita: ogni offerta, ogni asta vinta e ogni carta presa.</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/score5/qt/panels/side_panels.py" line="382"/>
        <source>Scores (known cards)</source>
        <translation>Punteggi (carte note)</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/score5/qt/panels/side_panels.py" line="380"/>
        <source>Scores (known; yours in bold)</source>
        <translation>Punteggi (noti; i tuoi in grassetto)</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/score5/qt/panels/side_panels.py" line="413"/>
        <source>Known holdings</source>
        <translation>Carte note</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/score5/qt/panels/side_panels.py" line="414"/>
        <location filename="../score5_desktop/games/score5/qt/panels/side_panels.py" line="421"/>
        <source>Game log</source>
        <translation>Registro della partita</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/score5/qt/panels/side_panels.py" line="416"/>
        <source>Scoreboard: best known card per family</source>
        <translation>Tabella dei punti: migliore carta nota per famiglia</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/score5/qt/panels/side_panels.py" line="419"/>
        <source>Cards each player is known to hold</source>
        <translation>Carte che si sa essere in mano a ciascun giocatore</translation>
    </message>
</context>
<context>
    <name>Statistics</name>
    <message>
        <location filename="../score5_desktop/ui/charts/stats_charts.py" line="82"/>
        <source>%1%</source>
        <extracomment>A percentage on the statistics charts: %1 a number, e.g. 12.5 (French: a no-break space before %).</extracomment>
        <translation>%1%</translation>
    </message>
    <message>
        <location filename="../score5_desktop/ui/charts/stats_charts.py" line="102"/>
        <source>Your win rate against each bot level (games played)</source>
        <translation>La tua percentuale di vittorie contro ogni livello di bot (partite giocate)</translation>
    </message>
    <message>
        <location filename="../score5_desktop/ui/charts/stats_charts.py" line="104"/>
        <source>Win rate</source>
        <translation>Percentuale di vittorie</translation>
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
        <translation>Settimana dal</translation>
    </message>
    <message>
        <location filename="../score5_desktop/ui/charts/stats_charts.py" line="151"/>
        <source>Month</source>
        <translation>Mese</translation>
    </message>
    <message>
        <location filename="../score5_desktop/ui/charts/stats_charts.py" line="152"/>
        <source>Your games against each level, in the order played</source>
        <translation>Le tue partite contro ogni livello, nell&apos;ordine in cui sono state giocate</translation>
    </message>
    <message>
        <location filename="../score5_desktop/ui/charts/stats_charts.py" line="162"/>
        <source>Your win rate over time</source>
        <translation>La tua percentuale di vittorie nel tempo</translation>
    </message>
</context>
<context>
    <name>StatisticsText</name>
    <message numerus="yes">
        <location filename="../score5_desktop/ui/charts/stats_charts.py" line="222"/>
        <source>Against %1 bots: won %2 of %n game(s) (%3)</source>
        <extracomment>A chart tooltip. %1 a bot level, e.g. &quot;normal&quot;; %2 games won, e.g. 3; %n games played, e.g. 10; %3 the win rate, e.g. &quot;30.0%&quot;.</extracomment>
        <translation>
            <numerusform>Contro bot di livello %1: vittorie %2 su %n partita (%3)</numerusform>
            <numerusform>Contro bot di livello %1: vittorie %2 su %n partite (%3)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>StatsWindow</name>
    <message>
        <location filename="../score5_desktop/games/score5/qt/stats_words.py" line="25"/>
        <source>No statistics yet.
Finish a game against the bots and your results appear here: your win rate against each level, your scores per family and your best game.</source>
        <translation>Ancora nessuna statistica.
Finisci una partita contro i bot e qui compariranno i tuoi risultati: la percentuale di vittorie contro ogni livello, i punti per famiglia e la tua partita migliore.</translation>
    </message>
    <message>
        <location filename="../score5_desktop/ui/stats_part.py" line="71"/>
        <source>No statistics yet.
Finish a game against the bots and your results appear here: your win rate against each level and your best game.</source>
        <translation>Ancora nessuna statistica.
Finisci una partita contro i bot e qui compariranno i tuoi risultati: la tua percentuale di vittorie contro ogni livello e la tua partita migliore.</translation>
    </message>
    <message>
        <location filename="../score5_desktop/ui/windows/stats_window.py" line="292"/>
        <location filename="../score5_desktop/ui/windows/stats_window.py" line="427"/>
        <source>No games of yours against bots yet</source>
        <translation>Ancora nessuna tua partita contro i bot</translation>
    </message>
    <message numerus="yes">
        <location filename="../score5_desktop/ui/windows/stats_window.py" line="303"/>
        <source>%n of your games hold stored values that could not be read (a score, a date or a result); those values are left out of these figures.</source>
        <extracomment>Statistics: %n games of the player&apos;s whose stored values (a score, a date) could not be read, e.g. 3.</extracomment>
        <translation>
            <numerusform>%n delle tue partite contiene valori salvati che non è stato possibile leggere (un punteggio, una data o un risultato); questi valori sono esclusi da queste cifre.</numerusform>
            <numerusform>%n delle tue partite contengono valori salvati che non è stato possibile leggere (un punteggio, una data o un risultato); questi valori sono esclusi da queste cifre.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../score5_desktop/ui/windows/stats_window.py" line="319"/>
        <source>Not counted here: %n hot-seat game(s) in which no seat bears your name. Enter Your name in Settings to count your seat in such games.</source>
        <extracomment>Under the statistics; %n hot-seat games (several people at one screen) in the history with no seat bearing the player&apos;s own name, e.g. 3.</extracomment>
        <translation>
            <numerusform>Non contata qui: %n partita in hot seat in cui nessun posto porta il tuo nome. Inserisci Il tuo nome nelle Impostazioni per contare il tuo posto in queste partite.</numerusform>
            <numerusform>Non contate qui: %n partite in hot seat in cui nessun posto porta il tuo nome. Inserisci Il tuo nome nelle Impostazioni per contare il tuo posto in queste partite.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../score5_desktop/ui/windows/stats_window.py" line="329"/>
        <source>since %1</source>
        <extracomment>%1 a date, e.g. &quot;3 March 2026&quot;.</extracomment>
        <translation>dal %1</translation>
    </message>
    <message>
        <location filename="../score5_desktop/ui/windows/stats_window.py" line="332"/>
        <source>Games played</source>
        <translation>Partite giocate</translation>
    </message>
    <message>
        <location filename="../score5_desktop/ui/windows/stats_window.py" line="335"/>
        <location filename="../score5_desktop/ui/windows/stats_window.py" line="342"/>
        <source>Your win rate</source>
        <translation>La tua percentuale di vittorie</translation>
    </message>
    <message>
        <location filename="../score5_desktop/ui/windows/stats_window.py" line="337"/>
        <source>%1%</source>
        <extracomment>A win rate, e.g. 42.5 (French: no-break space before %).</extracomment>
        <translation>%1%</translation>
    </message>
    <message>
        <location filename="../score5_desktop/ui/windows/stats_window.py" line="342"/>
        <source>No games of yours yet</source>
        <translation>Ancora nessuna tua partita</translation>
    </message>
    <message>
        <location filename="../score5_desktop/ui/stats_part.py" line="78"/>
        <source>Your average score</source>
        <translation>Il tuo punteggio medio</translation>
    </message>
    <message>
        <location filename="../score5_desktop/ui/windows/stats_window.py" line="347"/>
        <source>points per game</source>
        <translation>punti per partita</translation>
    </message>
    <message>
        <location filename="../score5_desktop/ui/windows/stats_window.py" line="357"/>
        <source>%1, %2 (won)</source>
        <extracomment>The best game: %1 your name in it, e.g. &quot;Ann&quot;; %2 its date, e.g. &quot;24/11/2026&quot;.</extracomment>
        <translation>%1, %2 (vinta)</translation>
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
        <translation>La tua partita migliore</translation>
    </message>
    <message numerus="yes">
        <location filename="../score5_desktop/ui/windows/stats_window.py" line="364"/>
        <source>%n point(s)</source>
        <extracomment>The best game&apos;s score.</extracomment>
        <translation>
            <numerusform>%n punto</numerusform>
            <numerusform>%n punti</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../score5_desktop/ui/windows/stats_window.py" line="465"/>
        <source>&amp;Game:</source>
        <extracomment>Statistics: the switch between the games whose statistics are shown.</extracomment>
        <translation>&amp;Gioco:</translation>
    </message>
    <message numerus="yes">
        <location filename="../score5_desktop/ui/windows/stats_window.py" line="478"/>
        <source>per %n game(s)</source>
        <extracomment>How the win-rate chart groups games, e.g. &quot;per 10 games&quot;.</extracomment>
        <translation>
            <numerusform>ogni %n partita</numerusform>
            <numerusform>ogni %n partite</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../score5_desktop/ui/windows/stats_window.py" line="339"/>
        <source>%1 of %n game(s) won</source>
        <extracomment>%1 games won, e.g. 3; %n games played against bots, e.g. 10.</extracomment>
        <translation>
            <numerusform>Vittorie: %1 su %n partita</numerusform>
            <numerusform>Vittorie: %1 su %n partite</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../score5_desktop/ui/windows/stats_window.py" line="399"/>
        <source>Your games</source>
        <extracomment>A chart bar&apos;s label: the local player&apos;s own games, beside &quot;normal bots&quot;.</extracomment>
        <translation>Le tue partite</translation>
    </message>
    <message>
        <location filename="../score5_desktop/ui/windows/stats_window.py" line="402"/>
        <source>%1 bots</source>
        <extracomment>A bar label: %1 a bot level, e.g. &quot;normal&quot;.</extracomment>
        <translation>Bot di livello %1</translation>
    </message>
    <message>
        <location filename="../score5_desktop/ui/windows/stats_window.py" line="461"/>
        <source>Statistics</source>
        <translation>Statistiche</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/score5/qt/stats_words.py" line="38"/>
        <source>Average score per family</source>
        <translation>Punteggio medio per famiglia</translation>
    </message>
    <message>
        <location filename="../score5_desktop/ui/windows/stats_window.py" line="468"/>
        <source>&amp;Win rate:</source>
        <translation>Percentuale di &amp;vittorie:</translation>
    </message>
    <message>
        <location filename="../score5_desktop/ui/windows/stats_window.py" line="469"/>
        <source>&amp;Replay it</source>
        <translation>&amp;Rivedi la partita</translation>
    </message>
    <message>
        <location filename="../score5_desktop/ui/windows/stats_window.py" line="475"/>
        <source>by week</source>
        <translation>per settimana</translation>
    </message>
    <message>
        <location filename="../score5_desktop/ui/windows/stats_window.py" line="476"/>
        <source>by month</source>
        <translation>per mese</translation>
    </message>
</context>
<context>
    <name>Storage</name>
    <message>
        <location filename="../score5_desktop/model/problem_words.py" line="53"/>
        <source>The file %1 does not exist.</source>
        <extracomment>%1 a file&apos;s name, e.g. &quot;game.score5.json&quot;.</extracomment>
        <translation>Il file %1 non esiste.</translation>
    </message>
    <message>
        <location filename="../score5_desktop/model/problem_words.py" line="56"/>
        <source>%1 is not a regular file, so it was not read.</source>
        <extracomment>%1 a path&apos;s name, e.g. &quot;game.score5.json&quot; (a folder or a device, not a file).</extracomment>
        <translation>%1 non è un file normale, quindi non è stato letto.</translation>
    </message>
    <message>
        <location filename="../score5_desktop/model/problem_words.py" line="60"/>
        <source>The file %1 is larger than %2 KiB, so it was not read.</source>
        <extracomment>%1 a file&apos;s name, e.g. &quot;game.score5.json&quot;; %2 the size limit in KiB, e.g. 512.</extracomment>
        <translation>Il file %1 supera i %2 KiB, quindi non è stato letto.</translation>
    </message>
    <message>
        <location filename="../score5_desktop/model/problem_words.py" line="67"/>
        <source>The file %1 could not be opened (%2).</source>
        <extracomment>%1 a file&apos;s name, e.g. &quot;game.score5.json&quot;; %2 the system&apos;s reason, e.g. &quot;Permission denied&quot;.</extracomment>
        <translation>Non è stato possibile aprire il file %1 (%2).</translation>
    </message>
    <message>
        <location filename="../score5_desktop/model/problem_words.py" line="72"/>
        <source>The file %1 is not a game record this app can read: %2.</source>
        <extracomment>%1 a file&apos;s name, e.g. &quot;game.score5.json&quot;; %2 what is wrong with it, e.g. &quot;the record names a card that is not in the deck (round 3, player 2)&quot;.</extracomment>
        <translation>Il file %1 non è una registrazione della partita che questa applicazione sa leggere: %2.</translation>
    </message>
    <message>
        <location filename="../score5_desktop/model/problem_words.py" line="79"/>
        <source>The game could not be saved as %1 (%2).</source>
        <extracomment>%1 a file&apos;s name, e.g. &quot;game.score5.json&quot;; %2 the reason, e.g. &quot;No space left on device&quot;.</extracomment>
        <translation>Non è stato possibile salvare la partita come %1 (%2).</translation>
    </message>
    <message>
        <location filename="../score5_desktop/model/problem_words.py" line="82"/>
        <source>The game could not be autosaved (%1).</source>
        <extracomment>%1 the reason, e.g. &quot;No space left on device&quot;.</extracomment>
        <translation>Non è stato possibile salvare automaticamente la partita (%1).</translation>
    </message>
    <message>
        <location filename="../score5_desktop/model/problem_words.py" line="86"/>
        <source>The finished game&apos;s autosave could not be removed (%1).</source>
        <extracomment>%1 the reason, e.g. &quot;Permission denied&quot;.</extracomment>
        <translation>Non è stato possibile eliminare il salvataggio automatico della partita finita (%1).</translation>
    </message>
    <message>
        <location filename="../score5_desktop/model/problem_words.py" line="92"/>
        <source>The autosave could not be read. %1</source>
        <extracomment>%1 a whole sentence saying why, e.g. &quot;The file autosave.json could not be opened (Permission denied).&quot;</extracomment>
        <translation>Non è stato possibile leggere il salvataggio automatico. %1</translation>
    </message>
    <message>
        <location filename="../score5_desktop/model/problem_words.py" line="98"/>
        <source>The saved game could not be resumed. %1 The file was kept as %2; a new game will be saved beside it.</source>
        <extracomment>%1 a whole sentence saying why, e.g. &quot;The file autosave.json is not a game record this app can read: the file is empty.&quot;; %2 the name the file was renamed to, e.g. &quot;autosave.json.bad&quot;.</extracomment>
        <translation>Non è stato possibile riprendere il salvataggio. %1 Il file è stato conservato come %2; una nuova partita verrà salvata accanto.</translation>
    </message>
    <message>
        <location filename="../score5_desktop/model/problem_words.py" line="260"/>
        <source>The finished game could not be added to your history (%1). It is kept in the autosave and will be added when the app can write its data folder.</source>
        <extracomment>%1 why, in the system&apos;s words (e.g. &quot;permission denied&quot;).</extracomment>
        <translation>Non è stato possibile aggiungere la partita finita alla tua cronologia (%1). Resta nel salvataggio automatico e verrà aggiunta quando l&apos;applicazione potrà scrivere nella sua cartella dei dati.</translation>
    </message>
    <message>
        <location filename="../score5_desktop/model/problem_words.py" line="270"/>
        <source>The finished game could not be kept in the app&apos;s data folder (%1). To keep it, save it with Game &gt; Save game as… to another folder.</source>
        <extracomment>%1 why, in the system&apos;s words (e.g. &quot;no space left on device&quot;).</extracomment>
        <translation>Non è stato possibile conservare la partita finita nella cartella dei dati dell&apos;applicazione (%1). Per tenerla, salvala con Partita &gt; Salva la partita come… in un&apos;altra cartella.</translation>
    </message>
    <message>
        <location filename="../score5_desktop/model/problem_words.py" line="294"/>
        <source>the file&apos;s data is nested too deeply</source>
        <translation>i dati del file sono annidati troppo in profondità</translation>
    </message>
    <message>
        <location filename="../score5_desktop/model/problem_words.py" line="295"/>
        <source>the file holds no settings</source>
        <translation>il file non contiene impostazioni</translation>
    </message>
    <message>
        <location filename="../score5_desktop/model/problem_words.py" line="296"/>
        <source>the file is not a database</source>
        <translation>il file non è un database</translation>
    </message>
    <message>
        <location filename="../score5_desktop/model/problem_words.py" line="298"/>
        <source>another copy of the app is using the file</source>
        <translation>un&apos;altra copia dell&apos;app sta usando il file</translation>
    </message>
    <message>
        <location filename="../score5_desktop/model/problem_words.py" line="299"/>
        <source>a newer version of the app wrote the file</source>
        <translation>il file è stato scritto da una versione più recente dell&apos;app</translation>
    </message>
    <message>
        <location filename="../score5_desktop/model/problem_words.py" line="300"/>
        <source>the file holds a database that is not a game history</source>
        <translation>il file contiene un database che non è una cronologia di partite</translation>
    </message>
    <message>
        <location filename="../score5_desktop/model/problem_words.py" line="303"/>
        <source>the folder for the file cannot be used</source>
        <translation>la cartella del file non è utilizzabile</translation>
    </message>
    <message>
        <location filename="../score5_desktop/model/problem_words.py" line="304"/>
        <source>the path is not a regular file</source>
        <translation>il percorso non è un file normale</translation>
    </message>
    <message>
        <location filename="../score5_desktop/model/problem_words.py" line="338"/>
        <source>the record was made by a version of the app that this one cannot read</source>
        <translation>la registrazione viene da una versione dell&apos;app che questa non sa leggere</translation>
    </message>
    <message>
        <location filename="../score5_desktop/model/problem_words.py" line="342"/>
        <source>the record uses a deck this app does not have</source>
        <translation>la registrazione usa un mazzo che questa app non ha</translation>
    </message>
    <message>
        <location filename="../score5_desktop/model/problem_words.py" line="344"/>
        <source>the record names a card that is not in the deck</source>
        <translation>la registrazione nomina una carta che non è nel mazzo</translation>
    </message>
    <message>
        <location filename="../score5_desktop/model/problem_words.py" line="345"/>
        <source>a decision in the record breaks the rules</source>
        <translation>una decisione nella registrazione viola le regole</translation>
    </message>
    <message>
        <location filename="../score5_desktop/model/problem_words.py" line="364"/>
        <source>%1 (deal %2, play %3, player %4)</source>
        <extracomment>Where a record is wrong. %1 what is wrong, e.g. &quot;a decision in the record breaks the rules&quot;; %2 a deal&apos;s number, e.g. 2; %3 a play&apos;s number within the deal, e.g. 7; %4 a seat number, e.g. 3.</extracomment>
        <translation>%1 (smazzata %2, giocata %3, giocatore %4)</translation>
    </message>
    <message>
        <location filename="../score5_desktop/model/problem_words.py" line="373"/>
        <source>%1 (deal %2, play %3)</source>
        <extracomment>%1 what is wrong, e.g. &quot;a decision in the record breaks the rules&quot;; %2 a deal&apos;s number, e.g. 2; %3 a play&apos;s number within the deal, e.g. 7.</extracomment>
        <translation>%1 (smazzata %2, giocata %3)</translation>
    </message>
    <message>
        <location filename="../score5_desktop/model/problem_words.py" line="378"/>
        <source>%1 (deal %2, player %3)</source>
        <extracomment>%1 what is wrong, e.g. &quot;the record names a card that is not in the deck&quot;; %2 a deal&apos;s number, e.g. 2; %3 a seat number, e.g. 3.</extracomment>
        <translation>%1 (smazzata %2, giocatore %3)</translation>
    </message>
    <message>
        <location filename="../score5_desktop/model/problem_words.py" line="385"/>
        <source>%1 (deal %2)</source>
        <extracomment>%1 what is wrong, e.g. &quot;the record names a card that is not in the deck&quot;; %2 a deal&apos;s number, e.g. 2.</extracomment>
        <translation>%1 (smazzata %2)</translation>
    </message>
    <message>
        <location filename="../score5_desktop/model/problem_words.py" line="434"/>
        <location filename="../score5_desktop/model/problem_words.py" line="437"/>
        <source>the last new game&apos;s players and options</source>
        <extracomment>A setting that was reset: the players and options the New game dialog offers first, from the last game started.</extracomment>
        <translation>giocatori e opzioni dell&apos;ultima nuova partita</translation>
    </message>
    <message>
        <location filename="../score5_desktop/model/problem_words.py" line="439"/>
        <source>the window&apos;s size and position</source>
        <extracomment>A setting that was reset: where the main window opens and how large it is.</extracomment>
        <translation>dimensioni e posizione della finestra</translation>
    </message>
    <message>
        <location filename="../score5_desktop/model/problem_words.py" line="443"/>
        <source>the game offered first for a new game</source>
        <extracomment>A setting that was reset: which game the New game dialog offers first (the one played last).</extracomment>
        <translation>il gioco proposto per primo per una nuova partita</translation>
    </message>
    <message>
        <location filename="../score5_desktop/model/problem_words.py" line="446"/>
        <source>the offer of a guided first game</source>
        <extracomment>A setting that was reset: whether the offer of a guided first game (a lesson) was already made at a first start.</extracomment>
        <translation>la proposta di una prima partita guidata</translation>
    </message>
    <message>
        <location filename="../score5_desktop/model/problem_words.py" line="450"/>
        <source>another setting</source>
        <extracomment>A setting that was reset, when the settings file names one this version does not know.</extracomment>
        <translation>un&apos;altra impostazione</translation>
    </message>
    <message>
        <location filename="../score5_desktop/model/problem_words.py" line="121"/>
        <source>Your settings could not be saved (%1).</source>
        <extracomment>%1 the reason, e.g. &quot;No space left on device&quot;.</extracomment>
        <translation>Non è stato possibile salvare le tue impostazioni (%1).</translation>
    </message>
    <message>
        <location filename="../score5_desktop/model/problem_words.py" line="126"/>
        <source>Your settings could not be read (%1), so the default settings are used for now. The file was left as it is.</source>
        <extracomment>%1 the reason, a clause with its own subject, e.g. &quot;the path is not a regular file&quot; or &quot;Permission denied&quot;.</extracomment>
        <translation>Non è stato possibile leggere le tue impostazioni (%1), quindi per ora si usano le impostazioni predefinite. Il file è stato lasciato com&apos;è.</translation>
    </message>
    <message>
        <location filename="../score5_desktop/model/problem_words.py" line="137"/>
        <source>Your settings file could not be read (%1), so the default settings are used. The old file was kept as %2.</source>
        <extracomment>%1 the reason, a clause with its own subject, e.g. &quot;the file is not valid JSON&quot;; %2 the name the old file was renamed to, e.g. &quot;settings.json.bad&quot;.</extracomment>
        <translation>Non è stato possibile leggere il file delle tue impostazioni (%1), quindi si usano le impostazioni predefinite. Il vecchio file è stato conservato come %2.</translation>
    </message>
    <message>
        <location filename="../score5_desktop/model/problem_words.py" line="162"/>
        <source>Some settings were not valid and were reset to their defaults: %1.</source>
        <extracomment>%1 the settings, named as in the Preferences dialog, e.g. &quot;Animation speed, Theme&quot;.</extracomment>
        <translation>Alcune impostazioni non erano valide e sono state riportate ai valori predefiniti: %1.</translation>
    </message>
    <message>
        <location filename="../score5_desktop/model/problem_words.py" line="173"/>
        <source>Your settings were not saved: the settings file could not be read or moved aside, and it is never overwritten (%1).</source>
        <extracomment>%1 the settings file&apos;s name, e.g. &quot;settings.json&quot;.</extracomment>
        <translation>Le tue impostazioni non sono state salvate: il file delle impostazioni non si è potuto né leggere né mettere da parte, e non viene mai sovrascritto (%1).</translation>
    </message>
    <message>
        <location filename="../score5_desktop/model/problem_words.py" line="182"/>
        <source>Game %1 is not in your history.</source>
        <extracomment>%1 a game&apos;s number in the history, e.g. 12.</extracomment>
        <translation>La partita %1 non è nella tua cronologia.</translation>
    </message>
    <message>
        <location filename="../score5_desktop/model/problem_words.py" line="187"/>
        <source>Game %1 of your history is not a game record this app can read: %2.</source>
        <extracomment>%1 a game&apos;s number in the history, e.g. 12; %2 what is wrong with it, e.g. &quot;a decision in the record breaks the rules (round 4, player 1)&quot;.</extracomment>
        <translation>La partita %1 della tua cronologia non è una registrazione della partita che questa applicazione sa leggere: %2.</translation>
    </message>
    <message>
        <location filename="../score5_desktop/model/problem_words.py" line="197"/>
        <source>Your game history could not be read (%1), so a new, empty history was started. The old file was kept as %2.</source>
        <extracomment>%1 the reason, a clause with its own subject, e.g. &quot;the file is damaged&quot;; %2 the name the old file was renamed to, e.g. &quot;history.sqlite.bad&quot;.</extracomment>
        <translation>Non è stato possibile leggere la cronologia delle partite (%1), quindi ne è stata iniziata una nuova, vuota. Il vecchio file è stato conservato come %2.</translation>
    </message>
    <message>
        <location filename="../score5_desktop/model/problem_words.py" line="209"/>
        <source>The data folder %1 cannot be read or written (%2). Games are not autosaved, and games you finish will not be remembered after you quit.</source>
        <extracomment>%1 the app&apos;s data folder, a whole path, e.g. &quot;/home/ann/.local/share/score5&quot;; %2 the system&apos;s reason, e.g. &quot;permission denied&quot;.</extracomment>
        <translation>La cartella dei dati %1 non può essere né letta né scritta (%2). Le partite non vengono salvate automaticamente, e le partite che finirai non saranno ricordate dopo l&apos;uscita.</translation>
    </message>
    <message>
        <location filename="../score5_desktop/model/problem_words.py" line="221"/>
        <source>Your game history could not be opened (%1). Games you finish now will not be remembered after you quit.</source>
        <extracomment>%1 the reason, a clause with its own subject, e.g. &quot;the folder for the file cannot be used&quot;.</extracomment>
        <translation>Non è stato possibile aprire la cronologia delle partite (%1). Le partite che finirai ora non saranno ricordate dopo l&apos;uscita.</translation>
    </message>
    <message>
        <location filename="../score5_desktop/model/problem_words.py" line="232"/>
        <source>Your game history could not be opened (%1). Games you finish now are kept and will be added to it as soon as it can be opened.</source>
        <extracomment>%1 the reason, a clause with its own subject, e.g. &quot;another copy of the app is using the file&quot;.</extracomment>
        <translation>Non è stato possibile aprire la tua cronologia delle partite (%1). Le partite che finisci ora vengono conservate e verranno aggiunte appena sarà possibile aprirla.</translation>
    </message>
    <message>
        <location filename="../score5_desktop/model/problem_words.py" line="243"/>
        <source>Your game history could not %1 (%2).</source>
        <extracomment>%1 what it was doing, a verb phrase, e.g. &quot;store the finished game&quot;; %2 the reason, e.g. &quot;disk I/O error&quot;.</extracomment>
        <translation>La cronologia delle partite non ha potuto %1 (%2).</translation>
    </message>
    <message>
        <location filename="../score5_desktop/model/problem_words.py" line="250"/>
        <source>The finished game could not be added to your history yet (%1). It is kept and will be added as soon as the history can be written.</source>
        <extracomment>%1 the reason, e.g. &quot;database is locked&quot;.</extracomment>
        <translation>Non è stato ancora possibile aggiungere la partita finita alla tua cronologia (%1). Viene conservata e verrà aggiunta appena sarà possibile scrivere la cronologia.</translation>
    </message>
    <message>
        <location filename="../score5_desktop/model/problem_words.py" line="297"/>
        <source>the file is damaged</source>
        <translation>il file è danneggiato</translation>
    </message>
    <message>
        <location filename="../score5_desktop/model/problem_words.py" line="305"/>
        <source>a player&apos;s name is not valid text</source>
        <translation>il nome di un giocatore non è un testo valido</translation>
    </message>
    <message>
        <location filename="../score5_desktop/model/problem_words.py" line="315"/>
        <source>store the finished game</source>
        <translation>salvare la partita finita</translation>
    </message>
    <message>
        <location filename="../score5_desktop/model/problem_words.py" line="316"/>
        <source>delete the game</source>
        <translation>eliminare la partita</translation>
    </message>
    <message>
        <location filename="../score5_desktop/model/problem_words.py" line="317"/>
        <source>count the games</source>
        <translation>contare le partite</translation>
    </message>
    <message>
        <location filename="../score5_desktop/model/problem_words.py" line="318"/>
        <source>list your games</source>
        <translation>elencare le tue partite</translation>
    </message>
    <message>
        <location filename="../score5_desktop/model/problem_words.py" line="319"/>
        <source>read the game</source>
        <translation>leggere la partita</translation>
    </message>
    <message>
        <location filename="../score5_desktop/model/problem_words.py" line="320"/>
        <source>compute statistics</source>
        <translation>calcolare le statistiche</translation>
    </message>
    <message>
        <location filename="../score5_desktop/model/problem_words.py" line="333"/>
        <source>the file is empty</source>
        <translation>il file è vuoto</translation>
    </message>
    <message>
        <location filename="../score5_desktop/model/problem_words.py" line="291"/>
        <location filename="../score5_desktop/model/problem_words.py" line="334"/>
        <source>the file is too large</source>
        <translation>il file è troppo grande</translation>
    </message>
    <message>
        <location filename="../score5_desktop/model/problem_words.py" line="111"/>
        <source>The saved game could not be resumed. %1 The file could not be moved aside (%2), so it is left as it is and no new autosave will replace it.</source>
        <extracomment>%1 a whole sentence saying why, e.g. &quot;The file autosave.json is not a game record this app can read: the file is empty.&quot;; %2 why it could not be renamed, e.g. &quot;Permission denied&quot;.</extracomment>
        <translation>Non è stato possibile riprendere la partita salvata. %1 Il file non si è potuto mettere da parte (%2), quindi resta com&apos;è e nessun nuovo salvataggio automatico lo sostituirà.</translation>
    </message>
    <message>
        <location filename="../score5_desktop/model/problem_words.py" line="149"/>
        <source>Your settings file could not be read (%1), so the default settings are used. The file could not be moved aside (%2), so it is left as it is and will not be overwritten.</source>
        <extracomment>%1 the reason, a clause with its own subject, e.g. &quot;the file is not valid JSON&quot;; %2 why it could not be renamed, e.g. &quot;Permission denied&quot;.</extracomment>
        <translation>Non è stato possibile leggere il file delle tue impostazioni (%1), quindi si usano le impostazioni predefinite. Il file non si è potuto mettere da parte (%2), quindi resta com&apos;è e non verrà sovrascritto.</translation>
    </message>
    <message>
        <location filename="../score5_desktop/model/problem_words.py" line="292"/>
        <location filename="../score5_desktop/model/problem_words.py" line="335"/>
        <source>the file is not UTF-8 text</source>
        <translation>il file non è testo UTF-8</translation>
    </message>
    <message>
        <location filename="../score5_desktop/model/problem_words.py" line="293"/>
        <location filename="../score5_desktop/model/problem_words.py" line="336"/>
        <source>the file is not valid JSON</source>
        <translation>il file non è JSON valido</translation>
    </message>
    <message>
        <location filename="../score5_desktop/model/problem_words.py" line="337"/>
        <source>the data is not a game record this app knows</source>
        <translation>i dati non sono una registrazione della partita che questa app conosce</translation>
    </message>
    <message>
        <location filename="../score5_desktop/model/problem_words.py" line="341"/>
        <source>the record&apos;s version is not a valid version</source>
        <translation>la versione della registrazione non è una versione valida</translation>
    </message>
    <message>
        <location filename="../score5_desktop/model/problem_words.py" line="343"/>
        <source>a player&apos;s name holds characters that are not allowed</source>
        <translation>il nome di un giocatore contiene caratteri non ammessi</translation>
    </message>
    <message>
        <location filename="../score5_desktop/model/problem_words.py" line="348"/>
        <source>a value is missing or has the wrong type</source>
        <translation>un valore manca o è del tipo sbagliato</translation>
    </message>
    <message>
        <location filename="../score5_desktop/model/problem_words.py" line="392"/>
        <source>%1 (round %2, player %3)</source>
        <extracomment>Where a record is wrong. %1 what is wrong, e.g. &quot;the record names a card that is not in the deck&quot;; %2 a round number, e.g. 3; %3 a seat number, e.g. 2.</extracomment>
        <translation>%1 (turno %2, giocatore %3)</translation>
    </message>
    <message>
        <location filename="../score5_desktop/model/problem_words.py" line="399"/>
        <source>%1 (round %2)</source>
        <extracomment>%1 what is wrong, e.g. &quot;a decision in the record breaks the rules&quot;; %2 a round number, e.g. 3.</extracomment>
        <translation>%1 (turno %2)</translation>
    </message>
    <message>
        <location filename="../score5_desktop/model/problem_words.py" line="403"/>
        <source>%1 (player %2)</source>
        <extracomment>%1 what is wrong, e.g. &quot;a player&apos;s name holds characters that are not allowed&quot;; %2 a seat number, e.g. 2.</extracomment>
        <translation>%1 (giocatore %2)</translation>
    </message>
</context>
<context>
    <name>Table</name>
    <message>
        <location filename="../score5_desktop/games/score5/qt/table/table_controller.py" line="307"/>
        <location filename="../score5_desktop/games/score5/qt/table/table_controller.py" line="324"/>
        <source>total %1</source>
        <extracomment>A revealed bid&apos;s total, e.g. 45.</extracomment>
        <translation>totale %1</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/score5/qt/table/table_controller.py" line="316"/>
        <source>to share out</source>
        <translation>da distribuire</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/score5/qt/table/table_controller.py" line="314"/>
        <source>no bid</source>
        <translation>nessuna offerta</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/score5/qt/table/table_controller.py" line="272"/>
        <source>Decided</source>
        <translation>Ha deciso</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/score5/qt/table/table_controller.py" line="334"/>
        <source>highest tiebreaker</source>
        <translation>valore per gli spareggi più alto</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/score5/qt/table/table_controller.py" line="205"/>
        <source>%1&apos;s hand</source>
        <extracomment>%1 a player&apos;s name, e.g. &quot;Ann&quot;.</extracomment>
        <translation>Mano di %1</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/score5/qt/table/table_controller.py" line="207"/>
        <source>Your hand, %1</source>
        <extracomment>Addressed to the player whose hand is shown; %1 their name, e.g. &quot;Ann&quot;.</extracomment>
        <translation>La tua mano, %1</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/score5/qt/table/replay_pictures.py" line="79"/>
        <location filename="../score5_desktop/games/score5/qt/table/table_controller.py" line="209"/>
        <source>Final scoring cards are laid out at each seat</source>
        <translation>Le carte che contano per il punteggio sono esposte davanti a ogni giocatore</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/score5/qt/table/table_controller.py" line="211"/>
        <source>Hands are hidden until the next player confirms</source>
        <translation>Le mani restano nascoste finché il giocatore successivo non conferma</translation>
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
        <translation>Umano</translation>
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
        <translation>Vincitore · %1</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/score5/qt/table/table_controller.py" line="234"/>
        <source>Thinking…</source>
        <translation>Sta pensando…</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/score5/qt/table/table_controller.py" line="236"/>
        <source>Deciding…</source>
        <translation>Sta decidendo…</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/score5/qt/table/table_controller.py" line="238"/>
        <source>Waiting for the hand-over</source>
        <translation>In attesa del passaggio di mano</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/score5/qt/table/table_controller.py" line="361"/>
        <source>Pile empty</source>
        <translation>Pila vuota</translation>
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
        <translation>Tavolo da gioco</translation>
    </message>
    <message>
        <location filename="../score5_desktop/games/score5/qt/table/table_view.py" line="24"/>
        <source>Use the arrow keys to move between cards, Space to choose, Enter to confirm.</source>
        <translation>Usa le frecce per passare da una carta all&apos;altra, Spazio per scegliere, Invio per confermare.</translation>
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
        <translation>%1 e %2</translation>
    </message>
    <message numerus="yes">
        <location filename="../score5_desktop/model/text.py" line="59"/>
        <source>%n card(s)</source>
        <extracomment>A number of cards, e.g. on a seat&apos;s badge: &quot;3 cards&quot;.</extracomment>
        <translation>
            <numerusform>%n carta</numerusform>
            <numerusform>%n carte</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../score5_desktop/model/text.py" line="63"/>
        <source>%n point(s)</source>
        <extracomment>A score, e.g. on a seat at the end of the game: &quot;182 points&quot;.</extracomment>
        <translation>
            <numerusform>%n punto</numerusform>
            <numerusform>%n punti</numerusform>
        </translation>
    </message>
</context>
</TS>
