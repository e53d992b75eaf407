<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="sl" sourcelanguage="en">
<context>
    <name>Canasta</name>
    <message>
        <location filename="../../cardsuite/games/canasta/table/gestures.py" line="+164"/>
        <source>Take back the cards you laid, or take the pile with them.</source>
        <translation>Vzemi položene karte nazaj ali z njimi vzemi kup.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You have already drawn this turn.</source>
        <translation>V tej potezi si že vlekel karto.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Drag a card here to discard it.</source>
        <translation>Povleci sem karto, da jo odložiš.</translation>
    </message>
    <message>
        <location line="+60"/>
        <location line="+17"/>
        <source>Draw first: click the stock, or click the discard pile to take it.</source>
        <translation>Najprej vleci: klikni kup za pobiranje ali klikni kup za odlaganje, da ga vzameš.</translation>
    </message>
    <message>
        <location line="-12"/>
        <source>{card} is selected. To discard it, drag it to the pile, double-click it or press Discard.</source>
        <translation>Izbrana karta: {card}. Da jo odložiš, jo povleci na kup, dvakrat klikni nanjo ali pritisni Odloži.</translation>
    </message>
    <message>
        <location line="+87"/>
        <source>You hold no card to add to the {rank}.</source>
        <translation>Nimaš karte, ki bi jo lahko dodal k: {rank}.</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>By rank</source>
        <translation>Po vrednosti</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>By suit</source>
        <translation>Po barvi</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Give up?</source>
        <translation>Se predaš?</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>You leave the match and your opponents win it.</source>
        <translation>Zapustiš igro in nasprotniki jo dobijo.</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+24"/>
        <location filename="../../cardsuite/games/canasta/table/table.py" line="+243"/>
        <source>Give up</source>
        <translation>Predaj</translation>
    </message>
    <message>
        <location line="-24"/>
        <source>Play on</source>
        <translation>Igraj naprej</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Double the stake?</source>
        <translation>Podvojiš vložek?</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Do you really want to double the stake to {n}?</source>
        <translation>Ali res želiš podvojiti vložek na {n}?</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+23"/>
        <source>Yes</source>
        <translation>Da</translation>
    </message>
    <message>
        <location line="-23"/>
        <location line="+23"/>
        <source>No</source>
        <translation>Ne</translation>
    </message>
    <message>
        <location line="-10"/>
        <source>Double?</source>
        <translation>Podvojiti?</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name} wants to double the stake to {n}. Accept, or give up and lose {m}?</source>
        <translation>{name} želi podvojiti vložek na {n}. Sprejmeš ali se predaš in izgubiš {m}?</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../../cardsuite/games/canasta/table/table.py" line="+1"/>
        <source>Double</source>
        <translation>Podvoji</translation>
    </message>
    <message>
        <location line="+4"/>
        <location filename="../../cardsuite/games/canasta/table/table.py" line="+1"/>
        <source>May I go out?</source>
        <translation>Ali se smem odpreti?</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name}, your partner, asks whether they may go out. A yes obliges them to go out; a no forbids it this turn.</source>
        <translation>{name}, tvoj partner, sprašuje, ali se sme odpreti. »Da« ga zaveže, da se odpre; »ne« mu to v tej potezi prepove.</translation>
    </message>
    <message>
        <location filename="../../cardsuite/games/canasta/table/status.py" line="+28"/>
        <source>Dealer</source>
        <translation>Delivec</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Partner</source>
        <translation>Partner</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>needs {n} to open</source>
        <translation>potrebuje {n} za začetek</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{n} canastas</source>
        <translation>kanaste: {n}</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>1 canasta</source>
        <translation>1 kanasta</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The pile is blocked: its top card is a wild card or a black 3.</source>
        <translation>Kup je zaprt: na vrhu je divja karta ali črna trojka.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The pile is frozen: take it only with two natural {rank} from your hand.</source>
        <translation>Kup je zamrznjen: vzameš ga lahko le z dvema navadnima kartama iz roke ({rank}).</translation>
    </message>
    <message>
        <location filename="../../cardsuite/games/canasta/table/result.py" line="+57"/>
        <source>{name} doubled to {stake}.</source>
        <translation>{name} podvoji na {stake}.</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>You doubled to {stake}.</source>
        <translation>Podvojiš na {stake}.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You accepted: the stake is {stake}.</source>
        <translation>Sprejmeš: vložek je {stake}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name} accepted: the stake is {stake}.</source>
        <translation>{name} sprejme: vložek je {stake}.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You gave up at a stake of {stake}.</source>
        <translation>Predaš se pri vložku {stake}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name} gave up at a stake of {stake}.</source>
        <translation>{name} se preda pri vložku {stake}.</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>{a} &amp; {b}</source>
        <translation>{a} in {b}</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>concealed</source>
        <translation>skrito</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>You went out concealed.</source>
        <translation>Odpreš se skrito.</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>You went out.</source>
        <translation>Odpreš se.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{name} went out concealed.</source>
        <translation>{name} se odpre skrito.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name} went out.</source>
        <translation>{name} se odpre.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Nobody went out: the stock ran out.</source>
        <translation>Nihče se ni odprl: kup za pobiranje je pošel.</translation>
    </message>
    <message>
        <location line="+8"/>
        <location filename="../../cardsuite/games/canasta/table/status.py" line="+10"/>
        <source>Round over</source>
        <translation>Konec kroga</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Match over</source>
        <translation>Konec igre</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Final total</source>
        <translation>Končni seštevek</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Chips</source>
        <translation>Žetoni</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../../cardsuite/games/canasta/table/status.py" line="+78"/>
        <source>Stake {stake} (limit {limit}).</source>
        <translation>Vložek {stake} (limit {limit}).</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../../cardsuite/games/canasta/table/status.py" line="+1"/>
        <source>Stake {stake} (no limit).</source>
        <translation>Vložek {stake} (brez limita).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No doubles.</source>
        <translation>Brez podvojitev.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The match is drawn: no chips change hands.</source>
        <translation>Igra je neodločena: žetoni ne zamenjajo lastnika.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>{side} declined the double: you win {stake} chips.</source>
        <translation>{side} zavrne podvojitev: dobiš {stake} žetonov.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{side} declined the double: you and {partner} win {stake} chips.</source>
        <translation>{side} zavrneta podvojitev: ti in {partner} dobita {stake} žetonov.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You win {a} to {b} and {stake} chips.</source>
        <translation>Zmagaš {a} proti {b} in dobiš {stake} žetonov.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You and {partner} win {a} to {b} and {stake} chips.</source>
        <translation>Ti in {partner} zmagata {a} proti {b} in dobita {stake} žetonov.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>You declined the double: {winner} wins {stake} chips.</source>
        <translation>Zavrneš podvojitev: {winner} dobi {stake} žetonov.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You and {partner} declined the double: {winner} win {stake} chips.</source>
        <translation>Ti in {partner} zavrneta podvojitev: {winner} dobita {stake} žetonov.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{side} declined the double: {winner} wins {stake} chips.</source>
        <translation>{side} zavrne podvojitev: {winner} dobi {stake} žetonov.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{side} declined the double: {winner} win {stake} chips.</source>
        <translation>{side} zavrne podvojitev: {winner} dobita {stake} žetonov.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{winner} wins {a} to {b} and {stake} chips.</source>
        <translation>{winner} zmaga {a} proti {b} in dobi {stake} žetonov.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{winner} win {a} to {b} and {stake} chips.</source>
        <translation>{winner} zmagata {a} proti {b} in dobita {stake} žetonov.</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Your wallet ran empty and was refilled to {chips} chips.</source>
        <translation>Tvoja denarnica je bila prazna in je bila napolnjena na {chips} žetonov.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your wallet: {chips} chips ({delta:+d}).</source>
        <translation>Tvoja denarnica: {chips} žetonov ({delta:+d}).</translation>
    </message>
    <message>
        <location filename="../../cardsuite/games/canasta/table/status.py" line="-74"/>
        <source>You are deciding on the double…</source>
        <translation>Odločaš se o podvojitvi…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You are deciding whether your partner may go out…</source>
        <translation>Odločaš se, ali se partner sme odpreti…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You are playing…</source>
        <translation>Igraš…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{name} is deciding on the double…</source>
        <translation>{name} se odloča o podvojitvi…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{name} is deciding whether you may go out…</source>
        <translation>{name} se odloča, ali se smeš odpreti…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name} is playing…</source>
        <translation>{name} igra…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Double, or give up?</source>
        <translation>Podvojiš ali se predaš?</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your partner asks: may I go out?</source>
        <translation>Tvoj partner sprašuje: ali se smem odpreti?</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Add {rank} from your hand (click them), then press Take pile</source>
        <translation>Dodaj iz roke: {rank} (klikni karte), nato pritisni Vzemi kup</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Press Take pile to take the discard pile</source>
        <translation>Pritisni Vzemi kup, da vzameš kup za odlaganje</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your turn: click the stock to draw, or the discard pile to take it</source>
        <translation>Na vrsti si: klikni kup za pobiranje, da vlečeš, ali kup za odlaganje, da ga vzameš</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your turn: click the stock to draw</source>
        <translation>Na vrsti si: klikni kup za pobiranje, da vlečeš</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You must go out this turn: meld your cards, then press Go out</source>
        <translation>V tej potezi se moraš odpreti: položi karte, nato pritisni Odpri se</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You can go out: press Go out</source>
        <translation>Lahko se odpreš: pritisni Odpri se</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Meld cards, then discard one: drag it to the pile or double-click it</source>
        <translation>Položi karte, nato odloži eno: povleci jo na kup ali dvakrat klikni nanjo</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Your melds count {n}; you need {m} to open.</source>
        <translation>Tvoji nizi štejejo {n}; za začetek potrebuješ {m}.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your partner&apos;s melds count {n}; your side needs {m} to open.</source>
        <translation>Partnerjevi nizi štejejo {n}; za začetek potrebujeta {m}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You need {m} to open.</source>
        <translation>Za začetek potrebuješ {m}.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Canastas: {have} of the {need} needed to go out.</source>
        <translation>Kanaste: {have} od {need}, potrebnih za odpiranje.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You have the canastas to go out.</source>
        <translation>Imaš kanaste, potrebne za odpiranje.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Known cards of {name}: {cards}</source>
        <translation>Znane karte igralca {name}: {cards}</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>No doubling at this table.</source>
        <translation>Za to mizo podvajanje ni dovoljeno.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A double to {n} awaits its answer.</source>
        <translation>Podvojitev na {n} čaka na odgovor.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The limit is reached: no more doubling.</source>
        <translation>Meja je dosežena: podvajanja ni več.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Either side may double (to {n}).</source>
        <translation>Vsaka stran lahko podvoji (na {n}).</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Either player may double (to {n}).</source>
        <translation>Vsak igralec lahko podvoji (na {n}).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Only your side may double next (to {n}).</source>
        <translation>Naslednjič lahko podvoji samo tvoja stran (na {n}).</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Only you may double next (to {n}).</source>
        <translation>Naslednjič lahko podvojiš samo ti (na {n}).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Only the other side may double next (to {n}).</source>
        <translation>Naslednjič lahko podvoji samo druga stran (na {n}).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Only {name} may double next (to {n}).</source>
        <translation>Naslednjič lahko podvoji samo {name} (na {n}).</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>Red 3s are laid out at once and replaced: 100 points each, 800 for all four (against you if your side has no meld when the round ends).</source>
        <translation>Rdeče trojke se takoj položijo in nadomestijo: vsaka 100 točk, vse štiri 800 (proti tebi, če tvoja stran ob koncu kroga nima niza).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Your first melds together must count at least {n} points. Click a card to start a meld; three cards of one rank make one.</source>
        <translation>Tvoji prvi nizi morajo skupaj šteti vsaj {n} točk. Klikni karto, da začneš niz; tri karte istega ranga so niz.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>A frozen pile (a wild card in it, or your side has not melded) can be taken only with two natural cards of its top card&apos;s rank from your hand.</source>
        <translation>Zamrznjen kup (v njem je divja karta ali tvoja stran še nima niza) lahko vzameš le z dvema navadnima kartama iz roke, enakega ranga kot vrhnja karta.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>A black 3 on the pile blocks it for the next player. Black 3s may be melded only when going out.</source>
        <translation>Črna trojka na kupu ga zapre za naslednjega igralca. Črne trojke se smejo položiti le ob odpiranju.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Seven cards of one rank make a canasta: 500 natural, 300 with wild cards. You need {n} to go out; then meld every card, or all but one which you discard.</source>
        <translation>Sedem kart istega ranga je kanasta: 500 čista, 300 z divjimi kartami. Za odpiranje jih potrebuješ {n}; nato položi vse karte ali vse razen ene, ki jo odložiš.</translation>
    </message>
    <message>
        <location filename="../../cardsuite/games/canasta/table/table.py" line="+1"/>
        <source>Take pile</source>
        <translation>Vzemi kup</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Discard</source>
        <translation>Odloži</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Go out</source>
        <translation>Odpri se</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Take back</source>
        <translation>Razveljavi</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>History</source>
        <translation>Zgodovina</translation>
    </message>
    <message>
        <location line="+111"/>
        <source>Canasta</source>
        <translation>Kanasta</translation>
    </message>
    <message>
        <location filename="../../cardsuite/games/canasta/table/widgets.py" line="+71"/>
        <source>aces</source>
        <translation>asi</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>kings</source>
        <translation>kralji</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>queens</source>
        <translation>dame</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>jacks</source>
        <translation>fanti</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>10s</source>
        <translation>desetke</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>9s</source>
        <translation>devetke</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>8s</source>
        <translation>osmice</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>7s</source>
        <translation>sedmice</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>6s</source>
        <translation>šestice</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>5s</source>
        <translation>petice</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>4s</source>
        <translation>štirice</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>black 3s</source>
        <translation>črne trojke</translation>
    </message>
    <message>
        <location filename="../../cardsuite/games/canasta/table/speech.py" line="+25"/>
        <location line="+12"/>
        <location line="+95"/>
        <source>stock</source>
        <translation>kup za pobiranje</translation>
    </message>
    <message>
        <location line="-105"/>
        <location line="+12"/>
        <location line="+92"/>
        <source>discard pile</source>
        <translation>kup za odlaganje</translation>
    </message>
    <message>
        <location line="-102"/>
        <source>your side&apos;s red 3s</source>
        <translation>rdeče trojke tvoje strani</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>the other side&apos;s red 3s</source>
        <translation>rdeče trojke druge strani</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>your side&apos;s melds</source>
        <translation>nizi tvoje strani</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>the other side&apos;s melds</source>
        <translation>nizi druge strani</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>you can put the picked cards here</source>
        <translation>sem lahko položiš pobrane karte</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>You take the discard pile, {n}.</source>
        <translation>Vzameš kup za odlaganje, {n}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name} takes the discard pile, {n}.</source>
        <translation>{name} vzame kup za odlaganje, {n}.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{name} doubles: the stake would be {n}.</source>
        <translation>{name} podvaja: vložek bi bil {n}.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>{name} discards {card}.</source>
        <translation>{name} odvrže: {card}.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>You lay down {card}.</source>
        <translation>Položiš: {card}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name} lays down {card}.</source>
        <translation>{name} položi: {card}.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>{name} melds {cards}.</source>
        <translation>{name} položi niz: {cards}.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You draw {cards}.</source>
        <translation>Vlečeš: {cards}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name} draws {n}.</source>
        <translation>{name} vleče, {n}.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Your turn.</source>
        <translation>Na vrsti si.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name}&apos;s turn.</source>
        <translation>Na vrsti je {name}.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Your hand, {n}: {cards}.</source>
        <translation>Tvoja roka, {n}: {cards}.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{name} holds {n}.</source>
        <translation>{name} – v roki {n}.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Known: {cards}.</source>
        <translation>Znane: {cards}.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Your side&apos;s melds</source>
        <translation>Nizi tvoje strani</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>The other side&apos;s melds</source>
        <translation>Nizi druge strani</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>none</source>
        <translation>brez</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>red 3s: {cards}</source>
        <translation>rdeče trojke: {cards}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Score: your side {a}, the other side {b}.</source>
        <translation>Izid: tvoja stran {a}, druga stran {b}.</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>wild cards: {n}</source>
        <translation>divje karte: {n}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>natural canasta</source>
        <translation>čista kanasta</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>mixed canasta</source>
        <translation>mešana kanasta</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>blocked</source>
        <translation>zaprt</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>frozen</source>
        <translation>zamrznjen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>top: {card}</source>
        <translation>na vrhu: {card}</translation>
    </message>
    <message>
        <location filename="../../cardsuite/games/canasta/table/history.py" line="+139"/>
        <source>drew {cards} from the stock</source>
        <translation>s kupa za pobiranje: {cards}</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>drew %n from the stock</source>
        <translation>
            <numerusform>%n karta s kupa za pobiranje</numerusform>
            <numerusform>%n karti s kupa za pobiranje</numerusform>
            <numerusform>%n karte s kupa za pobiranje</numerusform>
            <numerusform>%n kart s kupa za pobiranje</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>laid out {card}</source>
        <translation>položena: {card}</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>took the pile ({card}, the only card)</source>
        <translation>kup za odlaganje (samo {card})</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>took the pile (%n cards, {card} on top)</source>
        <translation>
            <numerusform>kup za odlaganje (%n karta, na vrhu {card})</numerusform>
            <numerusform>kup za odlaganje (%n karti, na vrhu {card})</numerusform>
            <numerusform>kup za odlaganje (%n karte, na vrhu {card})</numerusform>
            <numerusform>kup za odlaganje (%n kart, na vrhu {card})</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>laid {cards} on the {rank}</source>
        <translation>h kombinaciji ({rank}): {cards}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>took back {cards}</source>
        <translation>vrnjeno v roko: {cards}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>discarded {card}</source>
        <translation>odvržena: {card}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>went out concealed</source>
        <translation>odprtje iz roke (brez prejšnjih kombinacij)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>went out</source>
        <translation>odprtje</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>proposed to double the stake to {n}</source>
        <translation>predlog podvojitve na {n}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>accepted the double: the stake is {n}</source>
        <translation>podvojitev sprejeta: vložek {n}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>gave up at a stake of {n}</source>
        <translation>predaja pri vložku {n}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>asked the partner: may I go out?</source>
        <translation>vprašanje partnerju: se smem odpreti?</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>answered yes</source>
        <translation>odgovor: da</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>answered no</source>
        <translation>odgovor: ne</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>gave the pile back</source>
        <translation>vrnitev kupa za odlaganje</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>The recent turns (R or Esc closes this):</source>
        <translation>Zadnje poteze (R ali Esc zapre):</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The stock ran out: the round is over.</source>
        <translation>Kup za pobiranje je prazen: krog je končan.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{name}: {steps}.</source>
        <translation>{name}: {steps}.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Nothing has been played yet in this round.</source>
        <translation>V tem krogu še ni bilo potez.</translation>
    </message>
    <message>
        <location filename="../../cardsuite/games/canasta/table/hinttext.py" line="+26"/>
        <source>Draw from the stock: the pile is not worth taking now</source>
        <translation>Vleci s kupa za pobiranje: kupa za odlaganje se zdaj ne splača vzeti</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Take the pile: {n} cards</source>
        <translation>Vzemi kup: kart: {n}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Lay {cards} on your {rank}</source>
        <translation>Dodaj {cards} k svojemu nizu ({rank})</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Meld {n} {rank} to open ({points} points)</source>
        <translation>Položi {rank} (kart: {n}) za začetek ({points} točk)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Meld {n} {rank}</source>
        <translation>Položi {rank} (kart: {n})</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Discard the {card}: the safest card you hold</source>
        <translation>Odloži {card}: najvarnejša karta v tvoji roki</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Discard the {card}: the others cannot use it</source>
        <translation>Odloži {card}: nasprotniki je ne morejo uporabiti</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Go out now: the round ends while you are ahead</source>
        <translation>Odpri se zdaj, dokler si v vodstvu</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Take your cards back: this play does not pay</source>
        <translation>Vzemi karte nazaj: ta poteza se ne splača</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Double the stake: your side is ahead</source>
        <translation>Podvoji vložek: tvoja stran vodi</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Accept the double: your side can still win</source>
        <translation>Sprejmi podvojitev: tvoja stran še lahko zmaga</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Decline the double: the round is lost</source>
        <translation>Zavrni podvojitev: ta krog je izgubljen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Ask your partner whether you may go out</source>
        <translation>Vprašaj partnerja, ali se smeš odpreti</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Answer yes: your side is ready to go out</source>
        <translation>Odgovori da: vajina stran je pripravljena na odpiranje</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Answer no: your side needs more canastas first</source>
        <translation>Odgovori ne: vajina stran najprej potrebuje več kanast</translation>
    </message>
</context>
<context>
    <name>CardBacks</name>
    <message>
        <location filename="../../cardsuite/ui/app/settings_dialog.py" line="+24"/>
        <source>Blue lattice</source>
        <translation>Modra mreža</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Red diamonds</source>
        <translation>Rdeči rombi</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Green rosettes</source>
        <translation>Zelene rozete</translation>
    </message>
</context>
<context>
    <name>CrashReport</name>
    <message>
        <location filename="../../cardsuite/ui/app/crashbanner.py" line="+34"/>
        <source>Crash report</source>
        <translation>Poročilo o zrušitvi</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>What cardsuite wrote down when it stopped. You can copy it into a bug report.</source>
        <translation>Kaj je cardsuite zapisal, ko se je ustavil. Besedilo lahko kopirate v poročilo o napaki.</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>cardsuite stopped unexpectedly last time. A crash report was saved; your match can be resumed as usual.</source>
        <translation>Zadnjič se je cardsuite nepričakovano ustavil. Poročilo o zrušitvi je shranjeno; partijo lahko nadaljujete kot običajno.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Show report</source>
        <translation>Pokaži poročilo</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Dismiss</source>
        <translation>Opusti</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The report could not be read: {error}</source>
        <translation>Poročila ni bilo mogoče prebrati: {error}</translation>
    </message>
</context>
<context>
    <name>Discovery</name>
    <message>
        <location filename="../../cardsuite/net/discovery.py" line="+129"/>
        <source>The lobby cannot listen on UDP port %1 (%2): another program may be using it. Tables on the network will not show here; Join by address still works.</source>
        <translation>Preddverje ne more poslušati na vratih UDP %1 (%2): morda jih uporablja drug program. Mize v omrežju se tu ne bodo prikazale; »Pridruži se prek naslova« še vedno deluje.</translation>
    </message>
</context>
<context>
    <name>Felts</name>
    <message>
        <location filename="../../cardsuite/ui/toolkit/felt.py" line="+25"/>
        <source>Casino green</source>
        <translation>Igralniško zelena</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Billiard</source>
        <translation>Biljardno sukno</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ocean blue</source>
        <translation>Oceansko modra</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Burgundy velvet</source>
        <translation>Bordo žamet</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Slate linen</source>
        <translation>Skrilasto platno</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Walnut</source>
        <translation>Oreh</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>High contrast</source>
        <translation>Visok kontrast</translation>
    </message>
</context>
<context>
    <name>GameCard</name>
    <message>
        <location filename="../../cardsuite/ui/app/startscreen.py" line="+323"/>
        <source>Play</source>
        <translation>Igraj</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Resume</source>
        <translation>Nadaljuj</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Discard save</source>
        <translation>Zavrzi shranjeno</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rules</source>
        <translation>Pravila</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Resume %1</source>
        <translation>Nadaljuj: %1</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 ▸</source>
        <translation>%1 ▸</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Your unfinished match cannot be resumed by this version.</source>
        <translation>Nedokončane partije ta različica ne more nadaljevati.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your unfinished match cannot be resumed.</source>
        <translation>Nedokončane partije ni mogoče nadaljevati.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Discard the save, or start a new match (the save is then kept aside).</source>
        <translation>Zavrzi shranjeno igro ali začni novo partijo (shranjena igra se tedaj ohrani posebej).</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Played %1 · won %2 · lost %3 · drawn %4</source>
        <translation>Odigrano %1 · zmage %2 · porazi %3 · neodločeno %4</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Played %1 · won %2 · lost %3</source>
        <translation>Odigrano %1 · zmage %2 · porazi %3</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Unfinished match: you and %1 against %2, round %3.</source>
        <translation>Nedokončana partija: ti in %1 proti %2, krog %3.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Unfinished match against %1, round %2.</source>
        <translation>Nedokončana partija proti: %1, krog %2.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Unfinished match, round %2.</source>
        <translation>Nedokončana partija, krog %2.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Saved %1.</source>
        <translation>Shranjeno %1.</translation>
    </message>
</context>
<context>
    <name>GamePage</name>
    <message>
        <location filename="../../cardsuite/ui/app/statswindow.py" line="+162"/>
        <source>People</source>
        <translation>Ljudje</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Lost (left)</source>
        <translation>Poraz (zapuščena)</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+89"/>
        <location line="+22"/>
        <location line="+3"/>
        <source>Won</source>
        <translation>Zmaga</translation>
    </message>
    <message>
        <location line="-114"/>
        <location line="+89"/>
        <location line="+23"/>
        <source>Lost</source>
        <translation>Poraz</translation>
    </message>
    <message>
        <location line="-112"/>
        <location line="+90"/>
        <source>Drawn</source>
        <translation>Neodločeno</translation>
    </message>
    <message>
        <location line="-88"/>
        <source>%1, with hints (not rated)</source>
        <translation>%1, z namigi (ne šteje za oceno)</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>%1 won</source>
        <translation>%1 zmaga</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 lost</source>
        <translation>%1 izgubi</translation>
    </message>
    <message>
        <location line="+69"/>
        <location line="+22"/>
        <location line="+3"/>
        <source>Played</source>
        <translation>Odigrane</translation>
    </message>
    <message>
        <location line="-24"/>
        <location line="+22"/>
        <source>Win rate</source>
        <translation>Delež zmag</translation>
    </message>
    <message>
        <location line="-22"/>
        <source>Current streak</source>
        <translation>Trenutni niz</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Best win streak</source>
        <translation>Najdaljši niz zmag</translation>
    </message>
    <message>
        <location line="+0"/>
        <location line="+24"/>
        <source>Best score</source>
        <translation>Najboljši rezultat</translation>
    </message>
    <message>
        <location line="-23"/>
        <source>Average score</source>
        <translation>Povprečni rezultat</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Average time</source>
        <translation>Povprečni čas</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Your rating</source>
        <translation>Tvoja ocena</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Elo, from your matches against the computer levels, whose ratings are fixed (the dashed lines).</source>
        <translation>Ocena Elo iz tvojih partij proti računalniku; stopnje računalnika imajo stalne ocene (črtkane črte).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your rating appears after your first match against the computer.</source>
        <translation>Tvoja ocena se pokaže po prvi partiji proti računalniku.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Chips in your wallet: %1</source>
        <translation>Žetoni v denarnici: %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>refilled when empty: %1</source>
        <translation>napolnjena, ko je prazna: %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Rating after each rated match</source>
        <translation>Ocena po vsaki ocenjeni partiji</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No rated match yet: play against the computer.</source>
        <translation>Ocenjenih partij še ni: igraj proti računalniku.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rated matches, oldest to newest</source>
        <translation>Ocenjene partije, od najstarejše do najnovejše</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>By opponent</source>
        <translation>Po nasprotnikih</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Opponent</source>
        <translation>Nasprotnik</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>By variant</source>
        <translation>Po različicah</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Variant</source>
        <translation>Različica</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Best time</source>
        <translation>Najboljši čas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The last %1 matches</source>
        <translation>Zadnje partije (%1)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Matches</source>
        <translation>Partije</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Date</source>
        <translation>Datum</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Opponents</source>
        <translation>Nasprotniki</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Result</source>
        <translation>Izid</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Score</source>
        <translation>Rezultat</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Time</source>
        <translation>Čas</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Deal</source>
        <translation>Delitev</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Play deal %1 again</source>
        <translation>Ponovno igraj delitev %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Play this deal again</source>
        <translation>Ponovno igraj to delitev</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No match recorded yet: your matches appear here when they end.</source>
        <translation>Zapisana ni še nobena partija: tvoje partije se pokažejo tukaj, ko se končajo.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Choose a match to play its deal again.</source>
        <translation>Izberi partijo, da ponovno igraš njeno delitev.</translation>
    </message>
</context>
<context>
    <name>Header</name>
    <message>
        <location filename="../../cardsuite/ui/app/startscreen.py" line="-242"/>
        <source>cardsuite</source>
        <translation>cardsuite</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Classic card games at your own table: against the computer or a friend.</source>
        <translation>Klasične igre s kartami za vašo mizo: proti računalniku ali s prijateljem.</translation>
    </message>
</context>
<context>
    <name>HostDialog</name>
    <message>
        <location filename="../../cardsuite/ui/lan/hostdialog.py" line="+37"/>
        <source>Host a table</source>
        <translation>Postavi mizo</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Game</source>
        <translation>Igra</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Who may join</source>
        <translation>Kdo se lahko pridruži</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Anyone on the network</source>
        <translation>Kdor koli v omrežju</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Only my friends</source>
        <translation>Samo moji prijatelji</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Only players I invite</source>
        <translation>Samo igralci, ki jih povabim</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Duel tables are open to everyone on the network; nobody is invited directly.</source>
        <translation>Mize za dvoboj so odprte za vse v omrežju; nikogar se ne povabi neposredno.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Tick the players to invite now; you can invite others from the lobby later.</source>
        <translation>Označite igralce, ki jih želite povabiti zdaj; druge lahko pozneje povabite iz preddverja.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Nobody is in the lobby yet; invite players from the lobby once they appear.</source>
        <translation>V preddverju še ni nikogar; igralce povabite iz preddverja, ko se pojavijo.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Your friends list is empty: add friends in the lobby (New friend), or invite players to this table from the lobby.</source>
        <translation>Vaš seznam prijateljev je prazen: dodajte prijatelje v preddverju (Nov prijatelj) ali pa igralce povabite za to mizo iz preddverja.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Any skill</source>
        <translation>Katera koli raven</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Opponents&apos; rating</source>
        <translation>Ocena nasprotnikov</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>from</source>
        <translation>od</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>to</source>
        <translation>do</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Allow hints (a match played with hints is not rated)</source>
        <translation>Dovoli namige (partija z namigi ne šteje za oceno)</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Open the table</source>
        <translation>Odpri mizo</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Seats</source>
        <translation>Mesta</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A player on the network</source>
        <translation>Igralec v omrežju</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Computer: %1 (rating %2)</source>
        <translation>Računalnik: %1 (ocena %2)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Rules</source>
        <translation>Pravila</translation>
    </message>
    <message>
        <location line="+74"/>
        <source>Leave at least one seat for a player on the network.</source>
        <translation>Pustite vsaj eno mesto za igralca v omrežju.</translation>
    </message>
</context>
<context>
    <name>JoinDialog</name>
    <message>
        <location filename="../../cardsuite/ui/lan/joindialog.py" line="+19"/>
        <source>Join by address</source>
        <translation>Pridruži se prek naslova</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>For a table the lobby does not list: the address of the host&apos;s computer and the port its table is open on (the host&apos;s table chat says it).</source>
        <translation>Za mizo, ki je preddverje ne navaja: naslov gostiteljevega računalnika in vrata, na katerih je njegova miza odprta (pove jih gostiteljev klepet za mizo).</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>for example 192.168.1.20</source>
        <translation>na primer 192.168.1.20</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Address</source>
        <translation>Naslov</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Port</source>
        <translation>Vrata</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Join</source>
        <translation>Pridruži se</translation>
    </message>
</context>
<context>
    <name>Keyboard</name>
    <message>
        <location filename="../../cardsuite/ui/toolkit/tablekeys.py" line="+55"/>
        <source>The picked cards cannot go there.</source>
        <translation>Pobranih kart ni mogoče položiti tja.</translation>
    </message>
</context>
<context>
    <name>KeysHelp</name>
    <message>
        <location filename="../../cardsuite/ui/app/keyshelp.py" line="+28"/>
        <source>Window</source>
        <translation>Okno</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>New game (of the game at the table, or the one chosen on the start screen)</source>
        <translation>Nova igra (igre za mizo ali tiste, izbrane na začetnem zaslonu)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Resume the latest match</source>
        <translation>Nadaljuj zadnjo partijo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Leave the table</source>
        <translation>Zapusti mizo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Quit</source>
        <translation>Končaj</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Every table</source>
        <translation>Vsaka miza</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Arrow keys</source>
        <translation>Puščice</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Move the focus to the nearest card, pile or button that way</source>
        <translation>Premakni izbiro na najbližjo karto, kup ali gumb v tisto smer</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Move the focus to the next / previous card, pile or button</source>
        <translation>Premakni izbiro na naslednjo / prejšnjo karto, kup ali gumb</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Do what a click does: play the card, take from the pile, press the button; with cards picked up, put them on the focused place</source>
        <translation>Isto kot klik: igraj karto, vzemi s kupa, pritisni gumb; s pobranimi kartami jih položi na izbrano mesto</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Space</source>
        <translation>Preslednica</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Pick up the focused card (and the cards on it), as the start of a drag</source>
        <translation>Poberi izbrano karto (in karte na njej), kot na začetku vlečenja</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ctrl+Space</source>
        <translation>Ctrl+Preslednica</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>What Ctrl+click does</source>
        <translation>Isto kot Ctrl+klik</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Put picked-up cards back, or close a question</source>
        <translation>Vrni pobrane karte ali zapri vprašanje</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Turn the tips on or off</source>
        <translation>Vklopi ali izklopi namige</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Close the tip shown, as its green X does (Enter: with the focus on the tip)</source>
        <translation>Zapri prikazani namig, kot to stori njegov zeleni X (Enter: ko je izbira na namigu)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>At a LAN table: move between the table and its chat, and back</source>
        <translation>Za mizo v omrežju LAN: premik med mizo in klepetom za mizo ter nazaj</translation>
    </message>
    <message>
        <location filename="../../cardsuite/games/spider/table/table.py" line="+96"/>
        <source>Space, then Enter</source>
        <translation>Preslednica, nato Enter</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pick up a run, then put it on the focused column</source>
        <translation>Poberi zaporedje, nato ga položi na izbrani stolpec</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Deal a row</source>
        <translation>Razdeli vrsto</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Undo</source>
        <translation>Razveljavi</translation>
    </message>
    <message>
        <location filename="../../cardsuite/games/schnapsen/table/table.py" line="+69"/>
        <source>Close the talon</source>
        <translation>Zapri talon</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Exchange the trump jack</source>
        <translation>Zamenjaj adutnega fanta</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Lead the focused king or queen and announce its marriage</source>
        <translation>Izigraj izbranega kralja ali damo in napovej poroko</translation>
    </message>
    <message>
        <location filename="../../cardsuite/games/canasta/table/table.py" line="-272"/>
        <source>Space / Ctrl+Space</source>
        <translation>Preslednica / Ctrl+Preslednica</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Select or unselect the focused hand card</source>
        <translation>Izberi ali odizberi izbrano karto v roki</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>On a hand card: lay it (or the selection) as a click does, or select it when it fits no meld; on a meld or the discard pile: put the selection there</source>
        <translation>Na karti v roki: položi jo (ali izbrane karte) kot s klikom ali jo izberi, če ne spada v nobeno kombinacijo; na kombinaciji ali kupu za odlaganje: položi tja izbrane karte</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Draw from the stock</source>
        <translation>Vleci s kupa za pobiranje</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Take the discard pile</source>
        <translation>Vzemi kup za odlaganje</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Take the pile with the cards put beside its top card</source>
        <translation>Vzemi kup s kartami, položenimi poleg njegove vrhnje karte</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Take back the cards laid this turn</source>
        <translation>Razveljavi: vzemi nazaj v roke karte, položene v tej potezi</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Go out</source>
        <translation>Odpri se</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Double the stake</source>
        <translation>Podvoji vložek</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ask your partner: may I go out?</source>
        <translation>Vprašaj partnerja: ali se smem odpreti?</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sort the hand by suit or by rank</source>
        <translation>Razvrsti roko po barvi ali po vrednosti</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../../cardsuite/games/schnapsen/table/table.py" line="+1"/>
        <location filename="../../cardsuite/games/spider/table/table.py" line="-1"/>
        <source>Show the move the strongest bot would make, and why</source>
        <translation>Pokaži potezo, ki bi jo naredil najmočnejši bot, in zakaj</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Spread the discard pile open to read it (V again, or Esc, closes it)</source>
        <translation>Razprostri kup za odlaganje, da ga pregledaš (ponovni V ali Esc ga zapre)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Look under the focused meld, yours or the other side&apos;s (again, or Esc, closes the look)</source>
        <translation>Poglej pod izbrani niz, svoj ali nasprotnikov (ista tipka ali Esc zapre pogled)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The eye: point out the other side&apos;s melds</source>
        <translation>Oko: pokaži nize nasprotne strani</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The recent turns of every player (R again, or Esc, closes them)</source>
        <translation>Zadnje poteze vsakega igralca (ponovni R ali Esc jih zapre)</translation>
    </message>
    <message>
        <location filename="../../cardsuite/ui/app/keyshelp.py" line="+27"/>
        <location line="+18"/>
        <source>Keyboard</source>
        <translation>Tipkovnica</translation>
    </message>
    <message>
        <location line="-7"/>
        <location line="+9"/>
        <source>Close</source>
        <translation>Zapri</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>New game</source>
        <translation>Nova igra</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Keyboard</source>
        <translation>&amp;Tipkovnica</translation>
    </message>
    <message>
        <location filename="../../cardsuite/ui/toolkit/accessibility.py" line="+50"/>
        <source>Read the whole position aloud (for a screen reader)</source>
        <translation>Preberi na glas celotno stanje na mizi (za bralnik zaslona)</translation>
    </message>
    <message>
        <location filename="../../cardsuite/games/spider/table/practice.py" line="+38"/>
        <source>Redo</source>
        <translation>Ponovi</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Stop the demo</source>
        <translation>Ustavi prikaz</translation>
    </message>
</context>
<context>
    <name>LanPlay</name>
    <message>
        <location filename="../../cardsuite/ui/lan/lanplay.py" line="+217"/>
        <source>The table cannot be reached from the network</source>
        <translation>Miza ni dosegljiva iz omrežja</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 sat down at the table.</source>
        <translation>%1 prisede k mizi.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 left the table.</source>
        <translation>%1 zapusti mizo.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Your table is open on port %1.</source>
        <translation>Vaša miza je odprta na vratih %1.</translation>
    </message>
    <message>
        <location line="+42"/>
        <source>Waiting for %1…</source>
        <translation>Čakamo na: %1…</translation>
    </message>
    <message>
        <location filename="../../cardsuite/ui/lan/seatquestions.py" line="+43"/>
        <source>Someone calling themselves %1 (at %2) asks for %3&apos;s seat — allow?</source>
        <translation>Nekdo, ki se imenuje %1 (z naslova %2), prosi za sedež igralca %3 — dovolite?</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 (at %2) wants %3&apos;s seat — allow?</source>
        <translation>%1 (z naslova %2) želi sedež igralca %3 — dovolite?</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A seat is asked for</source>
        <translation>Nekdo prosi za sedež</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Allow it only if %1 is the player who sat there, or should take over that seat and its cards.</source>
        <translation>Dovolite le, če je %1 igralec, ki je sedel tam, ali naj prevzame ta sedež in njegove karte.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Allow</source>
        <translation>Dovoli</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Refuse</source>
        <translation>Zavrni</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>You gave %1&apos;s seat to %2 (at %3).</source>
        <translation>Sedež igralca %1 ste dali igralcu %2 (z naslova %3).</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>You refused %1&apos;s seat to %2 (at %3).</source>
        <translation>Igralcu %2 (z naslova %3) ste zavrnili sedež igralca %1.</translation>
    </message>
    <message>
        <location filename="../../cardsuite/ui/lan/lanplay.py" line="-140"/>
        <source>The lobby cannot hear the network: its status line says why.</source>
        <translation>Preddverje ne sliši omrežja: zakaj, pove njegova vrstica stanja.</translation>
    </message>
    <message>
        <location line="+211"/>
        <source>Connected; waiting for the host to seat you…</source>
        <translation>Povezano; čakate, da vam gostitelj da sedež…</translation>
    </message>
    <message>
        <location line="+69"/>
        <source>Join a table</source>
        <translation>Pridruži se mizi</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The host&apos;s address and port (for example 192.168.1.20:47475):</source>
        <translation>Naslov in vrata gostitelja (na primer 192.168.1.20:47475):</translation>
    </message>
    <message>
        <location line="+6"/>
        <location line="+27"/>
        <source>Could not join the table</source>
        <translation>Mizi se ni bilo mogoče pridružiti</translation>
    </message>
    <message>
        <location line="-27"/>
        <source>Write the address and the port as address:port.</source>
        <translation>Vpišite naslov in vrata v obliki naslov:vrata.</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>%1

The seat this app kept for that table is no longer yours there, so it was forgotten. Join again to sit down as a new player, or ask the host for your seat&apos;s code.</source>
        <translation>%1

Sedež, ki si ga je aplikacija zapomnila za to mizo, tam ni več vaš, zato je bil pozabljen. Pridružite se znova kot nov igralec ali prosite gostitelja za kodo svojega sedeža.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Could not rejoin the table</source>
        <translation>Vrnitev za mizo ni uspela</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1

The host&apos;s app may be closed, or the table not open yet. This app keeps your seat: try again later, or forget it if that match is over.</source>
        <translation>%1

Gostiteljeva aplikacija je morda zaprta ali miza še ni odprta. Ta aplikacija obdrži vaš sedež: poskusite znova pozneje ali ga pozabite, če je ta partija končana.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Forget this seat</source>
        <translation>Pozabi ta sedež</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Your seat&apos;s code</source>
        <translation>Koda vašega sedeža</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1

The code the host gave you for your seat:</source>
        <translation>%1

Koda, ki vam jo je gostitelj dal za vaš sedež:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Join</source>
        <translation>Pridruži se</translation>
    </message>
</context>
<context>
    <name>LobbyWindow</name>
    <message>
        <location filename="../../cardsuite/ui/lan/rulesummary.py" line="+61"/>
        <source>yes</source>
        <translation>da</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no</source>
        <translation>ne</translation>
    </message>
    <message>
        <location filename="../../cardsuite/ui/lan/lobby.py" line="+57"/>
        <location line="+5"/>
        <source>Play on the network</source>
        <translation>Igraj v omrežju</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Back to the games</source>
        <translation>Nazaj na igre</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Tables</source>
        <translation>Mize</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Game</source>
        <translation>Igra</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Host</source>
        <translation>Gostitelj</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Rules</source>
        <translation>Pravila</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Seats</source>
        <translation>Mesta</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Free</source>
        <translation>Prosto</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>No tables yet. Host one, or wait: tables on the network appear here by themselves.</source>
        <translation>Zaenkrat ni miz. Postavite svojo ali počakajte: mize v omrežju se bodo tukaj prikazale same.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Join</source>
        <translation>Pridruži se</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Join by address…</source>
        <translation>Pridruži se prek naslova…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Host a table…</source>
        <translation>Postavi mizo…</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Players</source>
        <translation>Igralci</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Name</source>
        <translation>Ime</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Now</source>
        <translation>Zdaj</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Invite</source>
        <translation>Povabi</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+313"/>
        <source>New friend</source>
        <translation>Nov prijatelj</translation>
    </message>
    <message>
        <location line="-312"/>
        <location line="+249"/>
        <source>Ignore</source>
        <translation>Prezri</translation>
    </message>
    <message>
        <location line="-248"/>
        <location line="+346"/>
        <location line="+39"/>
        <source>Player info</source>
        <translation>Podatki o igralcu</translation>
    </message>
    <message>
        <location line="-382"/>
        <source>Chat</source>
        <translation>Klepet</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Say something to everyone in the lobby</source>
        <translation>Napišite nekaj vsem v preddverju</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Send</source>
        <translation>Pošlji</translation>
    </message>
    <message>
        <location line="+52"/>
        <source>You are %1 on the network. Tables and players announce themselves about once a second.</source>
        <translation>V omrežju nastopate kot %1. Mize in igralci se oglasijo približno enkrat na sekundo.</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>%1 (ignored)</source>
        <translation>%1 (prezirate)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Friends not here now: %1</source>
        <translation>Prijatelji, ki jih zdaj ni: %1</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>%1 at %2&apos;s table (%3:%4)</source>
        <translation>%1 za mizo igralca %2 (%3:%4)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Rules: %1</source>
        <translation>Pravila: %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Seats: %1</source>
        <translation>Mesta: %1</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 (computer)</source>
        <translation>%1 (računalnik)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>free seat</source>
        <translation>prosto mesto</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>full</source>
        <translation>polna</translation>
    </message>
    <message numerus="yes">
        <location line="+0"/>
        <source>%n free</source>
        <translation>
            <numerusform>%n prosto mesto</numerusform>
            <numerusform>%n prosti mesti</numerusform>
            <numerusform>%n prosta mesta</numerusform>
            <numerusform>%n prostih mest</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>by invitation</source>
        <translation>na povabilo</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the host&apos;s friends only</source>
        <translation>samo gostiteljevi prijatelji</translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+191"/>
        <source>a game</source>
        <translation>igra</translation>
    </message>
    <message>
        <location line="-187"/>
        <source>playing %1 with %2</source>
        <translation>za mizo: %1, nasprotniki: %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>playing %1</source>
        <translation>za mizo: %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>hosting %1</source>
        <translation>gostitelj mize: %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>in the lobby</source>
        <translation>v preddverju</translation>
    </message>
    <message>
        <location line="+55"/>
        <source>Pick a table to see its rules and seats.</source>
        <translation>Izberite mizo, da vidite njena pravila in mesta.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>You have a seat here: Join takes you back to it.</source>
        <translation>Tu imate sedež: Pridruži se vas vrne nanj.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Duel tables are open to everyone on the network; nobody is invited directly.</source>
        <translation>Mize za dvoboj so odprte za vse v omrežju; nikogar se ne povabi neposredno.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Host a table first, then invite players to it.</source>
        <translation>Najprej postavite mizo, nato nanjo povabite igralce.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Unignore</source>
        <translation>Ne prezri več</translation>
    </message>
    <message>
        <location line="+54"/>
        <source>%1 is invited to your table; waiting for the answer.</source>
        <translation>%1 ima povabilo za vašo mizo; čakamo na odgovor.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A player</source>
        <translation>Igralec</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 accepted your invitation.</source>
        <translation>%1: povabilo sprejeto.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 declined your invitation.</source>
        <translation>%1: povabilo zavrnjeno.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Remove friend</source>
        <translation>Odstrani prijatelja</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>%1 is no longer on your friends list.</source>
        <translation>%1 ni več na vašem seznamu prijateljev.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 is now your friend: listed first, and you hear when they come online or host a table.</source>
        <translation>%1 je zdaj vaš prijatelj: na vrhu seznama, in izvedeli boste, ko pride v omrežje ali postavi mizo.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Your friends list could not be saved (%1); the change holds until you quit.</source>
        <translation>Seznama prijateljev ni bilo mogoče shraniti (%1); sprememba velja do izhoda iz programa.</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>Your friend %1 is hosting %2.</source>
        <translation>Vaš prijatelj %1 je postavil mizo: %2.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your friend %1 is online.</source>
        <translation>Vaš prijatelj %1 je v omrežju.</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>none yet</source>
        <translation>še nobene</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Name: %1
Games played: %2
Rating: %3
Now: %4</source>
        <translation>Ime: %1
Odigrane igre: %2
Ocena: %3
Zdaj: %4</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>On your friends list.</source>
        <translation>Na vašem seznamu prijateljev.</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Invitation</source>
        <translation>Povabilo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 invites you to play %2 at their table.</source>
        <translation>%1 vas vabi za svojo mizo. Igra: %2.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Accept to join the table now.</source>
        <translation>Sprejmite, da se takoj pridružite mizi.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Accept</source>
        <translation>Sprejmi</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Decline</source>
        <translation>Zavrni</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../../cardsuite/ui/app/mainwindow.py" line="+203"/>
        <source>%1…</source>
        <translation>%1…</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>&amp;Game</source>
        <translation>&amp;Igra</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;New game</source>
        <translation>&amp;Nova igra</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Resume</source>
        <translation>&amp;Nadaljuj</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Resume the latest match</source>
        <translation>Nadaljuj zadnjo partijo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Leave table</source>
        <translation>&amp;Zapusti mizo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Back to the &amp;start screen (keep the match)</source>
        <translation>Nazaj na &amp;začetni zaslon (partija ostane shranjena)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Join a table on the network…</source>
        <translation>&amp;Pridruži se mizi v omrežju…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>S&amp;tatistics…</source>
        <translation>S&amp;tatistika…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Quit</source>
        <translation>&amp;Končaj</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Settings</source>
        <translation>&amp;Nastavitve</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Settings…</source>
        <translation>&amp;Nastavitve…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Card &amp;back</source>
        <translation>&amp;Hrbtna stran kart</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Table &amp;colour…</source>
        <translation>&amp;Barva mize…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Animation speed</source>
        <translation>&amp;Hitrost animacij</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Show &amp;hints</source>
        <translation>Prikaži na&amp;mige</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Language</source>
        <translation>&amp;Jezik</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>System language</source>
        <translation>Sistemski jezik</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Help</source>
        <translation>&amp;Pomoč</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Rules</source>
        <translation>P&amp;ravila</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;About cardsuite</source>
        <translation>&amp;O programu cardsuite</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>%1 — cardsuite</source>
        <translation>%1 — cardsuite</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>cardsuite</source>
        <translation>cardsuite</translation>
    </message>
    <message>
        <location line="+48"/>
        <source>Some files could not be used</source>
        <translation>Nekaterih datotek ni bilo mogoče uporabiti</translation>
    </message>
    <message>
        <location line="+61"/>
        <source>Your unfinished match of %1 was saved by a newer version of cardsuite, so this one cannot resume it. A new match takes its place; the old save is kept aside in %2, for the newer version.</source>
        <translation>Vašo nedokončano partijo igre %1 je shranila novejša različica cardsuite, zato je ta ne more nadaljevati. Nadomestila jo bo nova partija; stara shranjena partija se ohrani posebej v mapi %2, za novejšo različico.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Your unfinished match of %1 cannot be resumed. A new match takes its place; the old save is kept aside in %2.</source>
        <translation>Vaše nedokončane partije igre %1 ni mogoče nadaljevati. Nadomestila jo bo nova partija; stara shranjena partija se ohrani posebej v mapi %2.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Start a new match?</source>
        <translation>Začnem novo partijo?</translation>
    </message>
    <message>
        <location line="-11"/>
        <source>You have an unfinished match of %1. A new match replaces it.</source>
        <translation>Imate nedokončano partijo igre %1. Nova partija jo bo nadomestila.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Start a new match</source>
        <translation>Začni novo partijo</translation>
    </message>
    <message>
        <location line="-23"/>
        <location line="+40"/>
        <source>The game could not be started</source>
        <translation>Igre ni bilo mogoče začeti</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>This match cannot be resumed</source>
        <translation>Te partije ni mogoče nadaljevati</translation>
    </message>
    <message>
        <location line="-2"/>
        <source>Nothing to resume</source>
        <translation>Ničesar ni za nadaljevanje</translation>
    </message>
    <message>
        <location line="-171"/>
        <source>There is no unfinished match of %1 to resume.</source>
        <translation>Ni nedokončane partije igre %1.</translation>
    </message>
    <message>
        <location line="-3"/>
        <source>the match in it is already over</source>
        <translation>shranjena partija je že končana</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The saved match of %1 could not be read back (%2). The file was left as it is at %3.</source>
        <translation>Shranjene partije igre %1 ni bilo mogoče prebrati (%2). Datoteka je ostala nespremenjena: %3.</translation>
    </message>
    <message>
        <location line="+138"/>
        <source>The old save of %1 is kept as %2.</source>
        <translation>Stara shranjena partija igre %1 je ohranjena kot %2.</translation>
    </message>
    <message>
        <location line="+48"/>
        <source>Discard the saved match?</source>
        <translation>Zavržem shranjeno partijo?</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The unfinished match of %1 will be deleted.</source>
        <translation>Nedokončana partija igre %1 bo izbrisana.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Discard</source>
        <translation>Zavrzi</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The match could not be saved: %1</source>
        <translation>Partije ni bilo mogoče shraniti: %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The match is not being saved</source>
        <translation>Partija se ne shranjuje</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>The table could not be opened</source>
        <translation>Mize ni bilo mogoče odpreti</translation>
    </message>
    <message>
        <location line="-15"/>
        <source>The result could not be saved in the statistics: %1</source>
        <translation>Rezultata ni bilo mogoče shraniti v statistiko: %1</translation>
    </message>
    <message>
        <location line="+57"/>
        <source>Leaving counts as a loss in your statistics.</source>
        <translation>Odhod se v vaši statistiki šteje kot poraz.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Leave the table?</source>
        <translation>Zapustim mizo?</translation>
    </message>
    <message>
        <location line="-3"/>
        <source>The match ends here and cannot be resumed.</source>
        <translation>Partija se tu konča in je ne bo mogoče nadaljevati.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Leave</source>
        <translation>Zapusti</translation>
    </message>
    <message>
        <location filename="../../cardsuite/ui/app/windowdialogs.py" line="+43"/>
        <source>Settings not saved</source>
        <translation>Nastavitve niso shranjene</translation>
    </message>
    <message>
        <location line="+48"/>
        <source>Table colour</source>
        <translation>Barva mize</translation>
    </message>
    <message>
        <location line="+47"/>
        <source>none yet</source>
        <translation>še nobene</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>settings</source>
        <translation>nastavitve</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>saves</source>
        <translation>shranjene igre</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>statistics</source>
        <translation>statistika</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>config folder</source>
        <translation>mapa z nastavitvami</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>data folder</source>
        <translation>mapa s podatki</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&lt;h3&gt;cardsuite %1&lt;/h3&gt;&lt;p&gt;Classic card games on your own desktop.&lt;/p&gt;&lt;p&gt;Games: %2&lt;/p&gt;&lt;p&gt;Your settings and saved matches are kept in:&lt;br&gt;%3&lt;/p&gt;</source>
        <translation>&lt;h3&gt;cardsuite %1&lt;/h3&gt;&lt;p&gt;Klasične igre s kartami na vašem računalniku.&lt;/p&gt;&lt;p&gt;Igre: %2&lt;/p&gt;&lt;p&gt;Nastavitve in shranjene partije so v:&lt;br&gt;%3&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>About cardsuite</source>
        <translation>O programu cardsuite</translation>
    </message>
</context>
<context>
    <name>Network</name>
    <message>
        <location filename="../../cardsuite/play/seats.py" line="+29"/>
        <source>Waiting…</source>
        <translation>Čakanje…</translation>
    </message>
    <message>
        <location filename="../../cardsuite/net/protocol.py" line="+37"/>
        <source>The table is full.</source>
        <translation>Za mizo ni prostih mest.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This table is for invited players only.</source>
        <translation>Ta miza je samo za povabljene igralce.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>That seat cannot be reclaimed: the seat token is not valid.</source>
        <translation>Na to mesto se ni mogoče vrniti: žeton mesta ni veljaven.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The first message was not a valid greeting.</source>
        <translation>Prvo sporočilo ni bilo veljaven pozdrav.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The table is closed.</source>
        <translation>Miza je zaprta.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your rating is outside this table&apos;s skill range.</source>
        <translation>Vaša ocena je zunaj razpona, ki ga dovoljuje ta miza.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This table is for the host&apos;s friends only.</source>
        <translation>Ta miza je samo za gostiteljeve prijatelje.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your name must have at least one visible letter; choose another.</source>
        <translation>Vaše ime mora imeti vsaj eno vidno črko; izberite drugo.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Someone at this table already has that name; choose another.</source>
        <translation>Nekdo za to mizo že ima to ime; izberite drugo.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>That seat belongs to a player who was at this table before. Ask the host for the seat&apos;s code and type it when you join.</source>
        <translation>Ta sedež pripada igralcu, ki je prej sedel za to mizo. Prosite gostitelja za kodo sedeža in jo vpišite, ko se pridružite.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>That is not the seat&apos;s code. Ask the host for the code again.</source>
        <translation>To ni koda tega sedeža. Znova prosite gostitelja za kodo.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The host did not give you that seat.</source>
        <translation>Gostitelj vam ni dal tega sedeža.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The host is already deciding who gets that seat; try again in a moment.</source>
        <translation>Gostitelj se prav zdaj odloča, kdo dobi ta sedež; poskusite znova čez trenutek.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Too many malformed messages; the host closed the connection.</source>
        <translation>Preveč pokvarjenih sporočil; gostitelj je prekinil povezavo.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Too many messages at once; the host closed the connection.</source>
        <translation>Preveč sporočil naenkrat; gostitelj je prekinil povezavo.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A message was too large; the host closed the connection.</source>
        <translation>Sporočilo je bilo preveliko; gostitelj je prekinil povezavo.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You left the table.</source>
        <translation>Zapustili ste mizo.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The host closed the table.</source>
        <translation>Gostitelj je zaprl mizo.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The host ended the match and closed the table.</source>
        <translation>Gostitelj je končal partijo in zaprl mizo.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The host could not handle that message; nothing at the table changed.</source>
        <translation>Gostitelj tega sporočila ni mogel obdelati; pri mizi se ni nič spremenilo.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The host could not seat you; nothing at the table changed. Please try again.</source>
        <translation>Gostitelj vas ni mogel posesti za mizo; nič se ni spremenilo. Poskusite znova.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your connection did not keep up with the table; the host closed it.</source>
        <translation>Tvoja povezava ni dohajala mize; gostitelj je prekinil povezavo.</translation>
    </message>
    <message>
        <location line="+53"/>
        <source>&apos;{field}&apos; must be a whole number</source>
        <translation>Polje &apos;{field}&apos; mora biti celo število</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&apos;{field}&apos; must be from {lo} to {hi}</source>
        <translation>Polje &apos;{field}&apos; mora imeti vrednost od {lo} do {hi}</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>&apos;{field}&apos; must be true or false</source>
        <translation>Polje &apos;{field}&apos; mora imeti vrednost true ali false</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>&apos;{field}&apos; must be text</source>
        <translation>Polje &apos;{field}&apos; mora biti besedilo</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&apos;{field}&apos; must not contain control characters</source>
        <translation>Polje &apos;{field}&apos; ne sme vsebovati kontrolnih znakov</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&apos;{field}&apos; must be {hi} characters long</source>
        <translation>Polje &apos;{field}&apos; mora imeti dolžino {hi} (v znakih)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&apos;{field}&apos; must be {lo} to {hi} characters long</source>
        <translation>Polje &apos;{field}&apos; mora imeti od {lo} do {hi} znakov</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>&apos;{field}&apos; must be hexadecimal digits</source>
        <translation>Polje &apos;{field}&apos; mora vsebovati samo šestnajstiške števke</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>&apos;{field}&apos; must be one of: {choices}</source>
        <translation>Polje &apos;{field}&apos; mora imeti eno od vrednosti: {choices}</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>&apos;{field}&apos; must be an object</source>
        <translation>Polje &apos;{field}&apos; mora biti objekt</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>&apos;{field}&apos; must be a list</source>
        <translation>Polje &apos;{field}&apos; mora biti seznam</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&apos;{field}&apos; may hold at most {hi} items</source>
        <translation>Število elementov v polju &apos;{field}&apos; ne sme presegati {hi}</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>&apos;{field}&apos; is missing</source>
        <translation>Manjka polje &apos;{field}&apos;</translation>
    </message>
    <message>
        <location line="+79"/>
        <source>A message must be a JSON object.</source>
        <translation>Sporočilo mora biti objekt JSON.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A message needs a &apos;type&apos; naming what it is.</source>
        <translation>Sporočilo potrebuje polje &apos;type&apos;, ki pove, kaj je.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>unknown message type {kind}</source>
        <translation>neznana vrsta sporočila {kind}</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&apos;{fields}&apos; must have the same length</source>
        <translation>Polja &apos;{fields}&apos; morajo biti enako dolga</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&apos;seat&apos; must be one of the table&apos;s seats</source>
        <translation>Polje &apos;seat&apos; mora biti eno od mest za mizo</translation>
    </message>
    <message>
        <location line="+30"/>
        <location line="+6"/>
        <source>A message was not valid UTF-8 text.</source>
        <translation>Sporočilo ni bilo veljavno besedilo UTF-8.</translation>
    </message>
    <message>
        <location line="-2"/>
        <source>A message was not valid JSON.</source>
        <translation>Sporočilo ni bilo veljaven JSON.</translation>
    </message>
    <message>
        <location line="+35"/>
        <location line="+37"/>
        <location line="+22"/>
        <location line="+8"/>
        <source>A message of {size} bytes is over the limit of {limit}.</source>
        <translation>Velikost sporočila ({size} B) presega omejitev {limit} B.</translation>
    </message>
    <message>
        <location line="+66"/>
        <source>The host plays protocol {theirs} (cardsuite {their_app}); you have {ours} ({our_app}).</source>
        <translation>Gostitelj uporablja protokol {theirs} (cardsuite {their_app}); vi imate {ours} ({our_app}).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The player has protocol {ours} (cardsuite {our_app}); the host plays {theirs} ({their_app}).</source>
        <translation>Igralec ima protokol {ours} (cardsuite {our_app}); gostitelj uporablja {theirs} ({their_app}).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>A player with protocol {theirs} (cardsuite {their_app}) was refused; this host plays {ours} ({our_app}).</source>
        <translation>Igralec s protokolom {theirs} (cardsuite {their_app}) je bil zavrnjen; ta gostitelj uporablja {ours} ({our_app}).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The host plays protocol {ours} (cardsuite {our_app}); you have {theirs} ({their_app}).</source>
        <translation>Gostitelj uporablja protokol {ours} (cardsuite {our_app}); vi imate {theirs} ({their_app}).</translation>
    </message>
    <message>
        <location filename="../../cardsuite/net/server.py" line="+52"/>
        <source>The greeting was already made.</source>
        <translation>Pozdrav je bil že poslan.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your seat was reclaimed by a newer connection.</source>
        <translation>Vaše mesto je prevzela novejša povezava.</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <location filename="../../cardsuite/games/canasta/table/result.py" line="-130"/>
        <location filename="../../cardsuite/games/schnapsen/table/result.py" line="+58"/>
        <location filename="../../cardsuite/ui/app/choice.py" line="+32"/>
        <location filename="../../cardsuite/ui/app/seatrows.py" line="+23"/>
        <source>You</source>
        <translation>Vi</translation>
    </message>
    <message>
        <location filename="../../cardsuite/ui/app/newgame.py" line="+47"/>
        <source>New game: %1</source>
        <translation>Nova igra: %1</translation>
    </message>
    <message>
        <location line="+38"/>
        <location line="+156"/>
        <source>%1 (rating %2)</source>
        <translation>%1 (ocena %2)</translation>
    </message>
    <message>
        <location line="-171"/>
        <source>Who plays</source>
        <translation>Kdo igra</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Computer skill from</source>
        <translation>Moč računalnika od</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>to</source>
        <translation>do</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Rules</source>
        <translation>Pravila</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Deal</source>
        <translation>Delitev</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>random</source>
        <translation>naključna</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Leave empty for a new deal; enter a deal number to play that deal again.</source>
        <translation>Pustite prazno za novo delitev; vpišite številko delitve, da jo igrate znova.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Deal number</source>
        <translation>Številka delitve</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Start</source>
        <translation>Začni</translation>
    </message>
    <message>
        <location line="+84"/>
        <source>Every seat is played by a person at this screen; the screen is passed between turns.</source>
        <translation>Na vsakem mestu igra oseba za tem zaslonom; zaslon si podajate med potezami.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your opponent plays at the level %1.</source>
        <translation>Nasprotnik igra na ravni: %1.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Each computer player plays at the level %1.</source>
        <translation>Vsak računalniški igralec igra na stopnji %1.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Your opponent is picked at random among: %1.</source>
        <translation>Nasprotnik bo naključno izbran med: %1.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Each computer player is picked at random among: %1.</source>
        <translation>Vsak računalniški igralec je naključno izbran med: %1.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>New to this game: for your first %1 matches the computer plays at %2. Change the computer skill above for stronger or weaker players.</source>
        <translation>Ta igra je zate nova: v prvih %1 partijah računalnik igra na ravni %2. Za močnejše ali šibkejše igralce spremeni moč računalnika zgoraj.</translation>
    </message>
    <message>
        <location line="+65"/>
        <source>A deal number is a whole number from 0 to %1.</source>
        <translation>Številka delitve je celo število od 0 do %1.</translation>
    </message>
</context>
<context>
    <name>OptionsForm</name>
    <message>
        <location filename="../../cardsuite/ui/app/optionsform.py" line="+157"/>
        <source>More rules</source>
        <translation>Več pravil</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Variant</source>
        <translation>Različica</translation>
    </message>
</context>
<context>
    <name>QAbstractSpinBox</name>
    <message>
        <location filename="../../cardsuite/ui/toolkit/i18n.py" line="+77"/>
        <source>&amp;Select All</source>
        <translation>Izberi &amp;vse</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>&amp;Step up</source>
        <translation>Korak navz&amp;gor</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Step &amp;down</source>
        <translation>Korak navz&amp;dol</translation>
    </message>
</context>
<context>
    <name>QColorDialog</name>
    <message>
        <location line="-15"/>
        <source>Select Color</source>
        <translation>Izberi barvo</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>&amp;Basic colors</source>
        <translation>&amp;Osnovne barve</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Custom colors</source>
        <translation>&amp;Barve po meri</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>&amp;Add to Custom Colors</source>
        <translation>&amp;Dodaj med barve po meri</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Pick Screen Color</source>
        <translation>&amp;Vzemi barvo z zaslona</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Hu&amp;e:</source>
        <translation>&amp;Odtenek:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Sat:</source>
        <translation>&amp;Nasičenost:</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>&amp;Val:</source>
        <translation>&amp;Svetlost:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Red:</source>
        <translation>&amp;Rdeča:</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>&amp;Green:</source>
        <translation>&amp;Zelena:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Bl&amp;ue:</source>
        <translation>&amp;Modra:</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>A&amp;lpha channel:</source>
        <translation>Kanal &amp;alfa:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;HTML:</source>
        <translation>&amp;HTML:</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Cursor at %1, %2</source>
        <translation>Kazalec na %1, %2</translation>
    </message>
</context>
<context>
    <name>QLineEdit</name>
    <message>
        <location line="+2"/>
        <source>&amp;Undo</source>
        <translation>&amp;Razveljavi</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>&amp;Redo</source>
        <translation>&amp;Uveljavi</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cu&amp;t</source>
        <translation>&amp;Izreži</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>&amp;Copy</source>
        <translation>&amp;Kopiraj</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Paste</source>
        <translation>&amp;Prilepi</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Delete</source>
        <translation>Izbriši</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Select All</source>
        <translation>Izberi vse</translation>
    </message>
</context>
<context>
    <name>QMessageBox</name>
    <message>
        <location line="-13"/>
        <source>Show Details...</source>
        <translation>Pokaži podrobnosti ...</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Hide Details...</source>
        <translation>Skrij podrobnosti ...</translation>
    </message>
</context>
<context>
    <name>QPlatformTheme</name>
    <message>
        <location line="-9"/>
        <source>OK</source>
        <translation>V redu</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Cancel</source>
        <translation>Prekliči</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Yes</source>
        <translation>&amp;Da</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>&amp;No</source>
        <translation>&amp;Ne</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Yes to &amp;All</source>
        <translation>Da za &amp;vse</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>N&amp;o to All</source>
        <translation>N&amp;e za vse</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Close</source>
        <translation>Zapri</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Apply</source>
        <translation>Uporabi</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Reset</source>
        <translation>Ponastavi</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Restore Defaults</source>
        <translation>Obnovi privzeto</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Save</source>
        <translation>Shrani</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Discard</source>
        <translation>Zavrzi</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Don&apos;t Save</source>
        <translation>Ne shrani</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Open</source>
        <translation>Odpri</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Help</source>
        <translation>Pomoč</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Abort</source>
        <translation>Prekini</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Retry</source>
        <translation>Poskusi znova</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Ignore</source>
        <translation>Prezri</translation>
    </message>
</context>
<context>
    <name>QWidgetTextControl</name>
    <message>
        <location line="+15"/>
        <source>&amp;Copy</source>
        <translation>&amp;Kopiraj</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Copy &amp;Link Location</source>
        <translation>Kopiraj naslov &amp;povezave</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Select All</source>
        <translation>Izberi vse</translation>
    </message>
</context>
<context>
    <name>RemoteTable</name>
    <message>
        <location filename="../../cardsuite/ui/lan/remote.py" line="+117"/>
        <source>Back at the table.</source>
        <translation>Spet za mizo.</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>The match was left</source>
        <translation>Igra je bila zapuščena</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A player left the match before it was decided; it is not counted in your statistics. Close this table to go back to the start screen.</source>
        <translation>Igralec je zapustil igro, preden je bila odločena; v vaši statistiki se ne šteje. Zaprite to mizo, da se vrnete na začetni zaslon.</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>Waiting for %1…</source>
        <translation>Čakamo na: %1…</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Deal verified</source>
        <translation>Delitev preverjena</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The deal does not match its commitment</source>
        <translation>Delitev se ne ujema z vnaprej objavljeno zavezo</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>The host closed the table</source>
        <translation>Gostitelj je zaprl mizo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The match is saved on the host&apos;s computer and stops here; it is not counted in your statistics. Close this table: when the host resumes the match, rejoin it from the start screen.</source>
        <translation>Igra je shranjena na gostiteljevem računalniku in se tu ustavi; v vaši statistiki se ne šteje. Zaprite to mizo: ko gostitelj igro nadaljuje, se ji znova pridružite z začetnega zaslona.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The host left the match</source>
        <translation>Gostitelj je zapustil igro</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The match ended before it was decided; it is not counted in your statistics. Close this table to go back to the start screen.</source>
        <translation>Igra se je končala, preden je bila odločena; v vaši statistiki se ne šteje. Zaprite to mizo, da se vrnete na začetni zaslon.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Reconnecting…</source>
        <translation>Ponovno povezovanje…</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Not connected to the host.</source>
        <translation>Ni povezave z gostiteljem.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Waiting for the others to continue…</source>
        <translation>Čakamo, da bodo drugi pripravljeni nadaljevati…</translation>
    </message>
</context>
<context>
    <name>Rules</name>
    <message>
        <location filename="../../cardsuite/engine.py" line="+326"/>
        <location filename="../../cardsuite/games/canasta/engine/reasons.py" line="+24"/>
        <location line="+16"/>
        <location filename="../../cardsuite/games/schnapsen/engine/state.py" line="+146"/>
        <location filename="../../cardsuite/play/match.py" line="+180"/>
        <source>The round is over.</source>
        <translation>Igra je končana.</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../../cardsuite/games/canasta/engine/reasons.py" line="-4"/>
        <location filename="../../cardsuite/games/schnapsen/engine/state.py" line="+4"/>
        <location filename="../../cardsuite/play/driver.py" line="+236"/>
        <source>It is not your turn.</source>
        <translation>Nisi na vrsti.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>That move is not allowed now.</source>
        <translation>Ta poteza zdaj ni dovoljena.</translation>
    </message>
    <message>
        <location line="+5"/>
        <location filename="../../cardsuite/games/canasta/engine/reasons.py" line="+146"/>
        <location filename="../../cardsuite/games/schnapsen/engine/state.py" line="+14"/>
        <location line="+36"/>
        <source>That is not a move of this game.</source>
        <translation>To ni poteza te igre.</translation>
    </message>
    <message>
        <location filename="../../cardsuite/games/canasta/engine/melds.py" line="+30"/>
        <source>Black 3s may be melded only when you go out.</source>
        <translation>Črne trojke lahko položiš samo, ko se odpreš.</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../../cardsuite/games/canasta/engine/reasons.py" line="+42"/>
        <source>Black 3s are melded without wild cards.</source>
        <translation>Črne trojke se polagajo brez divjih kart.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your {name} have {size} card{value}; a meld needs at least 3.</source>
        <translation>Tvoje {name}: kart je {size}; kombinacija jih potrebuje vsaj 3.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A meld needs at least 2 natural cards; your {name} have {naturals}.</source>
        <translation>Kombinacija potrebuje vsaj 2 navadni karti; tvoje {name} jih imajo {naturals}.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A meld may not hold more wild cards than natural ones (your {name}: {naturals} natural, {wilds} wild).</source>
        <translation>Kombinacija ne sme imeti več divjih kart kot navadnih (tvoje {name}: navadnih {naturals}, divjih {wilds}).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A meld holds at most 3 wild cards (your {name} have {wilds}).</source>
        <translation>Kombinacija ima lahko največ 3 divje karte (tvoje {name} jih imajo {wilds}).</translation>
    </message>
    <message>
        <location filename="../../cardsuite/games/canasta/engine/reasons.py" line="-191"/>
        <source>Seat {to_move} must answer the proposed double first.</source>
        <translation>Najprej mora igralec na mestu {to_move} odgovoriti na predlagano podvojitev.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Seat {to_move} must answer the question &quot;may I go out?&quot; first.</source>
        <translation>Najprej mora igralec na mestu {to_move} odgovoriti na vprašanje »ali se smem odpreti?«.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Name at least one card.</source>
        <translation>Izberi vsaj eno karto.</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+36"/>
        <location line="+28"/>
        <location line="+31"/>
        <source>That is not a card of this game.</source>
        <translation>To ni karta te igre.</translation>
    </message>
    <message>
        <location line="-93"/>
        <location line="+64"/>
        <source>A card can be named only once.</source>
        <translation>Vsako karto lahko izbereš samo enkrat.</translation>
    </message>
    <message>
        <location line="-60"/>
        <source>You do not hold {code}.</source>
        <translation>Nimaš karte {code}.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>No double has been proposed.</source>
        <translation>Nihče ni predlagal podvojitve.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Nobody has asked you anything.</source>
        <translation>Nihče te ni nič vprašal.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Answer yes or no.</source>
        <translation>Odgovori z da ali ne.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Answer first.</source>
        <translation>Najprej odgovori.</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Answer your partner first.</source>
        <translation>Najprej odgovori partnerju.</translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+7"/>
        <source>You have already drawn this turn.</source>
        <translation>V tej potezi si že vlekel karto.</translation>
    </message>
    <message>
        <location line="-4"/>
        <source>Take back the cards you laid before drawing from the stock (or take the pile with them).</source>
        <translation>Preden vlečeš s kupa za pobiranje, vzemi položene karte nazaj (ali z njimi vzemi kup).</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Only natural {rank_plural} and wild cards can go with the top card.</source>
        <translation>K vrhnji karti sodijo le navadne karte ({rank_plural}) in divje karte.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Your partner said yes and you have laid as many cards as a turn allows: lay the rest of your cards to go out.</source>
        <translation>Partner je rekel da, ti pa si položil že toliko kart, kolikor jih dovoli ena poteza: da se odpreš, položi vse preostale karte.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You have laid no cards this turn.</source>
        <translation>V tej potezi nisi položil nobene karte.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>You can take back only cards you laid from your hand this turn; cards laid in earlier turns, and the cards used to take the pile, stay down.</source>
        <translation>Nazaj lahko vzameš le karte, ki si jih v tej potezi položil iz roke; karte iz prejšnjih potez in tiste, s katerimi si vzel kup, ostanejo na mizi.</translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+15"/>
        <source>Draw from the stock or take the pile first.</source>
        <translation>Najprej vleci s kupa za pobiranje ali vzemi kup.</translation>
    </message>
    <message>
        <location line="-11"/>
        <location line="+23"/>
        <source>You do not hold that card.</source>
        <translation>Te karte nimaš.</translation>
    </message>
    <message>
        <location line="-21"/>
        <source>Your partner said yes: you must go out this turn, so you may not discard.</source>
        <translation>Partner je rekel da: v tej potezi se moraš odpreti, zato ne smeš odložiti.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>After taking the pile with its black 3 you must go out this turn, or take the whole pickup back.</source>
        <translation>Ko vzameš kup s črno trojko, se moraš v tej potezi odpreti ali vrniti celoten prevzem.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Discarding your last card goes out: use Go out.</source>
        <translation>Z odlaganjem zadnje karte se odpreš: uporabi gumb Odpri se.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Your partner said no: you may not go out this turn.</source>
        <translation>Partner je rekel ne: v tej potezi se ne smeš odpreti.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Meld all your cards first (or all but one, and discard it).</source>
        <translation>Najprej položi vse karte (ali vse razen ene in jo odloži).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Meld all your other cards first: you go out by discarding your last card.</source>
        <translation>Najprej položi vse druge karte: odpreš se tako, da odložiš zadnjo karto.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>There is no pickup to take back.</source>
        <translation>Ni prevzema, ki bi ga lahko vrnil.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Doubling is not allowed at this table.</source>
        <translation>Za to mizo podvajanje ni dovoljeno.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You may propose a double only before drawing.</source>
        <translation>Podvojitev lahko predlagaš le, preden vlečeš.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Only the side that accepted the last double may propose the next one.</source>
        <translation>Naslednjo podvojitev lahko predlaga le stran, ki je sprejela zadnjo.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Doubling would take the stake above the table&apos;s limit of {limit}.</source>
        <translation>S podvojitvijo bi vložek presegel limit mize ({limit}).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Asking the partner is not allowed at this table.</source>
        <translation>Za to mizo spraševanje partnerja ni dovoljeno.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Draw first.</source>
        <translation>Najprej vleci.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You have already asked your partner this turn.</source>
        <translation>V tej potezi si partnerja že vprašal.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>After taking the pile with its black 3 you must go out anyway: there is nothing to ask.</source>
        <translation>Ko vzameš kup s črno trojko, se moraš tako ali tako odpreti: ni kaj vprašati.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You could not end the turn without going out, so there is nothing to ask.</source>
        <translation>Poteze ne moreš končati, ne da bi se odprl, zato ni kaj vprašati.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>You cannot go out this turn with your cards and your side&apos;s melds, so there is nothing to ask.</source>
        <translation>S svojimi kartami in kombinacijami svoje strani se v tej potezi ne moreš odpreti, zato ni kaj vprašati.</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Draw first: before drawing you may lay cards only to take the discard pile with them, while your side has no meld.</source>
        <translation>Najprej vleci: pred vlečenjem lahko polagaš karte le zato, da z njimi vzameš kup za odlaganje, dokler tvoja stran nima kombinacije.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>A turn allows {allowed} cards to be laid; you have laid {laid}. Take cards back if you need to, and finish the turn.</source>
        <translation>Največje število kart, ki jih smeš položiti v eni potezi: {allowed}; položenih kart: {laid}. Če je treba, vzemi karte nazaj in končaj potezo.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Melds are made of aces, black 3s or 4s to kings (2s and jokers are wild).</source>
        <translation>Kombinacije sestavljajo asi, črne trojke ali karte od štiric do kraljev (dvojke in jokerji so divji).</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>{code} does not belong with the {rank_plural}.</source>
        <translation>Karta {code} ne sodi v kombinacijo ({rank_plural}).</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Lay a natural card first: wild cards join a meld of natural {rank_plural}.</source>
        <translation>Najprej položi navadno karto: divje karte se pridružijo kombinaciji navadnih kart ({rank_plural}).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A meld holds at most 3 wild cards.</source>
        <translation>Kombinacija ima lahko največ 3 divje karte.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Add natural {rank_plural} first: a meld may not hold more wild cards than natural ones.</source>
        <translation>Najprej dodaj navadne karte ({rank_plural}): kombinacija ne sme imeti več divjih kart kot navadnih.</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>{code} cannot make a meld this turn: a meld needs at least {need}.</source>
        <translation>{code} v tej potezi ne sestavi kombinacije: kombinacija potrebuje vsaj: {need}.</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>These %n {rank_plural} cannot make a meld this turn: a meld needs at least {need}.</source>
        <translation>
            <numerusform>Ta %n karta ({rank_plural}) v tej potezi ne sestavi kombinacije: kombinacija potrebuje vsaj: {need}.</numerusform>
            <numerusform>Ti %n karti ({rank_plural}) v tej potezi ne sestavita kombinacije: kombinacija potrebuje vsaj: {need}.</numerusform>
            <numerusform>Te %n karte ({rank_plural}) v tej potezi ne sestavijo kombinacije: kombinacija potrebuje vsaj: {need}.</numerusform>
            <numerusform>Teh %n kart ({rank_plural}) v tej potezi ne sestavi kombinacije: kombinacija potrebuje vsaj: {need}.</numerusform>
        </translation>
    </message>
    <message>
        <location line="-5"/>
        <source>3 black 3s</source>
        <translation>3 črne trojke</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>2 natural cards and 3 cards in all</source>
        <translation>2 navadni karti in skupaj 3 karte</translation>
    </message>
    <message>
        <location filename="../../cardsuite/games/schnapsen/engine/state.py" line="-41"/>
        <source>That card is not part of this game.</source>
        <translation>Ta karta ne spada v to igro.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>You do not hold {card_name}.</source>
        <translation>Nimate karte: {card_name}.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>A marriage is announced by leading its king or queen.</source>
        <translation>Poroko napoveste tako, da izigrate njenega kralja ali damo.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You need the king and the queen of {SUIT_NAMES} to announce a marriage.</source>
        <translation>Za poroko potrebujete kralja in damo v barvi: {SUIT_NAMES}.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Only the player on lead may announce a marriage.</source>
        <translation>Poroko lahko napove le igralec, ki začenja.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>You must follow suit and win the trick if you can.</source>
        <translation>Priznati morate barvo in vzeti vzetek, če lahko.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You must play a trump when you cannot follow suit.</source>
        <translation>Če ne morete priznati barve, morate igrati adut.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>close the talon</source>
        <translation>zapreti talon</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>exchange the trump jack</source>
        <translation>zamenjati adutnega fanta</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Only the player on lead may {what}, before leading.</source>
        <translation>Samo igralec, ki začenja, lahko pred izigranjem {what}.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The talon is already closed.</source>
        <translation>Talon je že zaprt.</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>The talon is closed; no more exchanges.</source>
        <translation>Talon je zaprt; zamenjave niso več mogoče.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The talon is exhausted.</source>
        <translation>Talon je pošel.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You may {what} only while the talon holds more than 2 cards, the trump card included.</source>
        <translation>Možnost »{what}« je na voljo le, dokler sta v talonu več kot dve karti, vključno z adutno karto.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You do not hold the trump jack.</source>
        <translation>Nimate adutnega fanta.</translation>
    </message>
    <message>
        <location filename="../../cardsuite/games/spider/engine/practicestate.py" line="+211"/>
        <location filename="../../cardsuite/games/spider/engine/state.py" line="+129"/>
        <source>The game is over.</source>
        <translation>Igra je končana.</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../../cardsuite/games/spider/engine/state.py" line="+2"/>
        <source>There is no such seat.</source>
        <translation>Takega mesta ni.</translation>
    </message>
    <message>
        <location filename="../../cardsuite/games/spider/engine/state.py" line="+2"/>
        <source>You have finished this game.</source>
        <translation>To igro si že končal.</translation>
    </message>
    <message>
        <location filename="../../cardsuite/games/spider/engine/practicestate.py" line="+2"/>
        <location line="+44"/>
        <location filename="../../cardsuite/games/spider/engine/state.py" line="+2"/>
        <location line="+45"/>
        <source>That is not a move of Spider.</source>
        <translation>To ni poteza Pajka.</translation>
    </message>
    <message>
        <location line="-40"/>
        <location filename="../../cardsuite/games/spider/engine/state.py" line="-38"/>
        <source>The reported playing time is not a valid number of milliseconds.</source>
        <translation>Sporočeni čas igre ni veljavno število milisekund.</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../../cardsuite/games/spider/engine/state.py" line="+2"/>
        <source>The reported playing time cannot go backwards.</source>
        <translation>Sporočeni čas igre ne more teči nazaj.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The solver is already showing a way to win.</source>
        <translation>Računalnik že kaže pot do zmage.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Nothing has been played yet.</source>
        <translation>Odigrano še ni bilo nič.</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>Automatic turn-up is already so.</source>
        <translation>Samodejno obračanje je že tako nastavljeno.</translation>
    </message>
    <message>
        <location filename="../../cardsuite/games/spider/engine/state.py" line="+2"/>
        <source>Your time is up.</source>
        <translation>Tvoj čas je potekel.</translation>
    </message>
    <message>
        <location filename="../../cardsuite/games/spider/engine/practicestate.py" line="-26"/>
        <location filename="../../cardsuite/games/spider/engine/state.py" line="+3"/>
        <source>Columns are numbered 0 to 9 and a move takes a whole number of cards.</source>
        <translation>Stolpci so oštevilčeni od 0 do 9, poteza pa premakne celo število kart.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Classic rules: fill every empty column before dealing.</source>
        <translation>Klasična pravila: pred deljenjem zapolni vse prazne stolpce.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Nothing to redo.</source>
        <translation>Ničesar ni za ponovitev.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Classic rules turn up every uncovered card by themselves.</source>
        <translation>Po klasičnih pravilih se vsaka odkrita karta obrne sama.</translation>
    </message>
    <message>
        <location line="+4"/>
        <location filename="../../cardsuite/games/spider/engine/state.py" line="+4"/>
        <source>Columns are numbered 0 to 9.</source>
        <translation>Stolpci so oštevilčeni od 0 do 9.</translation>
    </message>
    <message>
        <location filename="../../cardsuite/games/spider/engine/state.py" line="+3"/>
        <source>That column has no face-down card.</source>
        <translation>V tem stolpcu ni zaprte karte.</translation>
    </message>
    <message>
        <location filename="../../cardsuite/games/spider/engine/practicestate.py" line="+2"/>
        <location filename="../../cardsuite/games/spider/engine/state.py" line="+2"/>
        <source>Only a face-down card at the top of a column can be turned up.</source>
        <translation>Odkriti je mogoče le zaprto karto na koncu stolpca.</translation>
    </message>
    <message>
        <location filename="../../cardsuite/games/spider/engine/state.py" line="+4"/>
        <source>Automatic turn-up is switched on (true) or off (false).</source>
        <translation>Samodejno odkrivanje je vklopljeno (true) ali izklopljeno (false).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Automatic turn-up is already on.</source>
        <translation>Samodejno odkrivanje je že vklopljeno.</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Automatic turn-up is already off.</source>
        <translation>Samodejno odkrivanje je že izklopljeno.</translation>
    </message>
    <message>
        <location filename="../../cardsuite/games/spider/engine/practicestate.py" line="-18"/>
        <location filename="../../cardsuite/games/spider/engine/state.py" line="+3"/>
        <source>The stock is empty.</source>
        <translation>Ni več kart za delitev.</translation>
    </message>
    <message>
        <location filename="../../cardsuite/games/spider/engine/state.py" line="+5"/>
        <source>Nothing to undo: a turn-up, a deal or a completed run cannot be undone.</source>
        <translation>Ničesar ni za razveljaviti: odkritja karte, delitve ali dokončanega niza ni mogoče razveljaviti.</translation>
    </message>
    <message>
        <location filename="../../cardsuite/games/spider/engine/practicestate.py" line="+5"/>
        <location filename="../../cardsuite/games/spider/engine/state.py" line="+1"/>
        <source>Nothing to undo.</source>
        <translation>Ničesar ni za razveljaviti.</translation>
    </message>
    <message>
        <location filename="../../cardsuite/games/spider/engine/state.py" line="+3"/>
        <source>The clock has not run out yet.</source>
        <translation>Čas še ni potekel.</translation>
    </message>
    <message>
        <location filename="../../cardsuite/games/spider/engine/game.py" line="+141"/>
        <source>The duel is a draw.</source>
        <translation>Dvoboj je neodločen.</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Seat {winner} wins the duel.</source>
        <translation>Dvoboj dobi igralec na mestu {winner}.</translation>
    </message>
    <message>
        <location filename="../../cardsuite/play/driver.py" line="-182"/>
        <source>The table is waiting for its players to sit down.</source>
        <translation>Miza čaka, da igralci sedejo.</translation>
    </message>
    <message>
        <location line="+177"/>
        <location line="+31"/>
        <source>This table is closed.</source>
        <translation>Ta miza je zaprta.</translation>
    </message>
    <message>
        <location line="-13"/>
        <source>Your time is not up yet.</source>
        <translation>Tvoj čas še ni potekel.</translation>
    </message>
    <message>
        <location line="+15"/>
        <location filename="../../cardsuite/play/match.py" line="-50"/>
        <source>There is no finished round to continue from.</source>
        <translation>Ni končane igre, s katero bi lahko nadaljevali.</translation>
    </message>
    <message>
        <location line="+12"/>
        <location filename="../../cardsuite/play/match.py" line="+52"/>
        <source>There is no such seat at this table.</source>
        <translation>Za to mizo ni takega mesta.</translation>
    </message>
    <message>
        <location filename="../../cardsuite/play/match.py" line="-2"/>
        <source>The match is over.</source>
        <translation>Igra je končana.</translation>
    </message>
    <message>
        <location filename="../../cardsuite/games/schnapsen/engine/state.py" line="-179"/>
        <source>clubs</source>
        <translation>križ</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>diamonds</source>
        <translation>karo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>hearts</source>
        <translation>srce</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>spades</source>
        <translation>pik</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the ace of clubs</source>
        <translation>križev as</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>the ten of clubs</source>
        <translation>križeva desetka</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the king of clubs</source>
        <translation>križev kralj</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>the queen of clubs</source>
        <translation>križeva dama</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the jack of clubs</source>
        <translation>križev fant</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>the ace of diamonds</source>
        <translation>karo as</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the ten of diamonds</source>
        <translation>karo desetka</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>the king of diamonds</source>
        <translation>karo kralj</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the queen of diamonds</source>
        <translation>karo dama</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>the jack of diamonds</source>
        <translation>karo fant</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the ace of hearts</source>
        <translation>srčev as</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>the ten of hearts</source>
        <translation>srčeva desetka</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the king of hearts</source>
        <translation>srčev kralj</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>the queen of hearts</source>
        <translation>srčeva dama</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the jack of hearts</source>
        <translation>srčev fant</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>the ace of spades</source>
        <translation>pikov as</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the ten of spades</source>
        <translation>pikova desetka</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>the king of spades</source>
        <translation>pikov kralj</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the queen of spades</source>
        <translation>pikova dama</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>the jack of spades</source>
        <translation>pikov fant</translation>
    </message>
    <message>
        <location filename="../../cardsuite/games/canasta/engine/game.py" line="+260"/>
        <source>went out concealed</source>
        <translation>se odpre skrito</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>went out</source>
        <translation>se odpre</translation>
    </message>
</context>
<context>
    <name>RulesDialog</name>
    <message>
        <location filename="../../cardsuite/ui/app/rules_view.py" line="+46"/>
        <source>Rules of %1</source>
        <translation>Pravila igre %1</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>The rules of this game are not available in this installation.</source>
        <translation>Pravila te igre v tej namestitvi niso na voljo.</translation>
    </message>
</context>
<context>
    <name>Schnapsen</name>
    <message>
        <location filename="../../cardsuite/games/schnapsen/table/widgets.py" line="+30"/>
        <source>clubs</source>
        <translation>križ</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>diamonds</source>
        <translation>karo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>hearts</source>
        <translation>srce</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>spades</source>
        <translation>pik</translation>
    </message>
    <message>
        <location line="+139"/>
        <source>Trumps</source>
        <translation>Adut</translation>
    </message>
    <message>
        <location filename="../../cardsuite/games/schnapsen/table/table.py" line="+64"/>
        <source>Your tricks</source>
        <translation>Vaši vzetki</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tricks</source>
        <translation>Vzetki</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Close talon</source>
        <translation>Zapri talon</translation>
    </message>
    <message>
        <location filename="../../cardsuite/games/schnapsen/table/status.py" line="+38"/>
        <source>You</source>
        <translation>Vi</translation>
    </message>
    <message>
        <location line="-5"/>
        <source>Game points to go</source>
        <translation>Igralne točke do cilja</translation>
    </message>
    <message>
        <location filename="../../cardsuite/games/schnapsen/table/result.py" line="-23"/>
        <source>You get the bummerl.</source>
        <translation>Dobite bummerl.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name} gets the bummerl.</source>
        <translation>{name} dobi bummerl.</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>You win the round: 1 game point.</source>
        <translation>Zmagate v krogu in dobite 1 igralno točko.</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>{name} wins the round: 1 game point.</source>
        <translation>{name} zmaga v krogu in dobi 1 igralno točko.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You win the round: {n} game points.</source>
        <translation>Zmagate v krogu in dobite igralne točke: {n}.</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>{name} wins the round: {n} game points.</source>
        <translation>{name} zmaga v krogu in dobi igralne točke: {n}.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>You reached 66.</source>
        <translation>Dosegli ste 66 točk.</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>{name} reached 66.</source>
        <translation>{name} doseže 66 točk.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>You took the last trick.</source>
        <translation>Vzeli ste zadnji vzetek.</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>{name} took the last trick.</source>
        <translation>{name} vzame zadnji vzetek.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>You closed the talon but did not reach 66.</source>
        <translation>Zaprli ste talon, a niste dosegli 66 točk.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name} closed the talon but did not reach 66.</source>
        <translation>{name} zapre talon, a ne doseže 66 točk.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>You had closed the talon.</source>
        <translation>Talon ste zaprli vi.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name} had closed the talon.</source>
        <translation>Talon je zaprl igralec {name}.</translation>
    </message>
    <message>
        <location filename="../../cardsuite/games/schnapsen/table/status.py" line="+6"/>
        <source>{who} closed the talon.</source>
        <translation>Talon je zaprt ({who}).</translation>
    </message>
    <message>
        <location filename="../../cardsuite/games/schnapsen/table/speech.py" line="+126"/>
        <location filename="../../cardsuite/games/schnapsen/table/status.py" line="+2"/>
        <source>The talon is used up.</source>
        <translation>Talon je izčrpan.</translation>
    </message>
    <message>
        <location filename="../../cardsuite/games/schnapsen/table/status.py" line="+4"/>
        <source>Now follow suit and win the trick if you can; else play a trump.</source>
        <translation>Zdaj priznajte barvo in vzemite vzetek, če lahko; sicer igrajte adut.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Dealer</source>
        <translation>Delivec</translation>
    </message>
    <message>
        <location filename="../../cardsuite/games/schnapsen/table/speech.py" line="-102"/>
        <location line="+103"/>
        <source>talon</source>
        <translation>talon</translation>
    </message>
    <message>
        <location line="-101"/>
        <source>trump card</source>
        <translation>adutna karta</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+16"/>
        <location line="+64"/>
        <source>the trick</source>
        <translation>vzetek</translation>
    </message>
    <message>
        <location line="-78"/>
        <source>your tricks</source>
        <translation>tvoji vzetki</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{name}&apos;s tricks</source>
        <translation>vzetki igralca {name}</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>no trump card</source>
        <translation>brez adutne karte</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>empty</source>
        <translation>prazen</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>trump</source>
        <translation>adut</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>{name} plays {card}.</source>
        <translation>{name} igra: {card}.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>You draw {card}.</source>
        <translation>Vlečeš: {card}.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{name} draws the trump card, {card}.</source>
        <translation>{name} vleče adutno karto: {card}.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>You take the trick, {n} points.</source>
        <translation>Vzameš vzetek, točke: {n}.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{name} takes the trick, {n} points.</source>
        <translation>{name} vzame vzetek, točke: {n}.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Your points: {n}.</source>
        <translation>Tvoje točke: {n}.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Your turn: answer {card}.</source>
        <translation>Na vrsti si: odgovori na {card}.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your lead.</source>
        <translation>Izigraš prvi.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Trumps: {suit}.</source>
        <translation>Adut: {suit}.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your hand: {cards}.</source>
        <translation>Tvoja roka: {cards}.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{name} holds {n}.</source>
        <translation>{name} – v roki {n}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Known: {cards}.</source>
        <translation>Znane: {cards}.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The trick is empty.</source>
        <translation>Vzetek je prazen.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your points: {n}, {tricks}.</source>
        <translation>Tvoje točke: {n}, {tricks}.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{name}: {n} points, {tricks}.</source>
        <translation>{name}: točke: {n}, {tricks}.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{name}: {tricks}.</source>
        <translation>{name}: {tricks}.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Game points to go: you {a}, {name} {b}.</source>
        <translation>Igralne točke do cilja: ti {a}, {name} {b}.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>closed</source>
        <translation>zaprt</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>trump card: {card}</source>
        <translation>adutna karta: {card}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>trump card face down: {card}</source>
        <translation>adutna karta obrnjena: {card}</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>{name} led {card}</source>
        <translation>{name} je izigral {card}</translation>
    </message>
    <message>
        <location line="+8"/>
        <location filename="../../cardsuite/games/schnapsen/table/status.py" line="+2"/>
        <source>{n} tricks</source>
        <translation>Vzetki: {n}</translation>
    </message>
    <message>
        <location line="+0"/>
        <location filename="../../cardsuite/games/schnapsen/table/status.py" line="+0"/>
        <source>1 trick</source>
        <translation>Vzetki: 1</translation>
    </message>
    <message>
        <location filename="../../cardsuite/games/schnapsen/table/status.py" line="+2"/>
        <source>Marriages {list}</source>
        <translation>Poroke {list}</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>+{n} after a first trick</source>
        <translation>+{n} po prvem vzetku</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>of {n}</source>
        <translation>od {n}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Your points</source>
        <translation>Vaše točke</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{name}&apos;s points</source>
        <translation>Točke: {name}</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Round over</source>
        <translation>Konec kroga</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Your lead: click a card or drag it to the middle</source>
        <translation>Vi začnete: kliknite ali povlecite karto</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{name} led {card} — your turn</source>
        <translation>{name} izigra {card} — na potezi ste vi</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{name} is thinking…</source>
        <translation>{name} razmišlja…</translation>
    </message>
    <message>
        <location filename="../../cardsuite/games/schnapsen/table/tips.py" line="+24"/>
        <source>You hold the trump jack: click the trump card (or drag the jack onto it) to swap them.</source>
        <translation>Imate adutnega fanta: kliknite adutno karto (ali nanjo povlecite fanta), da ju zamenjate.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>A marriage: you hold the king and queen of one suit. Lead one of them to announce it: 20 points, 40 in trumps. They count once you have won a trick.</source>
        <translation>Poroka: imate kralja in damo iste barve. Izigrajte enega od njiju, da jo napoveste: 20 točk, v adutu 40. Točke štejejo, ko vzamete vsaj en vzetek.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The talon is closed or used up, so strict rules apply: follow suit and win the trick if you can; without that suit you must trump. The cards you may not play are greyed.</source>
        <translation>Talon je zaprt ali izčrpan, zato veljajo stroga pravila: priznajte barvo in vzemite vzetek, če lahko; če te barve nimate, morate igrati adut. Karte, ki jih ne smete igrati, so sive.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>On lead you may close the talon: no more drawing, strict rules from now on, and you must reach 66 with the cards you hold, or your opponent scores.</source>
        <translation>Ko izigravate prvi, lahko zaprete talon: kart ne vlečete več, od zdaj veljajo stroga pravila in 66 točk morate doseči s kartami, ki jih imate v roki, sicer točke dobi nasprotnik.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Your lead: click a card to play it, or drag it to the middle. Reach 66 points first.</source>
        <translation>Vi začnete: kliknite karto, da jo izigrate, ali jo povlecite na sredino. Dosezite 66 točk pred nasprotnikom.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>While the talon is open you may answer with any card: beat it to take the trick, or throw a low card. Click a card or drag it to the middle.</source>
        <translation>Dokler je talon odprt, lahko odgovorite s katero koli karto: premagajte jo in vzemite vzetek ali pa odvrzite nizko karto. Kliknite karto ali jo povlecite na sredino.</translation>
    </message>
    <message>
        <location filename="../../cardsuite/games/schnapsen/table/gestures.py" line="+82"/>
        <location line="+7"/>
        <source>That card may not be played now.</source>
        <translation>Te karte zdaj ne smete igrati.</translation>
    </message>
    <message>
        <location line="-3"/>
        <source>You must follow suit and win the trick if you can.</source>
        <translation>Priznati morate barvo in vzeti vzetek, če lahko.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You cannot follow suit, so you must play a trump.</source>
        <translation>Barve ne morete priznati, zato morate igrati adut.</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>Marriage in {suit}: {pair}</source>
        <translation>Poroka v barvi {suit}: {pair}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Announce {n}?</source>
        <translation>Napoveste {n}?</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Announce {n}</source>
        <translation>Napovej {n}</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Just play</source>
        <translation>Samo igraj</translation>
    </message>
    <message>
        <location line="+52"/>
        <source>Put the keyboard focus on a king or queen in your hand to announce its marriage.</source>
        <translation>S tipkovnico izberi kralja ali damo v roki, da napoveš poroko.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Only a king or a queen announces a marriage.</source>
        <translation>Poroko napoveš samo s kraljem ali damo.</translation>
    </message>
    <message>
        <location filename="../../cardsuite/games/schnapsen/table/animations.py" line="+34"/>
        <source>{name} closes the talon.</source>
        <translation>{name} zapre talon.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{name} exchanges the trump jack for {card}.</source>
        <translation>{name} zamenja adutnega fanta za {card}.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Your marriage counts now: +{n}</source>
        <translation>Vaša poroka zdaj šteje: +{n}</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>You take the trick</source>
        <translation>Vzameš vzetek</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{name} takes the trick</source>
        <translation>{name} vzame vzetek</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>You announce {n}!</source>
        <translation>Napoveste {n}!</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{name} announces {n} in {suit}!</source>
        <translation>{name} napove {n} v barvi {suit}!</translation>
    </message>
    <message>
        <location filename="../../cardsuite/games/schnapsen/table/hinttext.py" line="+30"/>
        <source>Close the talon: you can reach 66</source>
        <translation>Zapri talon: lahko dosežeš 66</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Exchange the trump jack for the {card}</source>
        <translation>Zamenjaj adutnega fanta za {card}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Exchange the trump jack</source>
        <translation>Zamenjaj adutnega fanta</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Announce {n} in {suit}</source>
        <translation>Napovej {n} v barvi {suit}</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Take the trick: {n} points and the lead</source>
        <translation>Vzemi vzetek: {n} točk in izhod</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Give the {card}: this trick is not worth a stronger card</source>
        <translation>Daj {card}: ta vzetek ni vreden močnejše karte</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Lead a trump: {n} trumps are still out</source>
        <translation>Izigraj adut: adutov je še v igri: {n}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Keep the trump ace: {n} trumps are still out</source>
        <translation>Obdrži adutnega asa: adutov je še v igri: {n}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Lead the {card}: it takes the trick unless trumped</source>
        <translation>Izigraj {card}: vzame vzetek, razen če ga kdo poadutira</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Lead the {card}: a cheap card, keep the strong ones</source>
        <translation>Izigraj {card}: poceni karta, močne obdrži</translation>
    </message>
    <message>
        <location filename="../../cardsuite/games/schnapsen/table/coach.py" line="+42"/>
        <source>closing the talon</source>
        <translation>zaprtje talona</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>exchanging the trump jack</source>
        <translation>zamenjava adutnega fanta</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>announcing {n} with {card}</source>
        <translation>napoved {n} s karto {card}</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Trick {n}: {better} instead of {played} (+{points} game points)</source>
        <translation>Vzetek {n}: {better} namesto {played} (+{points} igralne točke)</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>With all cards open, best play by both would have won you 1 game point.</source>
        <translation>Z odprtimi kartami bi ob najboljši igri obeh dobili 1 igralno točko.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>With all cards open, best play by both would have lost you 1 game point.</source>
        <translation>Z odprtimi kartami bi ob najboljši igri obeh izgubili 1 igralno točko.</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>With all cards open, best play by both would have won you %n game points.</source>
        <translation>
            <numerusform>Z odprtimi kartami bi ob najboljši igri obeh dobili %n igralno točko.</numerusform>
            <numerusform>Z odprtimi kartami bi ob najboljši igri obeh dobili %n igralni točki.</numerusform>
            <numerusform>Z odprtimi kartami bi ob najboljši igri obeh dobili %n igralne točke.</numerusform>
            <numerusform>Z odprtimi kartami bi ob najboljši igri obeh dobili %n igralnih točk.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>With all cards open, best play by both would have lost you %n game points.</source>
        <translation>
            <numerusform>Z odprtimi kartami bi ob najboljši igri obeh izgubili %n igralno točko.</numerusform>
            <numerusform>Z odprtimi kartami bi ob najboljši igri obeh izgubili %n igralni točki.</numerusform>
            <numerusform>Z odprtimi kartami bi ob najboljši igri obeh izgubili %n igralne točke.</numerusform>
            <numerusform>Z odprtimi kartami bi ob najboljši igri obeh izgubili %n igralnih točk.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Your costliest decisions:</source>
        <translation>Vaše najdražje odločitve:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>None of your decisions cost you a tenth of a game point or more.</source>
        <translation>Nobena vaša odločitev vas ni stala niti desetinke igralne točke.</translation>
    </message>
    <message>
        <location line="+115"/>
        <source>The coach is looking at your decisions… {n}%</source>
        <translation>Trener pregleduje vaše odločitve… {n} %</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The coach could not look at this round.</source>
        <translation>Trener tega kroga ni mogel pregledati.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{name}:</source>
        <translation>{name}:</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>What did that round cost me?</source>
        <translation>Koliko me je stal ta krog?</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The strongest bot values each of your decisions from what you knew then</source>
        <translation>Najmočnejši bot oceni vsako vašo odločitev glede na to, kar ste takrat vedeli</translation>
    </message>
</context>
<context>
    <name>Scoring</name>
    <message>
        <location filename="../../cardsuite/games/schnapsen/engine/game.py" line="+204"/>
        <source>Card points</source>
        <translation>Točke kart</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Game points</source>
        <translation>Igralne točke</translation>
    </message>
    <message>
        <location line="-3"/>
        <source>Marriages</source>
        <translation>Poroke</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Points</source>
        <translation>Točke</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>To go</source>
        <translation>Še do konca</translation>
    </message>
    <message>
        <location line="-2"/>
        <source>Tricks</source>
        <translation>Vzetki</translation>
    </message>
    <message>
        <location filename="../../cardsuite/games/spider/engine/scoring.py" line="+36"/>
        <source>Cards turned up</source>
        <translation>Odkrite karte</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Cards placed on their own suit</source>
        <translation>Karte na svojo barvo</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Completed runs</source>
        <translation>Dokončani nizi</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>All cards cleared</source>
        <translation>Vse karte pospravljene</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Moves</source>
        <translation>Poteze</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Undos</source>
        <translation>Razveljavitve</translation>
    </message>
    <message>
        <location filename="../../cardsuite/games/spider/engine/game.py" line="-26"/>
        <location filename="../../cardsuite/games/spider/engine/practice.py" line="+140"/>
        <source>Time</source>
        <translation>Čas</translation>
    </message>
    <message>
        <location line="-1"/>
        <location filename="../../cardsuite/games/spider/engine/practice.py" line="-1"/>
        <source>Score</source>
        <translation>Rezultat</translation>
    </message>
    <message>
        <location filename="../../cardsuite/games/canasta/engine/game.py" line="-9"/>
        <source>Canasta bonuses</source>
        <translation>Nagrade za kanaste</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Cards in hand</source>
        <translation>Karte v roki</translation>
    </message>
    <message>
        <location line="-1"/>
        <location filename="../../cardsuite/games/canasta/table/result.py" line="+32"/>
        <source>Going out</source>
        <translation>Zaključitev kroga</translation>
    </message>
    <message>
        <location line="+3"/>
        <location filename="../../cardsuite/games/canasta/table/result.py" line="+40"/>
        <source>Match score</source>
        <translation>Rezultat partije</translation>
    </message>
    <message>
        <location line="-10"/>
        <source>Melded cards</source>
        <translation>Položene karte</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Mixed canastas</source>
        <translation>Mešane kanaste</translation>
    </message>
    <message>
        <location line="-2"/>
        <source>Natural canastas</source>
        <translation>Naravne kanaste</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Red 3s</source>
        <translation>Rdeče trojke</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Round score</source>
        <translation>Rezultat igre</translation>
    </message>
    <message>
        <location filename="../../cardsuite/games/spider/engine/practice.py" line="+3"/>
        <source>Won: every card cleared.</source>
        <translation>Zmaga: vse karte so odstranjene.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Cleared with the solver&apos;s help: not counted as won.</source>
        <translation>Odstranjeno s pomočjo računalnika: ne šteje kot zmaga.</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+9"/>
        <source>Not won.</source>
        <translation>Ni zmage.</translation>
    </message>
    <message>
        <location line="-1"/>
        <source>Won.</source>
        <translation>Zmaga.</translation>
    </message>
</context>
<context>
    <name>SeatRows</name>
    <message>
        <location filename="../../cardsuite/ui/app/seatrows.py" line="+63"/>
        <source>Seat %1</source>
        <translation>Mesto %1</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Computer</source>
        <translation>Računalnik</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Person at this screen</source>
        <translation>Oseba za tem zaslonom</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Your side: seats %1</source>
        <translation>Tvoja stran: mesti %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Opponents: seats %1</source>
        <translation>Nasprotniki: mesti %1</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>name drawn at random</source>
        <translation>ime izžrebano naključno</translation>
    </message>
    <message>
        <location line="-97"/>
        <location line="+111"/>
        <source>Player %1</source>
        <translation>Igralec %1</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <location filename="../../cardsuite/ui/app/settings_dialog.py" line="+8"/>
        <source>Off</source>
        <translation>Izklopljeno</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Slow</source>
        <translation>Počasi</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Normal</source>
        <translation>Običajno</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fast</source>
        <translation>Hitro</translation>
    </message>
    <message>
        <location line="+106"/>
        <source>Settings</source>
        <translation>Nastavitve</translation>
    </message>
    <message>
        <location line="+59"/>
        <source>Table</source>
        <translation>Miza</translation>
    </message>
    <message>
        <location line="-40"/>
        <source>Card back</source>
        <translation>Hrbtna stran kart</translation>
    </message>
    <message>
        <location line="+79"/>
        <source>As the language names them</source>
        <translation>Kot v jeziku: F D K A</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>International (J Q K A)</source>
        <translation>Mednarodne (J Q K A)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Card letters</source>
        <translation>Črke na kartah</translation>
    </message>
    <message>
        <location line="+85"/>
        <source>Table colour</source>
        <translation>Barva mize</translation>
    </message>
    <message>
        <location line="-138"/>
        <source>Animation speed</source>
        <translation>Hitrost animacij</translation>
    </message>
    <message>
        <location line="-147"/>
        <source>Normal cards</source>
        <translation>Običajne karte</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Large cards</source>
        <translation>Velike karte</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Largest cards</source>
        <translation>Največje karte</translation>
    </message>
    <message>
        <location line="+126"/>
        <source>Custom…</source>
        <translation>Po meri …</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Any colour for the cloth</source>
        <translation>Poljubna barva sukna</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Table cloth</source>
        <translation>Sukno</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Show both players&apos; scores</source>
        <translation>Prikaži rezultata obeh igralcev</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Playing</source>
        <translation>Igranje</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>You</source>
        <translation>Vi</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your name</source>
        <translation>Vaše ime</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Show hints at the table</source>
        <translation>Prikaži namige za mizo</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Instant</source>
        <translation>Takoj</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Quick</source>
        <translation>Hitro</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Like a person</source>
        <translation>Kot človek</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Relaxed</source>
        <translation>Umirjeno</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Computer thinking pace</source>
        <translation>Hitrost razmišljanja računalnika</translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+8"/>
        <source>Language</source>
        <translation>Jezik</translation>
    </message>
    <message>
        <location line="-4"/>
        <source>System language</source>
        <translation>Sistemski jezik</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Playing, language and sound</source>
        <translation>Igra, jezik in zvok</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Card size</source>
        <translation>Velikost kart</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Four-colour deck (blue diamonds, green clubs)</source>
        <translation>Štiribarvni kup (modri karo, zeleni križ)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Reduced motion (cards jump to their places)</source>
        <translation>Manj gibanja (karte takoj na svojih mestih)</translation>
    </message>
    <message>
        <location line="+103"/>
        <source>Settings not saved</source>
        <translation>Nastavitve niso shranjene</translation>
    </message>
</context>
<context>
    <name>SoundGroup</name>
    <message>
        <location filename="../../cardsuite/ui/app/soundsettings.py" line="+21"/>
        <source>Sound</source>
        <translation>Zvok</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Play sounds at the table</source>
        <translation>Predvajaj zvoke pri mizi</translation>
    </message>
    <message>
        <location line="+11"/>
        <location line="+6"/>
        <source>Volume</source>
        <translation>Glasnost</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>%1 %</source>
        <translation>%1 %</translation>
    </message>
</context>
<context>
    <name>Speech</name>
    <message>
        <location filename="../../cardsuite/ui/toolkit/accessibility.py" line="+40"/>
        <source>your hand</source>
        <translation>tvoja roka</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name}&apos;s hand</source>
        <translation>roka igralca {name}</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>top: {card}</source>
        <translation>na vrhu: {card}</translation>
    </message>
    <message>
        <location line="+11"/>
        <location line="+114"/>
        <source>you can put the picked cards here</source>
        <translation>sem lahko položiš pobrane karte</translation>
    </message>
    <message>
        <location line="-33"/>
        <source>{game} table</source>
        <translation>miza – {game}</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Card table</source>
        <translation>Igralna miza</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>press W to hear the position</source>
        <translation>pritisni W, da slišiš stanje na mizi</translation>
    </message>
    <message>
        <location line="+99"/>
        <source>Pass the screen to {name}, then press Enter</source>
        <translation>Predaj zaslon igralcu {name}, nato pritisni Enter</translation>
    </message>
    <message>
        <location line="-92"/>
        <source>button</source>
        <translation>gumb</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>unavailable</source>
        <translation>ni na voljo</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Tip</source>
        <translation>Namig</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Enter closes it</source>
        <translation>Enter ga zapre</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Show hints again, button</source>
        <translation>Znova pokaži namige, gumb</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>picked up</source>
        <translation>pobrana</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>selected</source>
        <translation>izbrana</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>not playable now</source>
        <translation>zdaj je ni mogoče igrati</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>playable</source>
        <translation>lahko jo igraš</translation>
    </message>
    <message>
        <location filename="../../cardsuite/ui/toolkit/cardspeech.py" line="+31"/>
        <source>ace of clubs</source>
        <translation>križev as</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>2 of clubs</source>
        <translation>križeva dvojka</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>3 of clubs</source>
        <translation>križeva trojka</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>4 of clubs</source>
        <translation>križeva štirica</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>5 of clubs</source>
        <translation>križeva petica</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>6 of clubs</source>
        <translation>križeva šestica</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>7 of clubs</source>
        <translation>križeva sedmica</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>8 of clubs</source>
        <translation>križeva osmica</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>9 of clubs</source>
        <translation>križeva devetka</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>10 of clubs</source>
        <translation>križeva desetka</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>jack of clubs</source>
        <translation>križev fant</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>queen of clubs</source>
        <translation>križeva dama</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>king of clubs</source>
        <translation>križev kralj</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>ace of diamonds</source>
        <translation>karo as</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>2 of diamonds</source>
        <translation>karo dvojka</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>3 of diamonds</source>
        <translation>karo trojka</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>4 of diamonds</source>
        <translation>karo štirica</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>5 of diamonds</source>
        <translation>karo petica</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>6 of diamonds</source>
        <translation>karo šestica</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>7 of diamonds</source>
        <translation>karo sedmica</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>8 of diamonds</source>
        <translation>karo osmica</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>9 of diamonds</source>
        <translation>karo devetka</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>10 of diamonds</source>
        <translation>karo desetka</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>jack of diamonds</source>
        <translation>karo fant</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>queen of diamonds</source>
        <translation>karo dama</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>king of diamonds</source>
        <translation>karo kralj</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>ace of hearts</source>
        <translation>srčev as</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>2 of hearts</source>
        <translation>srčeva dvojka</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>3 of hearts</source>
        <translation>srčeva trojka</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>4 of hearts</source>
        <translation>srčeva štirica</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>5 of hearts</source>
        <translation>srčeva petica</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>6 of hearts</source>
        <translation>srčeva šestica</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>7 of hearts</source>
        <translation>srčeva sedmica</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>8 of hearts</source>
        <translation>srčeva osmica</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>9 of hearts</source>
        <translation>srčeva devetka</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>10 of hearts</source>
        <translation>srčeva desetka</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>jack of hearts</source>
        <translation>srčev fant</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>queen of hearts</source>
        <translation>srčeva dama</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>king of hearts</source>
        <translation>srčev kralj</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>ace of spades</source>
        <translation>pikov as</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>2 of spades</source>
        <translation>pikova dvojka</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>3 of spades</source>
        <translation>pikova trojka</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>4 of spades</source>
        <translation>pikova štirica</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>5 of spades</source>
        <translation>pikova petica</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>6 of spades</source>
        <translation>pikova šestica</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>7 of spades</source>
        <translation>pikova sedmica</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>8 of spades</source>
        <translation>pikova osmica</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>9 of spades</source>
        <translation>pikova devetka</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>10 of spades</source>
        <translation>pikova desetka</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>jack of spades</source>
        <translation>pikov fant</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>queen of spades</source>
        <translation>pikova dama</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>king of spades</source>
        <translation>pikov kralj</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>joker</source>
        <translation>joker</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>clubs</source>
        <translation>križ</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>diamonds</source>
        <translation>karo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>hearts</source>
        <translation>srce</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>spades</source>
        <translation>pik</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>face-down card</source>
        <translation>zakrita karta</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>no cards</source>
        <translation>brez kart</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>1 card</source>
        <translation>1 karta</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>{n} cards</source>
        <translation>kart: {n}</translation>
    </message>
</context>
<context>
    <name>Spider</name>
    <message>
        <location filename="../../cardsuite/games/spider/table/status.py" line="+146"/>
        <location filename="../../cardsuite/games/spider/table/widgets.py" line="+389"/>
        <source>Completed runs</source>
        <translation>Dokončani nizi</translation>
    </message>
    <message>
        <location filename="../../cardsuite/games/spider/table/table.py" line="+214"/>
        <source>Finish</source>
        <translation>Končaj</translation>
    </message>
    <message>
        <location filename="../../cardsuite/games/spider/table/practice.py" line="+18"/>
        <source>Redo</source>
        <translation>Ponovi</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Restart</source>
        <translation>Znova</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+146"/>
        <source>Stop demo</source>
        <translation>Ustavi prikaz</translation>
    </message>
    <message>
        <location line="-146"/>
        <location line="+146"/>
        <source>Demo</source>
        <translation>Prikaz</translation>
    </message>
    <message>
        <location line="-143"/>
        <source>Play the move you took back again (Ctrl+Y)</source>
        <translation>Znova odigraj razveljavljeno potezo (Ctrl+Y)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Start this deal again from the beginning</source>
        <translation>Začni to deljenje znova od začetka</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Let the solver play this deal to the end (a game it helps is not counted as won)</source>
        <translation>Naj računalnik odigra to deljenje do konca (igra, pri kateri je pomagal, ne šteje kot zmaga)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>End this game now; unless every card is cleared it is not won</source>
        <translation>Končaj to igro zdaj; če niso odstranjene vse karte, ni dobljena</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>classic rules</source>
        <translation>klasična pravila</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>End this game?</source>
        <translation>Končam to igro?</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your score stays at {score}. A game ended before every card is cleared is not won.</source>
        <translation>Tvoj rezultat ostane {score}. Igra, končana preden so odstranjene vse karte, ni dobljena.</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../../cardsuite/games/spider/table/table.py" line="+0"/>
        <source>Keep playing</source>
        <translation>Igraj naprej</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>End the game</source>
        <translation>Končaj igro</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Game over</source>
        <translation>Konec igre</translation>
    </message>
    <message>
        <location line="+45"/>
        <source>The solver is looking for a way to win…</source>
        <translation>Računalnik išče pot do zmage …</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>The solver finds no way to win from here.</source>
        <translation>Računalnik od tod ne najde poti do zmage.</translation>
    </message>
    <message>
        <location filename="../../cardsuite/games/spider/table/table.py" line="-93"/>
        <location line="+5"/>
        <source>Watch the replay</source>
        <translation>Poglej posnetek</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>New duel</source>
        <translation>Nov dvoboj</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Leave</source>
        <translation>Zapusti</translation>
    </message>
    <message>
        <location filename="../../cardsuite/games/spider/table/replay.py" line="+164"/>
        <location filename="../../cardsuite/games/spider/table/widgets.py" line="+115"/>
        <source>Back</source>
        <translation>Nazaj</translation>
    </message>
    <message>
        <location filename="../../cardsuite/games/spider/table/table.py" line="-20"/>
        <location line="+5"/>
        <source>Deal</source>
        <translation>Deli karte</translation>
    </message>
    <message>
        <location line="-5"/>
        <source>Undo</source>
        <translation>Razveljavi</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Done</source>
        <translation>Končaj</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Auto turn-up</source>
        <translation>Samodejno odkrij</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Your setting: turn up every face-down card as soon as it is at the top of a column. Off (as in the rules): you turn them up yourself, and may first use the column as an empty one.</source>
        <translation>Vaša nastavitev: vsako karto, obrnjeno navzdol, odkrijte takoj, ko je na vrhu stolpca. Izklopljeno (kot v pravilih): odkrivate jih sami in lahko stolpec najprej uporabite kot praznega.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Deal one card onto every column (allowed with empty columns too)</source>
        <translation>Na vsak stolpec položi po eno karto (dovoljeno tudi s praznimi stolpci)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Take back the last move (costs 1 point; never past a turn-up or a deal)</source>
        <translation>Razveljavi zadnjo potezo (stane 1 točko; ne seže prek odkritja karte ali delitve)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Finish your game now; your score counts as it stands</source>
        <translation>Končaj igro zdaj; šteje trenutni rezultat</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Show the result</source>
        <translation>Pokaži rezultat</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Skip to the result</source>
        <translation>Preskoči na rezultat</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The computer plays on without pausing; its clock still counts the time it would have taken</source>
        <translation>Računalnik igra naprej brez premorov; njegova ura vseeno šteje čas, ki bi ga porabil</translation>
    </message>
    <message>
        <location filename="../../cardsuite/games/spider/table/status.py" line="-65"/>
        <source>Type this number into the new-game dialog to play the deal again</source>
        <translation>Vpišite to številko v okno za novo igro, da znova igrate to delitev</translation>
    </message>
    <message>
        <location filename="../../cardsuite/games/spider/table/table.py" line="+87"/>
        <source>Finish your game?</source>
        <translation>Končam igro?</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your score stays at {score}. You cannot play on, but you can watch {name} play this deal.</source>
        <translation>Vaš rezultat ostane {score}. Naprej ne morete igrati, lahko pa gledate, kako {name} igra to delitev.</translation>
    </message>
    <message>
        <location filename="../../cardsuite/games/spider/table/status.py" line="+83"/>
        <source>Time is up!</source>
        <translation>Čas je potekel!</translation>
    </message>
    <message>
        <location filename="../../cardsuite/games/spider/table/table.py" line="+91"/>
        <source>A run is complete! +26</source>
        <translation>Niz je dokončan! +26</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>{name} has cleared every card: {score} points.</source>
        <translation>{name} pospravi vse karte – rezultat: {score}.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{name}&apos;s time is up: {score} points.</source>
        <translation>{name}: čas je potekel – rezultat: {score}.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{name} has finished with {score} points.</source>
        <translation>{name} konča igro z rezultatom {score}.</translation>
    </message>
    <message>
        <location filename="../../cardsuite/games/spider/table/status.py" line="-112"/>
        <source>Watching</source>
        <translation>Gledate</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Playing</source>
        <translation>Igrate</translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+13"/>
        <source>Score</source>
        <translation>Rezultat</translation>
    </message>
    <message>
        <location line="-13"/>
        <location line="+13"/>
        <location line="+73"/>
        <source>Moves</source>
        <translation>Poteze</translation>
    </message>
    <message>
        <location line="-80"/>
        <source>Playing now</source>
        <translation>Zdaj igra</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Runs</source>
        <translation>Nizi</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Cards</source>
        <translation>Karte</translation>
    </message>
    <message>
        <location filename="../../cardsuite/games/spider/table/practice.py" line="-102"/>
        <location line="+6"/>
        <location filename="../../cardsuite/games/spider/table/status.py" line="+1"/>
        <location line="+130"/>
        <location line="+18"/>
        <source>Time</source>
        <translation>Čas</translation>
    </message>
    <message>
        <location filename="../../cardsuite/games/spider/table/speech.py" line="+26"/>
        <location line="+65"/>
        <source>column {n}</source>
        <translation>stolpec {n}</translation>
    </message>
    <message>
        <location line="-63"/>
        <location line="+13"/>
        <location line="+51"/>
        <source>stock</source>
        <translation>kup za pobiranje</translation>
    </message>
    <message>
        <location line="-62"/>
        <source>completed runs</source>
        <translation>dokončani nizi</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>on top</source>
        <translation>na vrhu</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>1 card on it</source>
        <translation>na njej je 1 karta</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>{n} cards on it</source>
        <translation>na njej je kart: {n}</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>A new row: {cards}.</source>
        <translation>Nova vrsta: {cards}.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{card} and {n} more</source>
        <translation>{card} in še {n}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{cards} to column {n}.</source>
        <translation>{cards} v stolpec {n}.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Column {n}: {card} turned up.</source>
        <translation>Stolpec {n}: obrnjena karta {card}.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>{name} completes a run: {n} so far.</source>
        <translation>{name} dokonča niz, skupaj: {n}.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Your score: {score}, completed runs: {runs}, moves: {moves}.</source>
        <translation>Tvoj rezultat: {score}, dokončani nizi: {runs}, poteze: {moves}.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Time left: {time}.</source>
        <translation>Preostali čas: {time}.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{name}: score {score}, completed runs {runs}, {cards} left.</source>
        <translation>{name}: rezultat {score}, dokončani nizi {runs}, ostalo – {cards}.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>empty</source>
        <translation>prazen</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>1 face-down card</source>
        <translation>1 zakrita karta</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>{n} face-down cards</source>
        <translation>zakrite karte: {n}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>face up: {cards}</source>
        <translation>odkrite: {cards}</translation>
    </message>
    <message>
        <location line="+5"/>
        <location filename="../../cardsuite/games/spider/table/status.py" line="-136"/>
        <source>1 deal left</source>
        <translation>Še ena delitev</translation>
    </message>
    <message>
        <location line="+0"/>
        <location filename="../../cardsuite/games/spider/table/status.py" line="+0"/>
        <source>{n} deals left</source>
        <translation>Preostale delitve: {n}</translation>
    </message>
    <message>
        <location filename="../../cardsuite/games/spider/table/status.py" line="+2"/>
        <source>The stock is empty</source>
        <translation>Ni več delitev</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>{name}&apos;s score</source>
        <translation>Rezultat: {name}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your score</source>
        <translation>Vaš rezultat</translation>
    </message>
    <message>
        <location filename="../../cardsuite/games/spider/table/result.py" line="+96"/>
        <location filename="../../cardsuite/games/spider/table/status.py" line="+11"/>
        <source>Watch {name}&apos;s game</source>
        <translation>Glej igro: {name}</translation>
    </message>
    <message>
        <location filename="../../cardsuite/games/spider/table/status.py" line="+8"/>
        <source>You have finished.</source>
        <translation>Vaša igra je končana.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You have finished with {score} points. {name} is finishing the game: {theirs} points so far.</source>
        <translation>Vaša igra je končana z rezultatom {score}. {name} končuje igro – zaenkrat rezultat: {theirs}.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>You have finished with {score} points. {name} is still playing: {theirs} points so far.</source>
        <translation>Vaša igra je končana z rezultatom {score}. {name} še igra – zaenkrat rezultat: {theirs}.</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Cards turned up</source>
        <translation>Odkrite karte</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Placed on own suit</source>
        <translation>Na karto iste barve</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>All cards cleared</source>
        <translation>Vse karte pospravljene</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Undos</source>
        <translation>Razveljavitve</translation>
    </message>
    <message>
        <location line="-125"/>
        <source>Cleared every card!</source>
        <translation>Vse karte pospravljene!</translation>
    </message>
    <message>
        <location filename="../../cardsuite/games/spider/table/replay.py" line="+26"/>
        <location filename="../../cardsuite/games/spider/table/status.py" line="+2"/>
        <source>Time ran out</source>
        <translation>Čas je potekel</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../../cardsuite/games/spider/table/status.py" line="+2"/>
        <source>Finished</source>
        <translation>Končano</translation>
    </message>
    <message>
        <location filename="../../cardsuite/games/spider/table/gestures.py" line="+83"/>
        <source>No column takes {card} now.</source>
        <translation>Noben stolpec zdaj ne sprejme {card}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No column takes these cards now.</source>
        <translation>Noben stolpec zdaj ne sprejme teh kart.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Only a run of one suit in falling order moves together; take the cards above it first.</source>
        <translation>Skupaj se premika le niz ene barve v padajočem zaporedju; najprej odstranite karte nad njim.</translation>
    </message>
    <message>
        <location line="+19"/>
        <location line="+19"/>
        <source>{card} goes onto a card one rank higher, or onto a column with no face-up card.</source>
        <translation>{card} lahko položite na karto, ki je za stopnjo višja, ali na stolpec brez odkrite karte.</translation>
    </message>
    <message>
        <location filename="../../cardsuite/games/spider/table/practice.py" line="-3"/>
        <location filename="../../cardsuite/games/spider/table/status.py" line="+182"/>
        <source>Your time</source>
        <translation>Vaš čas</translation>
    </message>
    <message>
        <location filename="../../cardsuite/games/spider/table/status.py" line="+7"/>
        <source>Time left</source>
        <translation>Preostali čas</translation>
    </message>
    <message>
        <location filename="../../cardsuite/games/spider/table/hinttext.py" line="+31"/>
        <source>Move the {card} to column {n}</source>
        <translation>Premaknite {card} v stolpec {n}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Move the run from the {card} to column {n}</source>
        <translation>Premaknite niz od {card} v stolpec {n}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>it completes a run (+26)</source>
        <translation>s tem dokončate niz (+26)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>it frees a column</source>
        <translation>s tem izpraznite stolpec</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>it uncovers a face-down card</source>
        <translation>s tem razkrijete zakrito karto</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>it builds in suit</source>
        <translation>s tem zlagate v isti barvi</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>it goes to an empty column</source>
        <translation>s tem zasedete prazen stolpec</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>it opens the way for the next moves</source>
        <translation>s tem si odprete pot za naslednje poteze</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{move}: {why}</source>
        <translation>{move}: {why}</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>Turn up the card in column {n}: +2 points, and you see what lies there</source>
        <translation>Odkrijte karto v stolpcu {n}: +2 točki in izveste, katera karta je to</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Deal a new row: no move helps any more</source>
        <translation>Delite novo vrsto: nobena poteza ne pomaga več</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No useful moves left: press Done to finish.</source>
        <translation>Koristnih potez ni več: za konec pritisnite Končaj.</translation>
    </message>
    <message>
        <location filename="../../cardsuite/games/spider/table/assist.py" line="+63"/>
        <source>A duel: {name} plays this very deal at the same time. The higher score wins; with equal scores, the one who finished sooner. Drag a card or a run, or click it to move it.</source>
        <translation>Dvoboj: {name} hkrati igra prav to delitev. Zmaga višji rezultat, pri enakem rezultatu pa tisti, ki prej konča. Povlecite karto ali niz ali ga kliknite, da ga premaknete.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>An uncovered card stays face down until you click it (+2 points). Until then the column counts as empty: any card or run may go there.</source>
        <translation>Karta, ki ostane na vrhu, je obrnjena navzdol, dokler je ne kliknete (+2 točki). Do takrat stolpec velja za praznega: nanj lahko položite katero koli karto ali niz.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Deal puts one card on every column. Here you may deal at any time, even with empty columns.</source>
        <translation>»Deli karte« položi po eno karto na vsak stolpec. Tu lahko delite kadar koli, tudi ko so stolpci prazni.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Scoring: +2 for each card turned up, +2 for each card placed on its own suit (once per card), +26 for a completed run, −1 for each move and each undo.</source>
        <translation>Točkovanje: +2 za vsako odkrito karto, +2 za vsako karto, položeno na karto iste barve (enkrat na karto), +26 za dokončan niz, −1 za vsako potezo in vsako razveljavitev.</translation>
    </message>
    <message>
        <location filename="../../cardsuite/games/spider/table/result.py" line="-37"/>
        <source>The duel is a draw</source>
        <translation>Dvoboj je neodločen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You win the duel!</source>
        <translation>Zmagali ste v dvoboju!</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{name} wins the duel</source>
        <translation>{name} zmaga v dvoboju</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Equal scores: {name} finished in less time.</source>
        <translation>Enak rezultat: {name} konča v krajšem času.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Equal scores: {name} finished {n} ms sooner.</source>
        <translation>Enak rezultat: {name} konča {n} ms hitreje.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Equal scores: {name} finished {n} s sooner.</source>
        <translation>Enak rezultat: {name} konča {n} s hitreje.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Equal scores in the same time.</source>
        <translation>Enak rezultat v enakem času.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{a} points to {b}</source>
        <translation>Rezultat {a} proti {b}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>1 run</source>
        <translation>1 niz</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>{n} runs</source>
        <translation>Nizi: {n}</translation>
    </message>
    <message>
        <location filename="../../cardsuite/games/spider/table/status.py" line="-179"/>
        <source>1 suit</source>
        <translation>1 barva</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>{n} suits</source>
        <translation>{n} barvi</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Deal #{number}</source>
        <translation>Delitev št. {number}</translation>
    </message>
    <message>
        <location filename="../../cardsuite/games/spider/table/result.py" line="+65"/>
        <source>The solver found no way to clear this deal.</source>
        <translation>Računalniška analiza ni našla načina, da bi v tej delitvi pospravila vse karte.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You matched or beat the best score the solver found on this deal ({best}).</source>
        <translation>Dosegli ali presegli ste najboljši rezultat, ki ga je računalnik našel za to delitev ({best}).</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The best score the solver found on this deal is {best}; you reached {pct}%.</source>
        <translation>Najboljši rezultat, ki ga je računalnik našel za to delitev, je {best}; dosegli ste {pct} %.</translation>
    </message>
    <message>
        <location line="-3"/>
        <source>The best score played or found on this deal is {best}, by {name}; you reached {pct}%.</source>
        <translation>Najboljši rezultat, dosežen ali najden za to delitev, je {best} – rezultat igralca {name}; dosegli ste {pct} %.</translation>
    </message>
    <message>
        <location filename="../../cardsuite/games/spider/table/replay.py" line="-36"/>
        <source>Replay of {name}&apos;s game</source>
        <translation>Posnetek igre: {name}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Step {i} of {n}</source>
        <translation>Korak {i} od {n}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>live</source>
        <translation>v živo</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>score {n}</source>
        <translation>rezultat {n}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Result</source>
        <translation>Rezultat</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The deal as it started</source>
        <translation>Delitev na začetku</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>{card} to column {n}</source>
        <translation>{card} v stolpec {n}</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>{card} and the cards on it to column {n}</source>
        <translation>{card} s kartami na njej v stolpec {n}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Turned up {card} in column {n}</source>
        <translation>V stolpcu {n} odkrita karta {card}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Dealt a new row</source>
        <translation>Razdeljena nova vrsta</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Took back a move</source>
        <translation>Razveljavljena poteza</translation>
    </message>
    <message>
        <location filename="../../cardsuite/games/spider/table/widgets.py" line="-284"/>
        <source>Cards face down: {n}</source>
        <translation>Zaprte karte: {n}</translation>
    </message>
</context>
<context>
    <name>StartScreen</name>
    <message>
        <location filename="../../cardsuite/ui/app/startscreen.py" line="+329"/>
        <source>Rejoin %1&apos;s table</source>
        <translation>Vrni se k mizi: %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Take your seat at %1&apos;s table again: this app kept its key.</source>
        <translation>Znova zasedite svoj sedež za mizo igralca %1: aplikacija je shranila njegov ključ.</translation>
    </message>
    <message>
        <location line="+47"/>
        <source>CHOOSE A GAME</source>
        <translation>IZBERITE IGRO</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Play on the network</source>
        <translation>Igraj v omrežju</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Host a table or join one on your local network; chat and invite players in the lobby.</source>
        <translation>Postavite mizo ali se pridružite drugi v lokalnem omrežju; v preddverju klepetajte in vabite igralce.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No games are installed yet. Each game appears here as soon as it is added to cardsuite.</source>
        <translation>Nobena igra še ni nameščena. Vsaka igra se bo pojavila tukaj, ko bo dodana v cardsuite.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>cardsuite %1 · Your matches are saved after every move, so you can close the window at any time.</source>
        <translation>cardsuite %1 · Partije se shranijo po vsaki potezi, zato lahko okno zaprete kadar koli.</translation>
    </message>
</context>
<context>
    <name>StatsWindow</name>
    <message>
        <location filename="../../cardsuite/ui/app/statswindow.py" line="+31"/>
        <source>Close</source>
        <translation>Zapri</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Statistics</source>
        <translation>Statistika</translation>
    </message>
</context>
<context>
    <name>Table</name>
    <message>
        <location filename="../../cardsuite/ui/toolkit/controller.py" line="+101"/>
        <source>The match was left before it was decided.</source>
        <translation>Partijo je nekdo zapustil, preden je bila odločena.</translation>
    </message>
    <message>
        <location line="+168"/>
        <source>It is not your turn.</source>
        <translation>Niste na potezi.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Waiting for the others to continue…</source>
        <translation>Čakamo, da bodo drugi pripravljeni nadaljevati…</translation>
    </message>
    <message>
        <location filename="../../cardsuite/ui/toolkit/hints.py" line="+142"/>
        <source>Show hints?</source>
        <translation>Prikažem namige?</translation>
    </message>
    <message>
        <location line="+151"/>
        <source>Show hints again</source>
        <translation>Znova prikaži namige</translation>
    </message>
    <message>
        <location filename="../../cardsuite/ui/toolkit/overlays.py" line="+59"/>
        <source>Pass the screen to</source>
        <translation>Predajte zaslon igralcu</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Click anywhere when you are ready</source>
        <translation>Ko ste pripravljeni, kliknite kamor koli</translation>
    </message>
    <message>
        <location line="+160"/>
        <source>Continue</source>
        <translation>Nadaljuj</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Leave</source>
        <translation>Zapusti</translation>
    </message>
    <message>
        <location line="-1"/>
        <source>Close</source>
        <translation>Zapri</translation>
    </message>
    <message>
        <location filename="../../cardsuite/ui/toolkit/players.py" line="+215"/>
        <location line="+111"/>
        <source>Score</source>
        <translation>Rezultat</translation>
    </message>
    <message>
        <location filename="../../cardsuite/ui/toolkit/demo.py" line="+52"/>
        <source>cardsuite — table toolkit</source>
        <translation>cardsuite — orodja za mizo</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Table toolkit — every card drawn in code, crisp at any size</source>
        <translation>Orodja za mizo — vsaka karta je narisana s kodo in ostra v vsaki velikosti</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>53 faces</source>
        <translation>53 lic kart</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Joker and backs</source>
        <translation>Joker in hrbtne strani</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Talon and trump</source>
        <translation>Talon in adut</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Spider column</source>
        <translation>Stolpec Pajka</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Melds</source>
        <translation>Kombinacije</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Canasta</source>
        <translation>Kanasta</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Trick</source>
        <translation>Vzetek</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Discard pile, spread open</source>
        <translation>Kup za odlaganje, razprt</translation>
    </message>
    <message>
        <location filename="../../cardsuite/games/canasta/table/history.py" line="-3"/>
        <location filename="../../cardsuite/games/canasta/table/result.py" line="-71"/>
        <location filename="../../cardsuite/ui/toolkit/demo.py" line="+22"/>
        <location filename="../../cardsuite/ui/toolkit/table.py" line="+257"/>
        <source>You</source>
        <translation>Vi</translation>
    </message>
    <message>
        <location filename="../../cardsuite/ui/toolkit/demo.py" line="+11"/>
        <source>2 canastas • 4 melds</source>
        <translation>2 kanasti • 4 kombinacije</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Meld</source>
        <translation>Položi</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Discard</source>
        <translation>Odvrzi</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Double</source>
        <translation>Podvoji</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Take back</source>
        <translation>Razveljavi</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Selected cards lift out of your hand. Press Meld to lay them out, or drag them onto a meld.</source>
        <translation>Izbrane karte se dvignejo iz roke. Pritisnite Položi, da jih položite na mizo, ali jih povlecite na kombinacijo.</translation>
    </message>
    <message>
        <location filename="../../cardsuite/ui/toolkit/table.py" line="+1"/>
        <source>Opponent</source>
        <translation>Nasprotnik</translation>
    </message>
    <message>
        <location line="+240"/>
        <source>Waiting for %1 to come back…</source>
        <translation>Čakamo, da se %1 vrne…</translation>
    </message>
    <message>
        <location filename="../../cardsuite/ui/toolkit/summarytext.py" line="+20"/>
        <source>Points this round</source>
        <translation>Točke v tem krogu</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Match score</source>
        <translation>Rezultat partije</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Match winner: {name}.</source>
        <translation>Zmagovalec partije: {name}.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Match over</source>
        <translation>Konec partije</translation>
    </message>
    <message>
        <location line="-5"/>
        <source>Match winner: {name}</source>
        <translation>Zmagovalec partije: {name}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The match is drawn.</source>
        <translation>Partija je neodločena.</translation>
    </message>
    <message>
        <location line="-8"/>
        <source>Round over</source>
        <translation>Konec kroga</translation>
    </message>
</context>
<context>
    <name>TableChat</name>
    <message>
        <location filename="../../cardsuite/ui/lan/tablechat.py" line="+22"/>
        <source>Waiting for one more player to join…</source>
        <translation>Čakamo še na enega igralca…</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>Waiting for %n more players to join…</source>
        <translation>
            <numerusform>Čakamo še na %n igralca…</numerusform>
            <numerusform>Čakamo še na %n igralca…</numerusform>
            <numerusform>Čakamo še na %n igralce…</numerusform>
            <numerusform>Čakamo še na %n igralcev…</numerusform>
        </translation>
    </message>
    <message>
        <location line="+7"/>
        <source>A bot now plays for %1.</source>
        <translation>Namesto igralca %1 zdaj igra bot.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1, a bot, takes the empty seat.</source>
        <translation>%1 (bot) zasede prosto mesto.</translation>
    </message>
    <message>
        <location line="+53"/>
        <source>Say something to the table</source>
        <translation>Napišite nekaj vsem za mizo</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Let a bot take the empty seat</source>
        <translation>Na prosto mesto posedi bota</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Let bots take the empty seats</source>
        <translation>Na prosta mesta posedi bote</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Let a bot play for them</source>
        <translation>Naj namesto njih igra računalnik</translation>
    </message>
</context>
<context>
    <name>TableChatDock</name>
    <message>
        <location line="+75"/>
        <source>Table chat</source>
        <translation>Klepet za mizo</translation>
    </message>
</context>
<context>
    <name>TableClient</name>
    <message>
        <location filename="../../cardsuite/net/client.py" line="+150"/>
        <source>You closed the connection.</source>
        <translation>Povezavo ste prekinili sami.</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>You left the table.</source>
        <translation>Zapustili ste mizo.</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>The host stopped answering.</source>
        <translation>Gostitelj se ne odziva več.</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>The host sent a message this app cannot use (%1); the connection was closed.</source>
        <translation>Gostitelj je poslal sporočilo, ki ga ta program ne zna uporabiti (%1); povezava je bila prekinjena.</translation>
    </message>
    <message>
        <location line="+87"/>
        <source>Could not reach the table at %1:%2 (%3).</source>
        <translation>Mize na naslovu %1:%2 ni bilo mogoče doseči (%3).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The connection to the host was lost.</source>
        <translation>Povezava z gostiteljem je bila izgubljena.</translation>
    </message>
</context>
<context>
    <name>TableHint</name>
    <message>
        <location filename="../../cardsuite/ui/toolkit/hinting.py" line="+86"/>
        <source>Hints are not allowed at this table.</source>
        <translation>Pri tej mizi namigi niso dovoljeni.</translation>
    </message>
    <message>
        <location line="+25"/>
        <location line="+77"/>
        <source>Thinking…</source>
        <translation>Razmišljam…</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>? Hint</source>
        <translation>? Namig</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show the move the strongest bot would make (H)</source>
        <translation>Pokaži potezo, ki bi jo naredil najmočnejši bot (H)</translation>
    </message>
</context>
<context>
    <name>games</name>
    <message>
        <location filename="../../cardsuite/games/__init__.py" line="+83"/>
        <source>Schnapsen</source>
        <translation>Šnops</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The quick Central European trick game for two: reach 66 first, marry a king and queen, close the talon when you dare.</source>
        <translation>Hitra srednjeevropska igra vzetkov za dva: prvi zberite 66 točk, napovejte poroko kralja in dame, zaprite talon, ko si upate.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Spider practice</source>
        <translation>Pajek – vaja</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Spider Solitaire alone, by the duel&apos;s rules or the classic ones, with 1, 2 or 4 suits and the solver&apos;s demo.</source>
        <translation>Pasjansa Pajek sam, po pravilih dvoboja ali klasičnih, z 1, 2 ali 4 barvami in prikazom rešitve računalnika.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Canasta</source>
        <translation>Kanasta</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Melds and canastas with 108 cards: 2 players, or 4 in two partnerships.</source>
        <translation>Kombinacije in kanaste s 108 kartami: 2 igralca ali 4 v dveh parih.</translation>
    </message>
    <message>
        <location line="-11"/>
        <source>Spider duel</source>
        <translation>Pajek – dvoboj</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Spider Solitaire as a duel: both players get the same deal; the higher score wins.</source>
        <translation>Pasjansa Pajek kot dvoboj: oba igralca dobita enako delitev, zmaga višji rezultat.</translation>
    </message>
    <message>
        <location filename="../../cardsuite/bots.py" line="+56"/>
        <source>Random</source>
        <translation>Naključni</translation>
    </message>
    <message>
        <location filename="../../cardsuite/games/canasta/bots/levels.py" line="+14"/>
        <location filename="../../cardsuite/games/schnapsen/bots/levels.py" line="+19"/>
        <location filename="../../cardsuite/games/spider/bots/levels.py" line="+53"/>
        <source>Easy</source>
        <translation>Lahek</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../../cardsuite/games/schnapsen/bots/levels.py" line="+1"/>
        <location filename="../../cardsuite/games/spider/bots/levels.py" line="+1"/>
        <source>Medium</source>
        <translation>Srednji</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../../cardsuite/games/schnapsen/bots/levels.py" line="+1"/>
        <location filename="../../cardsuite/games/spider/bots/levels.py" line="+1"/>
        <source>Hard</source>
        <translation>Težek</translation>
    </message>
    <message>
        <location filename="../../cardsuite/engine.py" line="-104"/>
        <source>Default</source>
        <translation>Privzeto</translation>
    </message>
    <message>
        <location filename="../../cardsuite/games/canasta/engine/options.py" line="+30"/>
        <source>Players</source>
        <translation>Igralci</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>2 players, or 4 in two partnerships (partners sit opposite and share melds).</source>
        <translation>2 igralca ali 4 v dveh parih (partnerja sedita drug nasproti drugemu in imata skupne nize).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>2 players</source>
        <translation>2 igralca</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>4 players (2 partnerships)</source>
        <translation>4 igralci (2 para)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Cards drawn from the stock</source>
        <translation>Karte, vlečene s kupa za pobiranje</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>How many cards a player draws from the stock each turn.</source>
        <translation>Koliko kart igralec vsako potezo vleče s kupa za pobiranje.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>1 card</source>
        <translation>1 karta</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>2 cards</source>
        <translation>2 karti</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Canastas needed to go out</source>
        <translation>Kanaste, potrebne za odpiranje</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Canastas a player needs before going out (2-player game).</source>
        <translation>Koliko kanast potrebuje igralec, preden se odpre (igra za dva).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Canastas needed to go out (partnership)</source>
        <translation>Kanaste, potrebne za odpiranje (para)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Canastas a partnership needs before one of them goes out.</source>
        <translation>Koliko kanast potrebuje par, preden se eden od partnerjev odpre.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Red 3s count against a side without melds</source>
        <translation>Rdeče trojke štejejo proti strani brez nizov</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A side that made no meld by the end of the round loses the red-3 bonus instead of gaining it.</source>
        <translation>Stran, ki do konca kroga ni položila nobenega niza, izgubi bonus za rdeče trojke, namesto da bi ga dobila.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A black 3 on the pile may be taken to go out</source>
        <translation>Kup s črno trojko na vrhu se sme vzeti za odpiranje</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The pile topped by a black 3 may be taken by a player who melds it with two black 3s from the hand as the last meld of going out in that turn.</source>
        <translation>Kup s črno trojko na vrhu sme vzeti igralec, ki jo z dvema črnima trojkama iz roke položi kot zadnji niz, s katerim se v tej potezi odpre.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Take an unfrozen pile with a natural and a wild card</source>
        <translation>Nezamrznjen kup se sme vzeti z navadno in divjo karto</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>When the pile is not frozen, its top card may start a meld with one natural card and one wild card from the hand.</source>
        <translation>Ko kup ni zamrznjen, lahko njegova vrhnja karta začne niz z eno navadno in eno divjo karto iz roke.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Going out concealed needs no initial minimum</source>
        <translation>Skrito odpiranje ne potrebuje začetnega minimuma</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A player who melds the whole hand in one turn without an earlier meld needs no initial-meld minimum (unless taking the pile).</source>
        <translation>Igralec, ki v eni potezi položi vse karte brez prejšnjega niza, ne potrebuje začetnega minimuma (razen če vzame kup).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Initial meld below 0 points</source>
        <translation>Začetni niz pod 0 točkami</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Minimum of a side&apos;s first melds when its score is below 0.</source>
        <translation>Minimum prvih nizov strani, ko je njen rezultat pod 0.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Initial meld from 0 points</source>
        <translation>Začetni niz od 0 točk</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Minimum of a side&apos;s first melds at 0 to 1495 points.</source>
        <translation>Minimum prvih nizov strani pri 0 do 1495 točkah.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Initial meld from 1500 points</source>
        <translation>Začetni niz od 1500 točk</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Minimum of a side&apos;s first melds at 1500 to 2995 points.</source>
        <translation>Minimum prvih nizov strani pri 1500 do 2995 točkah.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Initial meld from 3000 points</source>
        <translation>Začetni niz od 3000 točk</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Minimum of a side&apos;s first melds at 3000 points or more.</source>
        <translation>Minimum prvih nizov strani pri 3000 točkah ali več.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Play to</source>
        <translation>Igra do</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The match ends at the end of the round in which a side reaches this score; 1 plays a single round.</source>
        <translation>Igra se konča ob koncu kroga, v katerem ena od strani doseže ta rezultat; 1 pomeni en sam krog.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>1 round</source>
        <translation>1 krog</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Stake may be doubled</source>
        <translation>Vložek se sme podvojiti</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Before drawing, the player on turn may propose to double the stake; declining ends the match.</source>
        <translation>Pred vlečenjem lahko igralec na potezi predlaga podvojitev vložka; zavrnitev konča igro.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Stake</source>
        <translation>Vložek</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Chips the winner of the match gets.</source>
        <translation>Žetoni, ki jih dobi zmagovalec igre.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Limit</source>
        <translation>Limit</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The stake can never be doubled above this (0: no limit).</source>
        <translation>Vložka ni nikoli mogoče podvojiti nad to vrednost (0: brez limita).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>May ask the partner &quot;may I go out?&quot;</source>
        <translation>Partnerja se sme vprašati »ali se smem odpreti?«</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Partnership only: a player may ask the partner whether to go out; the answer binds.</source>
        <translation>Samo v parih: igralec lahko vpraša partnerja, ali naj se odpre; odgovor je zavezujoč.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>StarGames</source>
        <translation>StarGames</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../../cardsuite/games/spider/engine/practice.py" line="-103"/>
        <source>Classic</source>
        <translation>Klasično</translation>
    </message>
    <message>
        <location filename="../../cardsuite/games/schnapsen/engine/options.py" line="+14"/>
        <source>Game points for a bummerl</source>
        <translation>Igralne točke za bummerl</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Each player counts down from this number; the first to reach 0 wins the match (usually 7).</source>
        <translation>Vsak igralec šteje od tega števila navzdol; kdor prvi pride do 0, zmaga v partiji (navadno 7).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Show both players&apos; points</source>
        <translation>Prikaži točke obeh igralcev</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show the opponent&apos;s points during a round too, not only your own (counting them is part of the game).</source>
        <translation>Med krogom prikaži tudi nasprotnikove točke, ne le svojih (štetje je del igre).</translation>
    </message>
    <message>
        <location filename="../../cardsuite/games/spider/engine/options.py" line="+13"/>
        <location filename="../../cardsuite/games/spider/engine/practice.py" line="-12"/>
        <source>Suits</source>
        <translation>Barve</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>1 suit: eight times spades A-K (easier). 2 suits: four times hearts and four times spades.</source>
        <translation>1 barva: osemkrat piki A-K (lažje). 2 barvi: štirikrat srci in štirikrat piki.</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../../cardsuite/games/spider/engine/practice.py" line="-12"/>
        <location line="+15"/>
        <source>1 suit</source>
        <translation>1 barva</translation>
    </message>
    <message>
        <location line="+0"/>
        <location filename="../../cardsuite/games/spider/engine/practice.py" line="-15"/>
        <location line="+15"/>
        <source>2 suits</source>
        <translation>2 barvi</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Time limit</source>
        <translation>Časovna omejitev</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Each player&apos;s playing time; when it runs out the game ends as if Done was pressed.</source>
        <translation>Čas igre vsakega igralca; ko poteče, se igra konča, kot da bi pritisnili »Končano«.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Standard (10 minutes for 1 suit, 15 for 2)</source>
        <translation>Običajna (10 minut za 1 barvo, 15 za 2)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>5 minutes</source>
        <translation>5 minut</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>10 minutes</source>
        <translation>10 minut</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>15 minutes</source>
        <translation>15 minut</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>20 minutes</source>
        <translation>20 minut</translation>
    </message>
    <message>
        <location line="+5"/>
        <location filename="../../cardsuite/games/spider/engine/practice.py" line="+4"/>
        <source>Winnable deals only</source>
        <translation>Samo rešljive delitve</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../../cardsuite/games/spider/engine/practice.py" line="+1"/>
        <source>Deal only deals the solver can win: the first winnable deal number from the one chosen.</source>
        <translation>Deli samo delitve, ki jih računalnik zna rešiti: prvo rešljivo številko od izbrane naprej.</translation>
    </message>
    <message>
        <location filename="../../cardsuite/games/spider/engine/practice.py" line="-19"/>
        <location line="+15"/>
        <source>4 suits</source>
        <translation>4 barve</translation>
    </message>
    <message>
        <location line="-14"/>
        <source>1 suit, classic rules</source>
        <translation>1 barva, klasična pravila</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>2 suits, classic rules</source>
        <translation>2 barvi, klasična pravila</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>4 suits, classic rules</source>
        <translation>4 barve, klasična pravila</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>1 suit: eight times spades A-K (easiest). 2 suits: hearts and spades. 4 suits: two full decks (hardest).</source>
        <translation>1 barva: osemkrat piki A–K (najlažje). 2 barvi: srci in piki. 4 barve: dva polna kompleta (najtežje).</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Duel rules</source>
        <translation>Pravila dvoboja</translation>
    </message>
    <message>
        <location filename="../../cardsuite/games/canasta/bots/levels.py" line="+4"/>
        <location filename="../../cardsuite/games/schnapsen/bots/levels.py" line="+1"/>
        <location filename="../../cardsuite/games/spider/bots/levels.py" line="+1"/>
        <source>Expert</source>
        <translation>Strokovnjak</translation>
    </message>
</context>
<context>
    <name>window</name>
    <message>
        <location filename="../../cardsuite/ui/lan/lanplay.py" line="-289"/>
        <source>The game could not be started</source>
        <translation>Igre ni bilo mogoče začeti</translation>
    </message>
    <message>
        <location line="+314"/>
        <source>The table could not be opened</source>
        <translation>Mize ni bilo mogoče odpreti</translation>
    </message>
</context>
</TS>
