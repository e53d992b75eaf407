<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="pl" sourcelanguage="en">
<context>
    <name>Canasta</name>
    <message>
        <location filename="../../cardsuite/games/canasta/table/gestures.py" line="+164"/>
        <source>Take back the cards you laid, or take the pile with them.</source>
        <translation>Weź z powrotem wyłożone karty albo przejmij z nimi stos.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You have already drawn this turn.</source>
        <translation>W tej turze już dobrałeś kartę.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Drag a card here to discard it.</source>
        <translation>Przeciągnij tu kartę, aby ją odrzucić.</translation>
    </message>
    <message>
        <location line="+60"/>
        <location line="+17"/>
        <source>Draw first: click the stock, or click the discard pile to take it.</source>
        <translation>Najpierw dobierz: kliknij zakryty stos albo kliknij stos odkryty, aby go przejąć.</translation>
    </message>
    <message>
        <location line="-12"/>
        <source>{card} is selected. To discard it, drag it to the pile, double-click it or press Discard.</source>
        <translation>Zaznaczono kartę {card}. Aby ją odrzucić, przeciągnij ją na stos, kliknij ją dwukrotnie lub naciśnij Odrzuć.</translation>
    </message>
    <message>
        <location line="+87"/>
        <source>You hold no card to add to the {rank}.</source>
        <translation>Nie masz karty, którą można dołożyć do: {rank}.</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>By rank</source>
        <translation>Według figur</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>By suit</source>
        <translation>Według kolorów</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Give up?</source>
        <translation>Poddać się?</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>You leave the match and your opponents win it.</source>
        <translation>Opuszczasz mecz, a przeciwnicy go wygrywają.</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+24"/>
        <location filename="../../cardsuite/games/canasta/table/table.py" line="+243"/>
        <source>Give up</source>
        <translation>Poddaj się</translation>
    </message>
    <message>
        <location line="-24"/>
        <source>Play on</source>
        <translation>Graj dalej</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Double the stake?</source>
        <translation>Podwoić stawkę?</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Do you really want to double the stake to {n}?</source>
        <translation>Czy na pewno chcesz podwoić stawkę do {n}?</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+23"/>
        <source>Yes</source>
        <translation>Tak</translation>
    </message>
    <message>
        <location line="-23"/>
        <location line="+23"/>
        <source>No</source>
        <translation>Nie</translation>
    </message>
    <message>
        <location line="-10"/>
        <source>Double?</source>
        <translation>Dublować?</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name} wants to double the stake to {n}. Accept, or give up and lose {m}?</source>
        <translation>{name} chce podwoić stawkę do {n}. Przyjmujesz czy się poddajesz i tracisz {m}?</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../../cardsuite/games/canasta/table/table.py" line="+1"/>
        <source>Double</source>
        <translation>Dubluj</translation>
    </message>
    <message>
        <location line="+4"/>
        <location filename="../../cardsuite/games/canasta/table/table.py" line="+1"/>
        <source>May I go out?</source>
        <translation>Czy mogę zakończyć?</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name}, your partner, asks whether they may go out. A yes obliges them to go out; a no forbids it this turn.</source>
        <translation>{name}, twój partner, pyta, czy może zakończyć. Odpowiedź „tak” zobowiązuje do zakończenia; „nie” zabrania tego w tej turze.</translation>
    </message>
    <message>
        <location filename="../../cardsuite/games/canasta/table/status.py" line="+28"/>
        <source>Dealer</source>
        <translation>Rozdający</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Partner</source>
        <translation>Partner</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>needs {n} to open</source>
        <translation>potrzebuje {n}, by zacząć</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{n} canastas</source>
        <translation>kanasty: {n}</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>1 canasta</source>
        <translation>1 kanasta</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The pile is blocked: its top card is a wild card or a black 3.</source>
        <translation>Stos jest zablokowany: na wierzchu leży dzika karta albo czarna trójka.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The pile is frozen: take it only with two natural {rank} from your hand.</source>
        <translation>Stos jest zamrożony: przejmiesz go tylko dwiema naturalnymi kartami z ręki ({rank}).</translation>
    </message>
    <message>
        <location filename="../../cardsuite/games/canasta/table/result.py" line="+57"/>
        <source>{name} doubled to {stake}.</source>
        <translation>{name} podwaja do {stake}.</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>You doubled to {stake}.</source>
        <translation>Podwajasz do {stake}.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You accepted: the stake is {stake}.</source>
        <translation>Przyjmujesz: stawka wynosi {stake}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name} accepted: the stake is {stake}.</source>
        <translation>{name} przyjmuje: stawka wynosi {stake}.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You gave up at a stake of {stake}.</source>
        <translation>Poddajesz się przy stawce {stake}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name} gave up at a stake of {stake}.</source>
        <translation>{name} poddaje się przy stawce {stake}.</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>{a} &amp; {b}</source>
        <translation>{a} i {b}</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>concealed</source>
        <translation>z ręki</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>You went out concealed.</source>
        <translation>Kończysz z ręki.</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>You went out.</source>
        <translation>Kończysz rozdanie.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{name} went out concealed.</source>
        <translation>{name} kończy z ręki.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name} went out.</source>
        <translation>{name} kończy rozdanie.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Nobody went out: the stock ran out.</source>
        <translation>Nikt nie zakończył: zakryty stos się wyczerpał.</translation>
    </message>
    <message>
        <location line="+8"/>
        <location filename="../../cardsuite/games/canasta/table/status.py" line="+10"/>
        <source>Round over</source>
        <translation>Koniec rundy</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Match over</source>
        <translation>Koniec meczu</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Final total</source>
        <translation>Wynik końcowy</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Chips</source>
        <translation>Żetony</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../../cardsuite/games/canasta/table/status.py" line="+78"/>
        <source>Stake {stake} (limit {limit}).</source>
        <translation>Stawka {stake} (limit {limit}).</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../../cardsuite/games/canasta/table/status.py" line="+1"/>
        <source>Stake {stake} (no limit).</source>
        <translation>Stawka {stake} (bez limitu).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No doubles.</source>
        <translation>Bez podwojeń.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The match is drawn: no chips change hands.</source>
        <translation>Mecz kończy się remisem: żetony nie zmieniają właściciela.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>{side} declined the double: you win {stake} chips.</source>
        <translation>{side} odmawia podwojenia: wygrywasz {stake} żetonów.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{side} declined the double: you and {partner} win {stake} chips.</source>
        <translation>{side} odmawiają podwojenia: ty i {partner} wygrywacie {stake} żetonów.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You win {a} to {b} and {stake} chips.</source>
        <translation>Wygrywasz {a} do {b} i {stake} żetonów.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You and {partner} win {a} to {b} and {stake} chips.</source>
        <translation>Ty i {partner} wygrywacie {a} do {b} i {stake} żetonów.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>You declined the double: {winner} wins {stake} chips.</source>
        <translation>Odmawiasz podwojenia: {winner} wygrywa {stake} żetonów.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You and {partner} declined the double: {winner} win {stake} chips.</source>
        <translation>Ty i {partner} odmawiacie podwojenia: {winner} wygrywają {stake} żetonów.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{side} declined the double: {winner} wins {stake} chips.</source>
        <translation>{side} odmawia podwojenia: {winner} wygrywa {stake} żetonów.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{side} declined the double: {winner} win {stake} chips.</source>
        <translation>{side} odmawia podwojenia: {winner} wygrywają {stake} żetonów.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{winner} wins {a} to {b} and {stake} chips.</source>
        <translation>{winner} wygrywa {a} do {b} i {stake} żetonów.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{winner} win {a} to {b} and {stake} chips.</source>
        <translation>{winner} wygrywają {a} do {b} i {stake} żetonów.</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Your wallet ran empty and was refilled to {chips} chips.</source>
        <translation>Twój portfel był pusty i został uzupełniony do {chips} żetonów.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your wallet: {chips} chips ({delta:+d}).</source>
        <translation>Twój portfel: {chips} żetonów ({delta:+d}).</translation>
    </message>
    <message>
        <location filename="../../cardsuite/games/canasta/table/status.py" line="-74"/>
        <source>You are deciding on the double…</source>
        <translation>Decydujesz o podwojeniu…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You are deciding whether your partner may go out…</source>
        <translation>Decydujesz, czy partner może zakończyć…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You are playing…</source>
        <translation>Grasz…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{name} is deciding on the double…</source>
        <translation>{name} decyduje o podwojeniu…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{name} is deciding whether you may go out…</source>
        <translation>{name} decyduje, czy możesz zakończyć…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name} is playing…</source>
        <translation>{name} gra…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Double, or give up?</source>
        <translation>Dublujesz czy się poddajesz?</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your partner asks: may I go out?</source>
        <translation>Twój partner pyta: czy mogę zakończyć?</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Add {rank} from your hand (click them), then press Take pile</source>
        <translation>Dołóż z ręki: {rank} (kliknij karty), potem naciśnij Przejmij stos</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Press Take pile to take the discard pile</source>
        <translation>Naciśnij Przejmij stos, aby przejąć stos odkryty</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your turn: click the stock to draw, or the discard pile to take it</source>
        <translation>Twoja kolej: kliknij zakryty stos, aby dobrać, albo stos odkryty, aby go przejąć</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your turn: click the stock to draw</source>
        <translation>Twoja kolej: kliknij zakryty stos, aby dobrać</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You must go out this turn: meld your cards, then press Go out</source>
        <translation>Musisz zakończyć rundę w tej turze: wyłóż karty, potem naciśnij Zakończ rundę</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You can go out: press Go out</source>
        <translation>Możesz zakończyć rundę: naciśnij Zakończ rundę</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Meld cards, then discard one: drag it to the pile or double-click it</source>
        <translation>Wyłóż karty, potem odrzuć jedną: przeciągnij ją na stos lub kliknij ją dwukrotnie</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Your melds count {n}; you need {m} to open.</source>
        <translation>Twoje meldunki są warte {n}; do otwarcia potrzebujesz {m}.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your partner&apos;s melds count {n}; your side needs {m} to open.</source>
        <translation>Meldunki partnera są warte {n}; do otwarcia potrzebujecie {m}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You need {m} to open.</source>
        <translation>Do otwarcia potrzebujesz {m}.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Canastas: {have} of the {need} needed to go out.</source>
        <translation>Kanasty: {have} z {need} potrzebnych do zakończenia.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You have the canastas to go out.</source>
        <translation>Masz kanasty potrzebne do zakończenia.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Known cards of {name}: {cards}</source>
        <translation>Znane karty gracza {name}: {cards}</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>No doubling at this table.</source>
        <translation>Przy tym stole nie można dublować.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A double to {n} awaits its answer.</source>
        <translation>Dublowanie do {n} czeka na odpowiedź.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The limit is reached: no more doubling.</source>
        <translation>Limit osiągnięty: dalsze dublowanie niemożliwe.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Either side may double (to {n}).</source>
        <translation>Każda ze stron może dublować (do {n}).</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Either player may double (to {n}).</source>
        <translation>Każdy z graczy może dublować (do {n}).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Only your side may double next (to {n}).</source>
        <translation>Następne dublowanie należy tylko do Twojej strony (do {n}).</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Only you may double next (to {n}).</source>
        <translation>Następne dublowanie należy tylko do Ciebie (do {n}).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Only the other side may double next (to {n}).</source>
        <translation>Następne dublowanie należy tylko do drugiej strony (do {n}).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Only {name} may double next (to {n}).</source>
        <translation>Następne dublowanie należy tylko do gracza {name} (do {n}).</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>Red 3s are laid out at once and replaced: 100 points each, 800 for all four (against you if your side has no meld when the round ends).</source>
        <translation>Czerwone trójki od razu się wykłada i dobiera za nie karty: po 100 punktów, 800 za wszystkie cztery (na minus, jeśli twoja strona nie ma meldunku na końcu rundy).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Your first melds together must count at least {n} points. Click a card to start a meld; three cards of one rank make one.</source>
        <translation>Twoje pierwsze meldunki muszą razem liczyć co najmniej {n} punktów. Kliknij kartę, aby zacząć meldunek; trzy karty jednej figury tworzą meldunek.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>A frozen pile (a wild card in it, or your side has not melded) can be taken only with two natural cards of its top card&apos;s rank from your hand.</source>
        <translation>Zamrożony stos (jest w nim dzika karta albo twoja strona nic nie wyłożyła) można przejąć tylko dwiema naturalnymi kartami z ręki o figurze jego górnej karty.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>A black 3 on the pile blocks it for the next player. Black 3s may be melded only when going out.</source>
        <translation>Czarna trójka na stosie blokuje go dla następnego gracza. Czarne trójki można wyłożyć tylko przy zakończeniu.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Seven cards of one rank make a canasta: 500 natural, 300 with wild cards. You need {n} to go out; then meld every card, or all but one which you discard.</source>
        <translation>Siedem kart jednej figury to kanasta: 500 czysta, 300 z dzikimi kartami. Do zakończenia potrzebujesz {n}; wtedy wyłóż wszystkie karty albo wszystkie oprócz jednej, którą odrzucasz.</translation>
    </message>
    <message>
        <location filename="../../cardsuite/games/canasta/table/table.py" line="+1"/>
        <source>Take pile</source>
        <translation>Przejmij stos</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Discard</source>
        <translation>Odrzuć</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Go out</source>
        <translation>Zakończ rundę</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Take back</source>
        <translation>Wróć</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>History</source>
        <translation>Historia</translation>
    </message>
    <message>
        <location line="+111"/>
        <source>Canasta</source>
        <translation>Kanasta</translation>
    </message>
    <message>
        <location filename="../../cardsuite/games/canasta/table/widgets.py" line="+71"/>
        <source>aces</source>
        <translation>asy</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>kings</source>
        <translation>króle</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>queens</source>
        <translation>damy</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>jacks</source>
        <translation>walety</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>10s</source>
        <translation>dziesiątki</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>9s</source>
        <translation>dziewiątki</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>8s</source>
        <translation>ósemki</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>7s</source>
        <translation>siódemki</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>6s</source>
        <translation>szóstki</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>5s</source>
        <translation>piątki</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>4s</source>
        <translation>czwórki</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>black 3s</source>
        <translation>czarne trójki</translation>
    </message>
    <message>
        <location filename="../../cardsuite/games/canasta/table/speech.py" line="+25"/>
        <location line="+12"/>
        <location line="+95"/>
        <source>stock</source>
        <translation>zakryty stos</translation>
    </message>
    <message>
        <location line="-105"/>
        <location line="+12"/>
        <location line="+92"/>
        <source>discard pile</source>
        <translation>stos odkryty</translation>
    </message>
    <message>
        <location line="-102"/>
        <source>your side&apos;s red 3s</source>
        <translation>czerwone trójki twojej strony</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>the other side&apos;s red 3s</source>
        <translation>czerwone trójki drugiej strony</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>your side&apos;s melds</source>
        <translation>wyłożenia twojej strony</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>the other side&apos;s melds</source>
        <translation>wyłożenia drugiej strony</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>you can put the picked cards here</source>
        <translation>tu możesz położyć podniesione karty</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>You take the discard pile, {n}.</source>
        <translation>Bierzesz stos odkryty, {n}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name} takes the discard pile, {n}.</source>
        <translation>{name} bierze stos odkryty, {n}.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{name} doubles: the stake would be {n}.</source>
        <translation>{name} podwaja: stawka wyniosłaby {n}.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>{name} discards {card}.</source>
        <translation>{name} odrzuca: {card}.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>You lay down {card}.</source>
        <translation>Wykładasz: {card}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name} lays down {card}.</source>
        <translation>{name} wykłada: {card}.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>{name} melds {cards}.</source>
        <translation>{name} wykłada: {cards}.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You draw {cards}.</source>
        <translation>Dobierasz: {cards}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name} draws {n}.</source>
        <translation>{name} dobiera, {n}.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Your turn.</source>
        <translation>Twój ruch.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name}&apos;s turn.</source>
        <translation>Ruch gracza {name}.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Your hand, {n}: {cards}.</source>
        <translation>Twoja ręka, {n}: {cards}.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{name} holds {n}.</source>
        <translation>{name} – w ręce {n}.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Known: {cards}.</source>
        <translation>Znane: {cards}.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Your side&apos;s melds</source>
        <translation>Wyłożenia twojej strony</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>The other side&apos;s melds</source>
        <translation>Wyłożenia drugiej strony</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>none</source>
        <translation>brak</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>red 3s: {cards}</source>
        <translation>czerwone trójki: {cards}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Score: your side {a}, the other side {b}.</source>
        <translation>Wynik: twoja strona {a}, druga strona {b}.</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>wild cards: {n}</source>
        <translation>dzikie karty: {n}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>natural canasta</source>
        <translation>czysta kanasta</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>mixed canasta</source>
        <translation>mieszana kanasta</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>blocked</source>
        <translation>zablokowany</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>frozen</source>
        <translation>zamrożony</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>top: {card}</source>
        <translation>na wierzchu: {card}</translation>
    </message>
    <message>
        <location filename="../../cardsuite/games/canasta/table/history.py" line="+139"/>
        <source>drew {cards} from the stock</source>
        <translation>z zakrytego stosu: {cards}</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>drew %n from the stock</source>
        <translation>
            <numerusform>%n karta z zakrytego stosu</numerusform>
            <numerusform>%n karty z zakrytego stosu</numerusform>
            <numerusform>%n kart z zakrytego stosu</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>laid out {card}</source>
        <translation>wyłożenie: {card}</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>took the pile ({card}, the only card)</source>
        <translation>stos odkryty (tylko {card})</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>took the pile (%n cards, {card} on top)</source>
        <translation>
            <numerusform>stos odkryty (%n karta, na wierzchu {card})</numerusform>
            <numerusform>stos odkryty (%n karty, na wierzchu {card})</numerusform>
            <numerusform>stos odkryty (%n kart, na wierzchu {card})</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>laid {cards} on the {rank}</source>
        <translation>do meldunku ({rank}): {cards}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>took back {cards}</source>
        <translation>cofnięte do ręki: {cards}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>discarded {card}</source>
        <translation>odrzucona: {card}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>went out concealed</source>
        <translation>zakończenie rundy z ręki (bez wcześniejszych meldunków)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>went out</source>
        <translation>zakończenie rundy</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>proposed to double the stake to {n}</source>
        <translation>propozycja dublowania do {n}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>accepted the double: the stake is {n}</source>
        <translation>dublowanie przyjęte: stawka {n}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>gave up at a stake of {n}</source>
        <translation>poddanie przy stawce {n}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>asked the partner: may I go out?</source>
        <translation>pytanie do partnera: czy mogę zakończyć rundę?</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>answered yes</source>
        <translation>odpowiedź: tak</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>answered no</source>
        <translation>odpowiedź: nie</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>gave the pile back</source>
        <translation>zwrot stosu odkrytego</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>The recent turns (R or Esc closes this):</source>
        <translation>Ostatnie ruchy (R lub Esc zamyka):</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The stock ran out: the round is over.</source>
        <translation>Zakryty stos się skończył: runda zakończona.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{name}: {steps}.</source>
        <translation>{name}: {steps}.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Nothing has been played yet in this round.</source>
        <translation>W tej rundzie nic jeszcze nie zagrano.</translation>
    </message>
    <message>
        <location filename="../../cardsuite/games/canasta/table/hinttext.py" line="+26"/>
        <source>Draw from the stock: the pile is not worth taking now</source>
        <translation>Dobierz z zakrytego stosu: stos odkryty nie jest teraz wart przejęcia</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Take the pile: {n} cards</source>
        <translation>Przejmij stos: kart: {n}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Lay {cards} on your {rank}</source>
        <translation>Dołóż {cards} do swojego meldunku ({rank})</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Meld {n} {rank} to open ({points} points)</source>
        <translation>Wyłóż {rank} (kart: {n}), by otworzyć ({points} punktów)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Meld {n} {rank}</source>
        <translation>Wyłóż {rank} (kart: {n})</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Discard the {card}: the safest card you hold</source>
        <translation>Odrzuć {card}: to najbezpieczniejsza karta na ręce</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Discard the {card}: the others cannot use it</source>
        <translation>Odrzuć {card}: przeciwnicy jej nie wykorzystają</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Go out now: the round ends while you are ahead</source>
        <translation>Zakończ rundę teraz, póki prowadzisz</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Take your cards back: this play does not pay</source>
        <translation>Weź karty z powrotem: to zagranie się nie opłaca</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Double the stake: your side is ahead</source>
        <translation>Dubluj stawkę: twoja strona prowadzi</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Accept the double: your side can still win</source>
        <translation>Przyjmij dublowanie: twoja strona wciąż może wygrać</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Decline the double: the round is lost</source>
        <translation>Odrzuć dublowanie: ta runda jest przegrana</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Ask your partner whether you may go out</source>
        <translation>Zapytaj partnera, czy możesz zakończyć rundę</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Answer yes: your side is ready to go out</source>
        <translation>Odpowiedz tak: wasza strona jest gotowa do zakończenia</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Answer no: your side needs more canastas first</source>
        <translation>Odpowiedz nie: wasza strona potrzebuje najpierw więcej kanast</translation>
    </message>
</context>
<context>
    <name>CardBacks</name>
    <message>
        <location filename="../../cardsuite/ui/app/settings_dialog.py" line="+24"/>
        <source>Blue lattice</source>
        <translation>Niebieska kratka</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Red diamonds</source>
        <translation>Czerwone romby</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Green rosettes</source>
        <translation>Zielone rozety</translation>
    </message>
</context>
<context>
    <name>CrashReport</name>
    <message>
        <location filename="../../cardsuite/ui/app/crashbanner.py" line="+34"/>
        <source>Crash report</source>
        <translation>Raport o awarii</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>What cardsuite wrote down when it stopped. You can copy it into a bug report.</source>
        <translation>Co cardsuite zapisał w chwili zatrzymania. Możesz skopiować ten tekst do zgłoszenia błędu.</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>cardsuite stopped unexpectedly last time. A crash report was saved; your match can be resumed as usual.</source>
        <translation>Ostatnim razem cardsuite nieoczekiwanie przestał działać. Zapisano raport o awarii; partię można wznowić jak zwykle.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Show report</source>
        <translation>Pokaż raport</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Dismiss</source>
        <translation>Zamknij</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The report could not be read: {error}</source>
        <translation>Nie udało się odczytać raportu: {error}</translation>
    </message>
</context>
<context>
    <name>Discovery</name>
    <message>
        <location filename="../../cardsuite/net/discovery.py" line="+129"/>
        <source>The lobby cannot listen on UDP port %1 (%2): another program may be using it. Tables on the network will not show here; Join by address still works.</source>
        <translation>Poczekalnia nie może nasłuchiwać na porcie UDP %1 (%2): być może używa go inny program. Stoły z sieci nie będą tu widoczne; „Dołącz po adresie” nadal działa.</translation>
    </message>
</context>
<context>
    <name>Felts</name>
    <message>
        <location filename="../../cardsuite/ui/toolkit/felt.py" line="+25"/>
        <source>Casino green</source>
        <translation>Kasynowa zieleń</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Billiard</source>
        <translation>Bilardowe sukno</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ocean blue</source>
        <translation>Błękit oceanu</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Burgundy velvet</source>
        <translation>Burgundowy aksamit</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Slate linen</source>
        <translation>Grafitowy len</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Walnut</source>
        <translation>Orzech</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>High contrast</source>
        <translation>Wysoki kontrast</translation>
    </message>
</context>
<context>
    <name>GameCard</name>
    <message>
        <location filename="../../cardsuite/ui/app/startscreen.py" line="+323"/>
        <source>Play</source>
        <translation>Graj</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Resume</source>
        <translation>Wznów</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Discard save</source>
        <translation>Usuń zapis</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rules</source>
        <translation>Zasady</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Resume %1</source>
        <translation>Wznów: %1</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 ▸</source>
        <translation>%1 ▸</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Your unfinished match cannot be resumed by this version.</source>
        <translation>Tej niedokończonej partii nie można wznowić w tej wersji.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your unfinished match cannot be resumed.</source>
        <translation>Tej niedokończonej partii nie można wznowić.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Discard the save, or start a new match (the save is then kept aside).</source>
        <translation>Usuń zapis albo zacznij nową partię (zapis zostanie wtedy zachowany osobno).</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Played %1 · won %2 · lost %3 · drawn %4</source>
        <translation>Rozegrane %1 · wygrane %2 · przegrane %3 · remisy %4</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Played %1 · won %2 · lost %3</source>
        <translation>Rozegrane %1 · wygrane %2 · przegrane %3</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Unfinished match: you and %1 against %2, round %3.</source>
        <translation>Niedokończona partia: ty i %1 przeciw %2, runda %3.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Unfinished match against %1, round %2.</source>
        <translation>Niedokończona partia z: %1, runda %2.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Unfinished match, round %2.</source>
        <translation>Niedokończona partia, runda %2.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Saved %1.</source>
        <translation>Zapisano %1.</translation>
    </message>
</context>
<context>
    <name>GamePage</name>
    <message>
        <location filename="../../cardsuite/ui/app/statswindow.py" line="+162"/>
        <source>People</source>
        <translation>Ludzie</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Lost (left)</source>
        <translation>Przegrana (opuszczona)</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+89"/>
        <location line="+22"/>
        <location line="+3"/>
        <source>Won</source>
        <translation>Wygrana</translation>
    </message>
    <message>
        <location line="-114"/>
        <location line="+89"/>
        <location line="+23"/>
        <source>Lost</source>
        <translation>Przegrana</translation>
    </message>
    <message>
        <location line="-112"/>
        <location line="+90"/>
        <source>Drawn</source>
        <translation>Remis</translation>
    </message>
    <message>
        <location line="-88"/>
        <source>%1, with hints (not rated)</source>
        <translation>%1, z podpowiedziami (bez rankingu)</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>%1 won</source>
        <translation>%1 wygrywa</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 lost</source>
        <translation>%1 przegrywa</translation>
    </message>
    <message>
        <location line="+69"/>
        <location line="+22"/>
        <location line="+3"/>
        <source>Played</source>
        <translation>Rozegrane</translation>
    </message>
    <message>
        <location line="-24"/>
        <location line="+22"/>
        <source>Win rate</source>
        <translation>Odsetek wygranych</translation>
    </message>
    <message>
        <location line="-22"/>
        <source>Current streak</source>
        <translation>Obecna seria</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Best win streak</source>
        <translation>Najdłuższa seria wygranych</translation>
    </message>
    <message>
        <location line="+0"/>
        <location line="+24"/>
        <source>Best score</source>
        <translation>Najlepszy wynik</translation>
    </message>
    <message>
        <location line="-23"/>
        <source>Average score</source>
        <translation>Średni wynik</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Average time</source>
        <translation>Średni czas</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Your rating</source>
        <translation>Twój ranking</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Elo, from your matches against the computer levels, whose ratings are fixed (the dashed lines).</source>
        <translation>Ranking Elo z Twoich partii z komputerem; poziomy komputera mają stałe rankingi (linie przerywane).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your rating appears after your first match against the computer.</source>
        <translation>Twój ranking pojawi się po pierwszej partii z komputerem.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Chips in your wallet: %1</source>
        <translation>Żetony w portfelu: %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>refilled when empty: %1</source>
        <translation>uzupełniany, gdy pusty: %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Rating after each rated match</source>
        <translation>Ranking po każdej rankingowej partii</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No rated match yet: play against the computer.</source>
        <translation>Nie ma jeszcze partii rankingowych: zagraj z komputerem.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rated matches, oldest to newest</source>
        <translation>Partie rankingowe, od najstarszej do najnowszej</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>By opponent</source>
        <translation>Według przeciwnika</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Opponent</source>
        <translation>Przeciwnik</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>By variant</source>
        <translation>Według wariantu</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Variant</source>
        <translation>Wariant</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Best time</source>
        <translation>Najlepszy czas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The last %1 matches</source>
        <translation>Ostatnie partie (%1)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Matches</source>
        <translation>Partie</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Date</source>
        <translation>Data</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Opponents</source>
        <translation>Przeciwnicy</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Result</source>
        <translation>Wynik</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Score</source>
        <translation>Punkty</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Time</source>
        <translation>Czas</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Deal</source>
        <translation>Rozdanie</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Play deal %1 again</source>
        <translation>Zagraj ponownie rozdanie %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Play this deal again</source>
        <translation>Zagraj ponownie to rozdanie</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No match recorded yet: your matches appear here when they end.</source>
        <translation>Nie zapisano jeszcze żadnej partii: Twoje partie pojawią się tu po zakończeniu.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Choose a match to play its deal again.</source>
        <translation>Wybierz partię, aby zagrać jej rozdanie ponownie.</translation>
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
        <translation>Klasyczne gry karciane przy Twoim stole: z komputerem albo z przyjacielem.</translation>
    </message>
</context>
<context>
    <name>HostDialog</name>
    <message>
        <location filename="../../cardsuite/ui/lan/hostdialog.py" line="+37"/>
        <source>Host a table</source>
        <translation>Załóż stół</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Game</source>
        <translation>Gra</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Who may join</source>
        <translation>Kto może dołączyć</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Anyone on the network</source>
        <translation>Każdy w sieci</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Only my friends</source>
        <translation>Tylko moi znajomi</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Only players I invite</source>
        <translation>Tylko zaproszeni przeze mnie gracze</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Duel tables are open to everyone on the network; nobody is invited directly.</source>
        <translation>Stoły pojedynków są otwarte dla wszystkich w sieci; nikogo nie zaprasza się bezpośrednio.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Tick the players to invite now; you can invite others from the lobby later.</source>
        <translation>Zaznacz graczy, których chcesz zaprosić teraz; pozostałych możesz zaprosić później z poczekalni.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Nobody is in the lobby yet; invite players from the lobby once they appear.</source>
        <translation>W poczekalni nie ma jeszcze nikogo; zaproś graczy z poczekalni, gdy się pojawią.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Your friends list is empty: add friends in the lobby (New friend), or invite players to this table from the lobby.</source>
        <translation>Twoja lista znajomych jest pusta: dodaj znajomych w poczekalni (Nowy znajomy) albo zaproś graczy do tego stołu z poczekalni.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Any skill</source>
        <translation>Dowolny poziom</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Opponents&apos; rating</source>
        <translation>Ranking przeciwników</translation>
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
        <translation>Zezwól na podpowiedzi (mecz z podpowiedziami nie liczy się do rankingu)</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Open the table</source>
        <translation>Otwórz stół</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Seats</source>
        <translation>Miejsca</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A player on the network</source>
        <translation>Gracz z sieci</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Computer: %1 (rating %2)</source>
        <translation>Komputer: %1 (ranking %2)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Rules</source>
        <translation>Zasady</translation>
    </message>
    <message>
        <location line="+74"/>
        <source>Leave at least one seat for a player on the network.</source>
        <translation>Zostaw co najmniej jedno miejsce dla gracza z sieci.</translation>
    </message>
</context>
<context>
    <name>JoinDialog</name>
    <message>
        <location filename="../../cardsuite/ui/lan/joindialog.py" line="+19"/>
        <source>Join by address</source>
        <translation>Dołącz po adresie</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>For a table the lobby does not list: the address of the host&apos;s computer and the port its table is open on (the host&apos;s table chat says it).</source>
        <translation>Dla stołu, którego nie ma na liście w poczekalni: adres komputera gospodarza i port, na którym jego stół jest otwarty (podaje go czat przy stole gospodarza).</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>for example 192.168.1.20</source>
        <translation>na przykład 192.168.1.20</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Address</source>
        <translation>Adres</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Port</source>
        <translation>Port</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Join</source>
        <translation>Dołącz</translation>
    </message>
</context>
<context>
    <name>Keyboard</name>
    <message>
        <location filename="../../cardsuite/ui/toolkit/tablekeys.py" line="+55"/>
        <source>The picked cards cannot go there.</source>
        <translation>Podniesionych kart nie można tam położyć.</translation>
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
        <translation>Nowa gra (w grę przy stole albo wybraną na ekranie startowym)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Resume the latest match</source>
        <translation>Wznów ostatnią partię</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Leave the table</source>
        <translation>Opuść stół</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Quit</source>
        <translation>Zakończ</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Every table</source>
        <translation>Każdy stół</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Arrow keys</source>
        <translation>Strzałki</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Move the focus to the nearest card, pile or button that way</source>
        <translation>Przenieś zaznaczenie na najbliższą kartę, stos lub przycisk w tę stronę</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Move the focus to the next / previous card, pile or button</source>
        <translation>Przenieś zaznaczenie na następną / poprzednią kartę, stos lub przycisk</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Do what a click does: play the card, take from the pile, press the button; with cards picked up, put them on the focused place</source>
        <translation>To samo co kliknięcie: zagraj kartę, weź ze stosu, naciśnij przycisk; z podniesionymi kartami – połóż je na zaznaczonym miejscu</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Space</source>
        <translation>Spacja</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Pick up the focused card (and the cards on it), as the start of a drag</source>
        <translation>Podnieś zaznaczoną kartę (i karty na niej), jak na początku przeciągania</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ctrl+Space</source>
        <translation>Ctrl+Spacja</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>What Ctrl+click does</source>
        <translation>To samo co Ctrl+kliknięcie</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Put picked-up cards back, or close a question</source>
        <translation>Odłóż podniesione karty albo zamknij pytanie</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Turn the tips on or off</source>
        <translation>Włącz lub wyłącz podpowiedzi</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Close the tip shown, as its green X does (Enter: with the focus on the tip)</source>
        <translation>Zamknij widoczną podpowiedź, jak jej zielony X (Enter: gdy zaznaczenie jest na podpowiedzi)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>At a LAN table: move between the table and its chat, and back</source>
        <translation>Przy stole w sieci LAN: przejdź ze stołu do czatu przy stole i z powrotem</translation>
    </message>
    <message>
        <location filename="../../cardsuite/games/spider/table/table.py" line="+96"/>
        <source>Space, then Enter</source>
        <translation>Spacja, potem Enter</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pick up a run, then put it on the focused column</source>
        <translation>Podnieś sekwens, potem połóż go na zaznaczonej kolumnie</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Deal a row</source>
        <translation>Rozdaj rząd</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Undo</source>
        <translation>Cofnij</translation>
    </message>
    <message>
        <location filename="../../cardsuite/games/schnapsen/table/table.py" line="+69"/>
        <source>Close the talon</source>
        <translation>Zamknij stos</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Exchange the trump jack</source>
        <translation>Podmień waleta atutowego</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Lead the focused king or queen and announce its marriage</source>
        <translation>Zagraj zaznaczonego króla lub damę i zgłoś meldunek</translation>
    </message>
    <message>
        <location filename="../../cardsuite/games/canasta/table/table.py" line="-272"/>
        <source>Space / Ctrl+Space</source>
        <translation>Spacja / Ctrl+Spacja</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Select or unselect the focused hand card</source>
        <translation>Zaznacz lub odznacz zaznaczoną kartę z ręki</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>On a hand card: lay it (or the selection) as a click does, or select it when it fits no meld; on a meld or the discard pile: put the selection there</source>
        <translation>Na karcie z ręki: wyłóż ją (albo zaznaczone karty) jak kliknięciem lub zaznacz ją, gdy nie pasuje do żadnego meldunku; na meldunku lub stosie odkrytym: połóż tam zaznaczone karty</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Draw from the stock</source>
        <translation>Dobierz z zakrytego stosu</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Take the discard pile</source>
        <translation>Przejmij stos odkryty</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Take the pile with the cards put beside its top card</source>
        <translation>Przejmij stos z kartami położonymi obok jego wierzchniej karty</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Take back the cards laid this turn</source>
        <translation>Wróć: weź z powrotem na rękę karty wyłożone w tej turze</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Go out</source>
        <translation>Zakończ rundę</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Double the stake</source>
        <translation>Podwój stawkę</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ask your partner: may I go out?</source>
        <translation>Zapytaj partnera: czy mogę zakończyć?</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sort the hand by suit or by rank</source>
        <translation>Sortuj rękę według kolorów lub figur</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../../cardsuite/games/schnapsen/table/table.py" line="+1"/>
        <location filename="../../cardsuite/games/spider/table/table.py" line="-1"/>
        <source>Show the move the strongest bot would make, and why</source>
        <translation>Pokaż ruch, który wykonałby najsilniejszy bot, i dlaczego</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Spread the discard pile open to read it (V again, or Esc, closes it)</source>
        <translation>Rozłóż stos odkryty, by go przejrzeć (ponowne V albo Esc go składa)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Look under the focused meld, yours or the other side&apos;s (again, or Esc, closes the look)</source>
        <translation>Zajrzyj pod zaznaczony meldunek, swój lub przeciwników (ten sam klawisz albo Esc kończy podgląd)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The eye: point out the other side&apos;s melds</source>
        <translation>Oko: wskaż meldunki przeciwników</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The recent turns of every player (R again, or Esc, closes them)</source>
        <translation>Ostatnie ruchy każdego gracza (ponowne R lub Esc zamyka)</translation>
    </message>
    <message>
        <location filename="../../cardsuite/ui/app/keyshelp.py" line="+27"/>
        <location line="+18"/>
        <source>Keyboard</source>
        <translation>Klawiatura</translation>
    </message>
    <message>
        <location line="-7"/>
        <location line="+9"/>
        <source>Close</source>
        <translation>Zamknij</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>New game</source>
        <translation>Nowa gra</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Keyboard</source>
        <translation>&amp;Klawiatura</translation>
    </message>
    <message>
        <location filename="../../cardsuite/ui/toolkit/accessibility.py" line="+50"/>
        <source>Read the whole position aloud (for a screen reader)</source>
        <translation>Odczytaj na głos całą sytuację na stole (dla czytnika ekranu)</translation>
    </message>
    <message>
        <location filename="../../cardsuite/games/spider/table/practice.py" line="+38"/>
        <source>Redo</source>
        <translation>Ponów</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Stop the demo</source>
        <translation>Zatrzymaj pokaz</translation>
    </message>
</context>
<context>
    <name>LanPlay</name>
    <message>
        <location filename="../../cardsuite/ui/lan/lanplay.py" line="+217"/>
        <source>The table cannot be reached from the network</source>
        <translation>Stół nie jest dostępny z sieci</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 sat down at the table.</source>
        <translation>%1 dosiada się do stołu.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 left the table.</source>
        <translation>%1 odchodzi od stołu.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Your table is open on port %1.</source>
        <translation>Twój stół jest otwarty na porcie %1.</translation>
    </message>
    <message>
        <location line="+42"/>
        <source>Waiting for %1…</source>
        <translation>Czekamy na: %1…</translation>
    </message>
    <message>
        <location filename="../../cardsuite/ui/lan/seatquestions.py" line="+43"/>
        <source>Someone calling themselves %1 (at %2) asks for %3&apos;s seat — allow?</source>
        <translation>Ktoś podający się za %1 (z adresu %2) prosi o miejsce gracza %3 — zgodzić się?</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 (at %2) wants %3&apos;s seat — allow?</source>
        <translation>%1 (z adresu %2) chce miejsce gracza %3 — zgodzić się?</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A seat is asked for</source>
        <translation>Ktoś prosi o miejsce</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Allow it only if %1 is the player who sat there, or should take over that seat and its cards.</source>
        <translation>Zgódź się tylko wtedy, gdy %1 to gracz, który tam siedział, albo ma przejąć to miejsce i jego karty.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Allow</source>
        <translation>Zgódź się</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Refuse</source>
        <translation>Odmów</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>You gave %1&apos;s seat to %2 (at %3).</source>
        <translation>Oddano miejsce gracza %1 graczowi %2 (z adresu %3).</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>You refused %1&apos;s seat to %2 (at %3).</source>
        <translation>Odmówiono graczowi %2 (z adresu %3) miejsca gracza %1.</translation>
    </message>
    <message>
        <location filename="../../cardsuite/ui/lan/lanplay.py" line="-140"/>
        <source>The lobby cannot hear the network: its status line says why.</source>
        <translation>Poczekalnia nie słyszy sieci: dlaczego, mówi jej wiersz stanu.</translation>
    </message>
    <message>
        <location line="+211"/>
        <source>Connected; waiting for the host to seat you…</source>
        <translation>Połączono; czekasz, aż gospodarz da ci miejsce…</translation>
    </message>
    <message>
        <location line="+69"/>
        <source>Join a table</source>
        <translation>Dołącz do stołu</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The host&apos;s address and port (for example 192.168.1.20:47475):</source>
        <translation>Adres i port gospodarza (na przykład 192.168.1.20:47475):</translation>
    </message>
    <message>
        <location line="+6"/>
        <location line="+27"/>
        <source>Could not join the table</source>
        <translation>Nie udało się dołączyć do stołu</translation>
    </message>
    <message>
        <location line="-27"/>
        <source>Write the address and the port as address:port.</source>
        <translation>Wpisz adres i port w postaci adres:port.</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>%1

The seat this app kept for that table is no longer yours there, so it was forgotten. Join again to sit down as a new player, or ask the host for your seat&apos;s code.</source>
        <translation>%1

Miejsce zapamiętane przez aplikację przy tym stole nie jest już twoje, więc zostało zapomniane. Dołącz ponownie, aby usiąść jako nowy gracz, albo poproś gospodarza o kod swojego miejsca.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Could not rejoin the table</source>
        <translation>Nie udało się wrócić do stołu</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1

The host&apos;s app may be closed, or the table not open yet. This app keeps your seat: try again later, or forget it if that match is over.</source>
        <translation>%1

Aplikacja gospodarza może być zamknięta albo stół nie jest jeszcze otwarty. Ta aplikacja zachowuje twoje miejsce: spróbuj później albo zapomnij je, jeśli ta partia już się skończyła.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Forget this seat</source>
        <translation>Zapomnij to miejsce</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Your seat&apos;s code</source>
        <translation>Kod twojego miejsca</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1

The code the host gave you for your seat:</source>
        <translation>%1

Kod, który gospodarz podał ci dla twojego miejsca:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Join</source>
        <translation>Dołącz</translation>
    </message>
</context>
<context>
    <name>LobbyWindow</name>
    <message>
        <location filename="../../cardsuite/ui/lan/rulesummary.py" line="+61"/>
        <source>yes</source>
        <translation>tak</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no</source>
        <translation>nie</translation>
    </message>
    <message>
        <location filename="../../cardsuite/ui/lan/lobby.py" line="+57"/>
        <location line="+5"/>
        <source>Play on the network</source>
        <translation>Graj w sieci</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Back to the games</source>
        <translation>Wróć do gier</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Tables</source>
        <translation>Stoły</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Game</source>
        <translation>Gra</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Host</source>
        <translation>Gospodarz</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Rules</source>
        <translation>Zasady</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Seats</source>
        <translation>Miejsca</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Free</source>
        <translation>Wolne</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>No tables yet. Host one, or wait: tables on the network appear here by themselves.</source>
        <translation>Na razie nie ma stołów. Załóż własny albo poczekaj: stoły z sieci pojawią się tu same.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Join</source>
        <translation>Dołącz</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Join by address…</source>
        <translation>Dołącz po adresie…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Host a table…</source>
        <translation>Załóż stół…</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Players</source>
        <translation>Gracze</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Name</source>
        <translation>Gracz</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Now</source>
        <translation>Teraz</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Invite</source>
        <translation>Zaproś</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+313"/>
        <source>New friend</source>
        <translation>Nowy znajomy</translation>
    </message>
    <message>
        <location line="-312"/>
        <location line="+249"/>
        <source>Ignore</source>
        <translation>Ignoruj</translation>
    </message>
    <message>
        <location line="-248"/>
        <location line="+346"/>
        <location line="+39"/>
        <source>Player info</source>
        <translation>O graczu</translation>
    </message>
    <message>
        <location line="-382"/>
        <source>Chat</source>
        <translation>Czat</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Say something to everyone in the lobby</source>
        <translation>Napisz coś do wszystkich w poczekalni</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Send</source>
        <translation>Wyślij</translation>
    </message>
    <message>
        <location line="+52"/>
        <source>You are %1 on the network. Tables and players announce themselves about once a second.</source>
        <translation>W sieci występujesz jako %1. Stoły i gracze ogłaszają się mniej więcej co sekundę.</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>%1 (ignored)</source>
        <translation>%1 (ignorujesz)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Friends not here now: %1</source>
        <translation>Znajomi, których teraz nie ma: %1</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>%1 at %2&apos;s table (%3:%4)</source>
        <translation>%1 przy stole gracza %2 (%3:%4)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Rules: %1</source>
        <translation>Zasady: %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Seats: %1</source>
        <translation>Miejsca: %1</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 (computer)</source>
        <translation>%1 (komputer)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>free seat</source>
        <translation>wolne miejsce</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>full</source>
        <translation>komplet</translation>
    </message>
    <message numerus="yes">
        <location line="+0"/>
        <source>%n free</source>
        <translation>
            <numerusform>%n wolne miejsce</numerusform>
            <numerusform>%n wolne miejsca</numerusform>
            <numerusform>%n wolnych miejsc</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>by invitation</source>
        <translation>na zaproszenie</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the host&apos;s friends only</source>
        <translation>tylko znajomi gospodarza</translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+191"/>
        <source>a game</source>
        <translation>gra</translation>
    </message>
    <message>
        <location line="-187"/>
        <source>playing %1 with %2</source>
        <translation>przy stole: %1, przeciwnicy: %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>playing %1</source>
        <translation>przy stole: %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>hosting %1</source>
        <translation>gospodarz stołu: %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>in the lobby</source>
        <translation>w poczekalni</translation>
    </message>
    <message>
        <location line="+55"/>
        <source>Pick a table to see its rules and seats.</source>
        <translation>Wybierz stół, aby zobaczyć jego zasady i miejsca.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>You have a seat here: Join takes you back to it.</source>
        <translation>Masz tu miejsce: Dołącz zabierze cię z powrotem na nie.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Duel tables are open to everyone on the network; nobody is invited directly.</source>
        <translation>Stoły pojedynków są otwarte dla wszystkich w sieci; nikogo nie zaprasza się bezpośrednio.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Host a table first, then invite players to it.</source>
        <translation>Najpierw załóż stół, potem zaproś do niego graczy.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Unignore</source>
        <translation>Przestań ignorować</translation>
    </message>
    <message>
        <location line="+54"/>
        <source>%1 is invited to your table; waiting for the answer.</source>
        <translation>%1 ma zaproszenie do Twojego stołu; czekamy na odpowiedź.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A player</source>
        <translation>Gracz</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 accepted your invitation.</source>
        <translation>%1: zaproszenie przyjęte.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 declined your invitation.</source>
        <translation>%1: zaproszenie odrzucone.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Remove friend</source>
        <translation>Usuń znajomego</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>%1 is no longer on your friends list.</source>
        <translation>%1 nie jest już na Twojej liście znajomych.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 is now your friend: listed first, and you hear when they come online or host a table.</source>
        <translation>%1 jest teraz Twoim znajomym: na początku listy, a Ty dowiesz się, gdy pojawi się w sieci lub założy stół.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Your friends list could not be saved (%1); the change holds until you quit.</source>
        <translation>Nie udało się zapisać listy znajomych (%1); zmiana obowiązuje do zamknięcia programu.</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>Your friend %1 is hosting %2.</source>
        <translation>Twój znajomy %1 założył stół: %2.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your friend %1 is online.</source>
        <translation>Twój znajomy %1 jest w sieci.</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>none yet</source>
        <translation>na razie brak</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Name: %1
Games played: %2
Rating: %3
Now: %4</source>
        <translation>Gracz: %1
Rozegrane gry: %2
Ranking: %3
Teraz: %4</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>On your friends list.</source>
        <translation>Na Twojej liście znajomych.</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Invitation</source>
        <translation>Zaproszenie</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 invites you to play %2 at their table.</source>
        <translation>%1 zaprasza Cię do swojego stołu. Gra: %2.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Accept to join the table now.</source>
        <translation>Przyjmij, aby od razu dosiąść się do stołu.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Accept</source>
        <translation>Przyjmij</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Decline</source>
        <translation>Odmów</translation>
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
        <translation>&amp;Gra</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;New game</source>
        <translation>&amp;Nowa gra</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Resume</source>
        <translation>&amp;Wznów</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Resume the latest match</source>
        <translation>Wznów ostatnią partię</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Leave table</source>
        <translation>&amp;Opuść stół</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Back to the &amp;start screen (keep the match)</source>
        <translation>Wróć do &amp;ekranu startowego (partia zostaje zapisana)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Join a table on the network…</source>
        <translation>&amp;Dołącz do stołu w sieci…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>S&amp;tatistics…</source>
        <translation>S&amp;tatystyki…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Quit</source>
        <translation>&amp;Zakończ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Settings</source>
        <translation>&amp;Ustawienia</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Settings…</source>
        <translation>&amp;Ustawienia…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Card &amp;back</source>
        <translation>&amp;Rewers kart</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Table &amp;colour…</source>
        <translation>&amp;Kolor stołu…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Animation speed</source>
        <translation>&amp;Szybkość animacji</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Show &amp;hints</source>
        <translation>Pokazuj &amp;podpowiedzi</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Language</source>
        <translation>&amp;Język</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>System language</source>
        <translation>Język systemu</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Help</source>
        <translation>Pomo&amp;c</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Rules</source>
        <translation>&amp;Zasady</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;About cardsuite</source>
        <translation>&amp;O programie cardsuite</translation>
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
        <translation>Nie udało się użyć niektórych plików</translation>
    </message>
    <message>
        <location line="+61"/>
        <source>Your unfinished match of %1 was saved by a newer version of cardsuite, so this one cannot resume it. A new match takes its place; the old save is kept aside in %2, for the newer version.</source>
        <translation>Twoja niedokończona partia gry %1 została zapisana przez nowszą wersję cardsuite, więc ta wersja nie może jej wznowić. Jej miejsce zajmie nowa partia; stary zapis zostanie zachowany osobno w folderze %2, dla nowszej wersji.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Your unfinished match of %1 cannot be resumed. A new match takes its place; the old save is kept aside in %2.</source>
        <translation>Twojej niedokończonej partii gry %1 nie można wznowić. Jej miejsce zajmie nowa partia; stary zapis zostanie zachowany osobno w folderze %2.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Start a new match?</source>
        <translation>Rozpocząć nową partię?</translation>
    </message>
    <message>
        <location line="-11"/>
        <source>You have an unfinished match of %1. A new match replaces it.</source>
        <translation>Masz niedokończoną partię gry %1. Nowa partia ją zastąpi.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Start a new match</source>
        <translation>Rozpocznij nową partię</translation>
    </message>
    <message>
        <location line="-23"/>
        <location line="+40"/>
        <source>The game could not be started</source>
        <translation>Nie udało się rozpocząć gry</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>This match cannot be resumed</source>
        <translation>Tej partii nie można wznowić</translation>
    </message>
    <message>
        <location line="-2"/>
        <source>Nothing to resume</source>
        <translation>Nie ma czego wznowić</translation>
    </message>
    <message>
        <location line="-171"/>
        <source>There is no unfinished match of %1 to resume.</source>
        <translation>Nie ma niedokończonej partii gry %1.</translation>
    </message>
    <message>
        <location line="-3"/>
        <source>the match in it is already over</source>
        <translation>zapisana partia jest już zakończona</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The saved match of %1 could not be read back (%2). The file was left as it is at %3.</source>
        <translation>Nie udało się odczytać zapisanej partii gry %1 (%2). Plik pozostał bez zmian: %3.</translation>
    </message>
    <message>
        <location line="+138"/>
        <source>The old save of %1 is kept as %2.</source>
        <translation>Stary zapis gry %1 zachowano jako %2.</translation>
    </message>
    <message>
        <location line="+48"/>
        <source>Discard the saved match?</source>
        <translation>Usunąć zapisaną partię?</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The unfinished match of %1 will be deleted.</source>
        <translation>Niedokończona partia gry %1 zostanie usunięta.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Discard</source>
        <translation>Usuń</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The match could not be saved: %1</source>
        <translation>Nie udało się zapisać partii: %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The match is not being saved</source>
        <translation>Partia nie jest zapisywana</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>The table could not be opened</source>
        <translation>Nie udało się otworzyć stołu</translation>
    </message>
    <message>
        <location line="-15"/>
        <source>The result could not be saved in the statistics: %1</source>
        <translation>Nie udało się zapisać wyniku w statystykach: %1</translation>
    </message>
    <message>
        <location line="+57"/>
        <source>Leaving counts as a loss in your statistics.</source>
        <translation>Wyjście liczy się w Twoich statystykach jako przegrana.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Leave the table?</source>
        <translation>Opuścić stół?</translation>
    </message>
    <message>
        <location line="-3"/>
        <source>The match ends here and cannot be resumed.</source>
        <translation>Partia zakończy się teraz i nie będzie można jej wznowić.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Leave</source>
        <translation>Opuść</translation>
    </message>
    <message>
        <location filename="../../cardsuite/ui/app/windowdialogs.py" line="+43"/>
        <source>Settings not saved</source>
        <translation>Ustawienia nie zostały zapisane</translation>
    </message>
    <message>
        <location line="+48"/>
        <source>Table colour</source>
        <translation>Kolor stołu</translation>
    </message>
    <message>
        <location line="+47"/>
        <source>none yet</source>
        <translation>na razie brak</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>settings</source>
        <translation>ustawienia</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>saves</source>
        <translation>zapisane partie</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>statistics</source>
        <translation>statystyki</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>config folder</source>
        <translation>folder konfiguracji</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>data folder</source>
        <translation>folder danych</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&lt;h3&gt;cardsuite %1&lt;/h3&gt;&lt;p&gt;Classic card games on your own desktop.&lt;/p&gt;&lt;p&gt;Games: %2&lt;/p&gt;&lt;p&gt;Your settings and saved matches are kept in:&lt;br&gt;%3&lt;/p&gt;</source>
        <translation>&lt;h3&gt;cardsuite %1&lt;/h3&gt;&lt;p&gt;Klasyczne gry karciane na Twoim komputerze.&lt;/p&gt;&lt;p&gt;Gry: %2&lt;/p&gt;&lt;p&gt;Ustawienia i zapisane partie są przechowywane w:&lt;br&gt;%3&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>About cardsuite</source>
        <translation>O programie cardsuite</translation>
    </message>
</context>
<context>
    <name>Network</name>
    <message>
        <location filename="../../cardsuite/play/seats.py" line="+29"/>
        <source>Waiting…</source>
        <translation>Oczekiwanie…</translation>
    </message>
    <message>
        <location filename="../../cardsuite/net/protocol.py" line="+37"/>
        <source>The table is full.</source>
        <translation>Przy stole nie ma wolnych miejsc.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This table is for invited players only.</source>
        <translation>Ten stół jest tylko dla zaproszonych graczy.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>That seat cannot be reclaimed: the seat token is not valid.</source>
        <translation>Nie można wrócić na to miejsce: żeton miejsca jest nieważny.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The first message was not a valid greeting.</source>
        <translation>Pierwsza wiadomość nie była prawidłowym powitaniem.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The table is closed.</source>
        <translation>Stół jest zamknięty.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your rating is outside this table&apos;s skill range.</source>
        <translation>Twój ranking jest poza zakresem poziomu tego stołu.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This table is for the host&apos;s friends only.</source>
        <translation>Ten stół jest tylko dla znajomych gospodarza.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your name must have at least one visible letter; choose another.</source>
        <translation>Twoje imię musi mieć co najmniej jedną widoczną literę; wybierz inne.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Someone at this table already has that name; choose another.</source>
        <translation>Ktoś przy tym stole ma już to imię; wybierz inne.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>That seat belongs to a player who was at this table before. Ask the host for the seat&apos;s code and type it when you join.</source>
        <translation>To miejsce należy do gracza, który wcześniej siedział przy tym stole. Poproś gospodarza o kod miejsca i wpisz go przy dołączaniu.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>That is not the seat&apos;s code. Ask the host for the code again.</source>
        <translation>To nie jest kod tego miejsca. Poproś gospodarza ponownie o kod.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The host did not give you that seat.</source>
        <translation>Gospodarz nie dał ci tego miejsca.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The host is already deciding who gets that seat; try again in a moment.</source>
        <translation>Gospodarz właśnie decyduje, kto dostanie to miejsce; spróbuj ponownie za chwilę.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Too many malformed messages; the host closed the connection.</source>
        <translation>Zbyt wiele błędnych wiadomości; gospodarz zamknął połączenie.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Too many messages at once; the host closed the connection.</source>
        <translation>Zbyt wiele wiadomości naraz; gospodarz zamknął połączenie.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A message was too large; the host closed the connection.</source>
        <translation>Wiadomość była za duża; gospodarz zamknął połączenie.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You left the table.</source>
        <translation>Opuszczono stół.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The host closed the table.</source>
        <translation>Gospodarz zamknął stół.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The host ended the match and closed the table.</source>
        <translation>Gospodarz zakończył partię i zamknął stół.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The host could not handle that message; nothing at the table changed.</source>
        <translation>Gospodarz nie mógł obsłużyć tej wiadomości; przy stole nic się nie zmieniło.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The host could not seat you; nothing at the table changed. Please try again.</source>
        <translation>Gospodarz nie mógł cię posadzić przy stole; nic się nie zmieniło. Spróbuj ponownie.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your connection did not keep up with the table; the host closed it.</source>
        <translation>Twoje połączenie nie nadążało za stołem; gospodarz je zamknął.</translation>
    </message>
    <message>
        <location line="+53"/>
        <source>&apos;{field}&apos; must be a whole number</source>
        <translation>Pole &apos;{field}&apos; musi być liczbą całkowitą</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&apos;{field}&apos; must be from {lo} to {hi}</source>
        <translation>Pole &apos;{field}&apos; musi mieć wartość od {lo} do {hi}</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>&apos;{field}&apos; must be true or false</source>
        <translation>Pole &apos;{field}&apos; musi mieć wartość true lub false</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>&apos;{field}&apos; must be text</source>
        <translation>Pole &apos;{field}&apos; musi być tekstem</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&apos;{field}&apos; must not contain control characters</source>
        <translation>Pole &apos;{field}&apos; nie może zawierać znaków sterujących</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&apos;{field}&apos; must be {hi} characters long</source>
        <translation>Pole &apos;{field}&apos; musi mieć długość {hi} znaków</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&apos;{field}&apos; must be {lo} to {hi} characters long</source>
        <translation>Pole &apos;{field}&apos; musi mieć od {lo} do {hi} znaków</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>&apos;{field}&apos; must be hexadecimal digits</source>
        <translation>Pole &apos;{field}&apos; musi składać się z cyfr szesnastkowych</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>&apos;{field}&apos; must be one of: {choices}</source>
        <translation>Pole &apos;{field}&apos; musi mieć jedną z wartości: {choices}</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>&apos;{field}&apos; must be an object</source>
        <translation>Pole &apos;{field}&apos; musi być obiektem</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>&apos;{field}&apos; must be a list</source>
        <translation>Pole &apos;{field}&apos; musi być listą</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&apos;{field}&apos; may hold at most {hi} items</source>
        <translation>Liczba elementów w polu &apos;{field}&apos; nie może przekraczać {hi}</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>&apos;{field}&apos; is missing</source>
        <translation>Brak pola &apos;{field}&apos;</translation>
    </message>
    <message>
        <location line="+79"/>
        <source>A message must be a JSON object.</source>
        <translation>Wiadomość musi być obiektem JSON.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A message needs a &apos;type&apos; naming what it is.</source>
        <translation>Wiadomość musi mieć pole &apos;type&apos; określające jej rodzaj.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>unknown message type {kind}</source>
        <translation>nieznany typ wiadomości {kind}</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&apos;{fields}&apos; must have the same length</source>
        <translation>Pola &apos;{fields}&apos; muszą mieć tę samą długość</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&apos;seat&apos; must be one of the table&apos;s seats</source>
        <translation>Pole &apos;seat&apos; musi wskazywać jedno z miejsc przy stole</translation>
    </message>
    <message>
        <location line="+30"/>
        <location line="+6"/>
        <source>A message was not valid UTF-8 text.</source>
        <translation>Wiadomość nie była poprawnym tekstem UTF-8.</translation>
    </message>
    <message>
        <location line="-2"/>
        <source>A message was not valid JSON.</source>
        <translation>Wiadomość nie była poprawnym JSON-em.</translation>
    </message>
    <message>
        <location line="+35"/>
        <location line="+37"/>
        <location line="+22"/>
        <location line="+8"/>
        <source>A message of {size} bytes is over the limit of {limit}.</source>
        <translation>Rozmiar wiadomości ({size} B) przekracza limit {limit} B.</translation>
    </message>
    <message>
        <location line="+66"/>
        <source>The host plays protocol {theirs} (cardsuite {their_app}); you have {ours} ({our_app}).</source>
        <translation>Gospodarz używa protokołu {theirs} (cardsuite {their_app}); Ty masz {ours} ({our_app}).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The player has protocol {ours} (cardsuite {our_app}); the host plays {theirs} ({their_app}).</source>
        <translation>Gracz ma protokół {ours} (cardsuite {our_app}); gospodarz używa {theirs} ({their_app}).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>A player with protocol {theirs} (cardsuite {their_app}) was refused; this host plays {ours} ({our_app}).</source>
        <translation>Odmówiono graczowi z protokołem {theirs} (cardsuite {their_app}); ten gospodarz używa {ours} ({our_app}).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The host plays protocol {ours} (cardsuite {our_app}); you have {theirs} ({their_app}).</source>
        <translation>Gospodarz używa protokołu {ours} (cardsuite {our_app}); Ty masz {theirs} ({their_app}).</translation>
    </message>
    <message>
        <location filename="../../cardsuite/net/server.py" line="+52"/>
        <source>The greeting was already made.</source>
        <translation>Powitanie już nastąpiło.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your seat was reclaimed by a newer connection.</source>
        <translation>Twoje miejsce przejęło nowsze połączenie.</translation>
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
        <translation>Ty</translation>
    </message>
    <message>
        <location filename="../../cardsuite/ui/app/newgame.py" line="+47"/>
        <source>New game: %1</source>
        <translation>Nowa gra: %1</translation>
    </message>
    <message>
        <location line="+38"/>
        <location line="+156"/>
        <source>%1 (rating %2)</source>
        <translation>%1 (ranking %2)</translation>
    </message>
    <message>
        <location line="-171"/>
        <source>Who plays</source>
        <translation>Kto gra</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Computer skill from</source>
        <translation>Poziom komputera od</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>to</source>
        <translation>do</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Rules</source>
        <translation>Zasady</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Deal</source>
        <translation>Rozdanie</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>random</source>
        <translation>losowe</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Leave empty for a new deal; enter a deal number to play that deal again.</source>
        <translation>Zostaw puste, aby rozdać nowe karty; wpisz numer rozdania, aby zagrać je ponownie.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Deal number</source>
        <translation>Numer rozdania</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Start</source>
        <translation>Rozpocznij</translation>
    </message>
    <message>
        <location line="+84"/>
        <source>Every seat is played by a person at this screen; the screen is passed between turns.</source>
        <translation>Na każdym miejscu gra osoba przy tym ekranie; ekran przekazuje się między turami.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your opponent plays at the level %1.</source>
        <translation>Przeciwnik gra na poziomie: %1.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Each computer player plays at the level %1.</source>
        <translation>Każdy gracz komputerowy gra na poziomie %1.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Your opponent is picked at random among: %1.</source>
        <translation>Przeciwnik zostanie wylosowany spośród: %1.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Each computer player is picked at random among: %1.</source>
        <translation>Każdy gracz komputerowy jest losowany spośród: %1.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>New to this game: for your first %1 matches the computer plays at %2. Change the computer skill above for stronger or weaker players.</source>
        <translation>Ta gra jest dla ciebie nowa: w pierwszych %1 partiach komputer gra na poziomie %2. Aby grać z silniejszymi lub słabszymi graczami, zmień poziom komputera powyżej.</translation>
    </message>
    <message>
        <location line="+65"/>
        <source>A deal number is a whole number from 0 to %1.</source>
        <translation>Numer rozdania to liczba całkowita od 0 do %1.</translation>
    </message>
</context>
<context>
    <name>OptionsForm</name>
    <message>
        <location filename="../../cardsuite/ui/app/optionsform.py" line="+157"/>
        <source>More rules</source>
        <translation>Więcej zasad</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Variant</source>
        <translation>Wariant</translation>
    </message>
</context>
<context>
    <name>QAbstractSpinBox</name>
    <message>
        <location filename="../../cardsuite/ui/toolkit/i18n.py" line="+77"/>
        <source>&amp;Select All</source>
        <translation>&amp;Zaznacz wszystko</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>&amp;Step up</source>
        <translation>Krok w &amp;górę</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Step &amp;down</source>
        <translation>Krok w &amp;dół</translation>
    </message>
</context>
<context>
    <name>QColorDialog</name>
    <message>
        <location line="-15"/>
        <source>Select Color</source>
        <translation>Wybierz kolor</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>&amp;Basic colors</source>
        <translation>&amp;Kolory podstawowe</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Custom colors</source>
        <translation>Kolory &amp;własne</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>&amp;Add to Custom Colors</source>
        <translation>&amp;Dodaj do kolorów własnych</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Pick Screen Color</source>
        <translation>&amp;Pobierz kolor z ekranu</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Hu&amp;e:</source>
        <translation>&amp;Barwa:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Sat:</source>
        <translation>&amp;Nasycenie:</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>&amp;Val:</source>
        <translation>&amp;Jasność:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Red:</source>
        <translation>&amp;Czerwony:</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>&amp;Green:</source>
        <translation>&amp;Zielony:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Bl&amp;ue:</source>
        <translation>Nie&amp;bieski:</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>A&amp;lpha channel:</source>
        <translation>Kanał &amp;alfa:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;HTML:</source>
        <translation>&amp;HTML:</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Cursor at %1, %2</source>
        <translation>Kursor w %1, %2</translation>
    </message>
</context>
<context>
    <name>QLineEdit</name>
    <message>
        <location line="+2"/>
        <source>&amp;Undo</source>
        <translation>&amp;Cofnij</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>&amp;Redo</source>
        <translation>&amp;Ponów</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cu&amp;t</source>
        <translation>W&amp;ytnij</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>&amp;Copy</source>
        <translation>S&amp;kopiuj</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Paste</source>
        <translation>&amp;Wklej</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Delete</source>
        <translation>Usuń</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Select All</source>
        <translation>Zaznacz wszystko</translation>
    </message>
</context>
<context>
    <name>QMessageBox</name>
    <message>
        <location line="-13"/>
        <source>Show Details...</source>
        <translation>Pokaż szczegóły...</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Hide Details...</source>
        <translation>Ukryj szczegóły...</translation>
    </message>
</context>
<context>
    <name>QPlatformTheme</name>
    <message>
        <location line="-9"/>
        <source>OK</source>
        <translation>OK</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Cancel</source>
        <translation>Anuluj</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Yes</source>
        <translation>&amp;Tak</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>&amp;No</source>
        <translation>&amp;Nie</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Yes to &amp;All</source>
        <translation>Tak dla &amp;wszystkich</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>N&amp;o to All</source>
        <translation>N&amp;ie dla wszystkich</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Close</source>
        <translation>Zamknij</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Apply</source>
        <translation>Zastosuj</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Reset</source>
        <translation>Wyczyść</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Restore Defaults</source>
        <translation>Przywróć domyślne</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Save</source>
        <translation>Zapisz</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Discard</source>
        <translation>Odrzuć</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Don&apos;t Save</source>
        <translation>Nie zapisuj</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Open</source>
        <translation>Otwórz</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Help</source>
        <translation>Pomoc</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Abort</source>
        <translation>Przerwij</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Retry</source>
        <translation>Ponów</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Ignore</source>
        <translation>Zignoruj</translation>
    </message>
</context>
<context>
    <name>QWidgetTextControl</name>
    <message>
        <location line="+15"/>
        <source>&amp;Copy</source>
        <translation>S&amp;kopiuj</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Copy &amp;Link Location</source>
        <translation>Skopiuj adres &amp;odsyłacza</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Select All</source>
        <translation>Zaznacz wszystko</translation>
    </message>
</context>
<context>
    <name>RemoteTable</name>
    <message>
        <location filename="../../cardsuite/ui/lan/remote.py" line="+117"/>
        <source>Back at the table.</source>
        <translation>Znów przy stole.</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>The match was left</source>
        <translation>Mecz został przerwany</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A player left the match before it was decided; it is not counted in your statistics. Close this table to go back to the start screen.</source>
        <translation>Jeden z graczy opuścił mecz przed jego rozstrzygnięciem; nie liczy się on do Twoich statystyk. Zamknij ten stół, aby wrócić do ekranu startowego.</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>Waiting for %1…</source>
        <translation>Czekamy na: %1…</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Deal verified</source>
        <translation>Rozdanie zweryfikowane</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The deal does not match its commitment</source>
        <translation>Rozdanie nie zgadza się z wcześniejszą deklaracją</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>The host closed the table</source>
        <translation>Gospodarz zamknął stół</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The match is saved on the host&apos;s computer and stops here; it is not counted in your statistics. Close this table: when the host resumes the match, rejoin it from the start screen.</source>
        <translation>Mecz jest zapisany na komputerze gospodarza i tu się zatrzymuje; nie liczy się do Twoich statystyk. Zamknij ten stół: gdy gospodarz wznowi mecz, wróć do niego z ekranu startowego.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The host left the match</source>
        <translation>Gospodarz opuścił mecz</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The match ended before it was decided; it is not counted in your statistics. Close this table to go back to the start screen.</source>
        <translation>Mecz zakończył się przed rozstrzygnięciem; nie liczy się do Twoich statystyk. Zamknij ten stół, aby wrócić do ekranu startowego.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Reconnecting…</source>
        <translation>Ponowne łączenie…</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Not connected to the host.</source>
        <translation>Brak połączenia z gospodarzem.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Waiting for the others to continue…</source>
        <translation>Czekamy, aż pozostali będą gotowi grać dalej…</translation>
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
        <translation>Rozdanie się skończyło.</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../../cardsuite/games/canasta/engine/reasons.py" line="-4"/>
        <location filename="../../cardsuite/games/schnapsen/engine/state.py" line="+4"/>
        <location filename="../../cardsuite/play/driver.py" line="+236"/>
        <source>It is not your turn.</source>
        <translation>To nie Twoja kolej.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>That move is not allowed now.</source>
        <translation>Ten ruch jest teraz niedozwolony.</translation>
    </message>
    <message>
        <location line="+5"/>
        <location filename="../../cardsuite/games/canasta/engine/reasons.py" line="+146"/>
        <location filename="../../cardsuite/games/schnapsen/engine/state.py" line="+14"/>
        <location line="+36"/>
        <source>That is not a move of this game.</source>
        <translation>To nie jest ruch tej gry.</translation>
    </message>
    <message>
        <location filename="../../cardsuite/games/canasta/engine/melds.py" line="+30"/>
        <source>Black 3s may be melded only when you go out.</source>
        <translation>Czarne trójki można wyłożyć tylko przy kończeniu.</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../../cardsuite/games/canasta/engine/reasons.py" line="+42"/>
        <source>Black 3s are melded without wild cards.</source>
        <translation>Czarne trójki wykłada się bez dzikich kart.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your {name} have {size} card{value}; a meld needs at least 3.</source>
        <translation>Twoje {name}: kart jest {size}; meldunek wymaga co najmniej 3.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A meld needs at least 2 natural cards; your {name} have {naturals}.</source>
        <translation>Meldunek wymaga co najmniej 2 kart naturalnych; Twoje {name} mają ich {naturals}.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A meld may not hold more wild cards than natural ones (your {name}: {naturals} natural, {wilds} wild).</source>
        <translation>Meldunek nie może mieć więcej dzikich kart niż naturalnych (Twoje {name}: naturalne {naturals}, dzikie {wilds}).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A meld holds at most 3 wild cards (your {name} have {wilds}).</source>
        <translation>Meldunek może mieć najwyżej 3 dzikie karty (Twoje {name} mają {wilds}).</translation>
    </message>
    <message>
        <location filename="../../cardsuite/games/canasta/engine/reasons.py" line="-191"/>
        <source>Seat {to_move} must answer the proposed double first.</source>
        <translation>Najpierw gracz na miejscu {to_move} musi odpowiedzieć na propozycję dublowania.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Seat {to_move} must answer the question &quot;may I go out?&quot; first.</source>
        <translation>Najpierw gracz na miejscu {to_move} musi odpowiedzieć na pytanie „czy mogę zakończyć?”.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Name at least one card.</source>
        <translation>Wskaż co najmniej jedną kartę.</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+36"/>
        <location line="+28"/>
        <location line="+31"/>
        <source>That is not a card of this game.</source>
        <translation>To nie jest karta tej gry.</translation>
    </message>
    <message>
        <location line="-93"/>
        <location line="+64"/>
        <source>A card can be named only once.</source>
        <translation>Każdą kartę można wskazać tylko raz.</translation>
    </message>
    <message>
        <location line="-60"/>
        <source>You do not hold {code}.</source>
        <translation>Nie masz karty {code}.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>No double has been proposed.</source>
        <translation>Nikt nie zaproponował dublowania.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Nobody has asked you anything.</source>
        <translation>Nikt Cię o nic nie pytał.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Answer yes or no.</source>
        <translation>Odpowiedz tak albo nie.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Answer first.</source>
        <translation>Najpierw odpowiedz.</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Answer your partner first.</source>
        <translation>Najpierw odpowiedz partnerowi.</translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+7"/>
        <source>You have already drawn this turn.</source>
        <translation>W tej turze już dobrałeś kartę.</translation>
    </message>
    <message>
        <location line="-4"/>
        <source>Take back the cards you laid before drawing from the stock (or take the pile with them).</source>
        <translation>Zanim dobierzesz z zakrytego stosu, weź z powrotem wyłożone karty (albo przejmij z nimi stos).</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Only natural {rank_plural} and wild cards can go with the top card.</source>
        <translation>Do wierzchniej karty pasują tylko naturalne {rank_plural} i dzikie karty.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Your partner said yes and you have laid as many cards as a turn allows: lay the rest of your cards to go out.</source>
        <translation>Partner się zgodził, a wyłożyłeś już tyle kart, ile pozwala jedna tura: aby zakończyć, wyłóż wszystkie pozostałe karty.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You have laid no cards this turn.</source>
        <translation>W tej turze nie wyłożyłeś żadnych kart.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>You can take back only cards you laid from your hand this turn; cards laid in earlier turns, and the cards used to take the pile, stay down.</source>
        <translation>Cofnąć możesz tylko karty wyłożone z ręki w tej turze; karty z wcześniejszych tur i te, którymi przejęto stos, zostają na stole.</translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+15"/>
        <source>Draw from the stock or take the pile first.</source>
        <translation>Najpierw dobierz z zakrytego stosu albo przejmij stos.</translation>
    </message>
    <message>
        <location line="-11"/>
        <location line="+23"/>
        <source>You do not hold that card.</source>
        <translation>Nie masz tej karty.</translation>
    </message>
    <message>
        <location line="-21"/>
        <source>Your partner said yes: you must go out this turn, so you may not discard.</source>
        <translation>Partner się zgodził: musisz zakończyć w tej turze, więc nie możesz odrzucić karty.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>After taking the pile with its black 3 you must go out this turn, or take the whole pickup back.</source>
        <translation>Po przejęciu stosu z czarną trójką musisz zakończyć w tej turze albo cofnąć całe przejęcie.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Discarding your last card goes out: use Go out.</source>
        <translation>Odrzucenie ostatniej karty kończy rundę: użyj przycisku Zakończ rundę.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Your partner said no: you may not go out this turn.</source>
        <translation>Partner się nie zgodził: w tej turze nie możesz zakończyć.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Meld all your cards first (or all but one, and discard it).</source>
        <translation>Najpierw wyłóż wszystkie karty (albo wszystkie poza jedną i ją odrzuć).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Meld all your other cards first: you go out by discarding your last card.</source>
        <translation>Najpierw wyłóż pozostałe karty: kończysz, odrzucając ostatnią kartę.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>There is no pickup to take back.</source>
        <translation>Nie ma przejęcia do cofnięcia.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Doubling is not allowed at this table.</source>
        <translation>Przy tym stole nie można dublować.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You may propose a double only before drawing.</source>
        <translation>Dublowanie możesz zaproponować tylko przed dobraniem.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Only the side that accepted the last double may propose the next one.</source>
        <translation>Następne dublowanie może zaproponować tylko strona, która przyjęła poprzednie.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Doubling would take the stake above the table&apos;s limit of {limit}.</source>
        <translation>Po dublowaniu stawka przekroczyłaby limit stołu ({limit}).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Asking the partner is not allowed at this table.</source>
        <translation>Przy tym stole nie można pytać partnera.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Draw first.</source>
        <translation>Najpierw dobierz.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You have already asked your partner this turn.</source>
        <translation>W tej turze już pytałeś partnera.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>After taking the pile with its black 3 you must go out anyway: there is nothing to ask.</source>
        <translation>Po przejęciu stosu z czarną trójką i tak musisz zakończyć: nie ma o co pytać.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You could not end the turn without going out, so there is nothing to ask.</source>
        <translation>Nie możesz skończyć tury bez zakończenia rozdania, więc nie ma o co pytać.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>You cannot go out this turn with your cards and your side&apos;s melds, so there is nothing to ask.</source>
        <translation>Twoimi kartami i meldunkami Twojej strony nie zakończysz w tej turze, więc nie ma o co pytać.</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Draw first: before drawing you may lay cards only to take the discard pile with them, while your side has no meld.</source>
        <translation>Najpierw dobierz: przed dobraniem możesz wykładać karty tylko po to, by przejąć nimi stos, dopóki Twoja strona nie ma meldunku.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>A turn allows {allowed} cards to be laid; you have laid {laid}. Take cards back if you need to, and finish the turn.</source>
        <translation>Liczba kart, które można wyłożyć w jednej turze: {allowed}; wyłożonych kart: {laid}. W razie potrzeby cofnij karty i zakończ turę.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Melds are made of aces, black 3s or 4s to kings (2s and jokers are wild).</source>
        <translation>Meldunki tworzą asy, czarne trójki albo karty od czwórek do królów (dwójki i jokery są dzikie).</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>{code} does not belong with the {rank_plural}.</source>
        <translation>Karta {code} nie pasuje do meldunku ({rank_plural}).</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Lay a natural card first: wild cards join a meld of natural {rank_plural}.</source>
        <translation>Najpierw wyłóż kartę naturalną: dzikie karty dołączają do meldunku naturalnych kart ({rank_plural}).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A meld holds at most 3 wild cards.</source>
        <translation>Meldunek może mieć najwyżej 3 dzikie karty.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Add natural {rank_plural} first: a meld may not hold more wild cards than natural ones.</source>
        <translation>Najpierw dołóż naturalne karty ({rank_plural}): meldunek nie może mieć więcej dzikich kart niż naturalnych.</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>{code} cannot make a meld this turn: a meld needs at least {need}.</source>
        <translation>{code} nie utworzy w tej turze meldunku: meldunek wymaga co najmniej: {need}.</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>These %n {rank_plural} cannot make a meld this turn: a meld needs at least {need}.</source>
        <translation>
            <numerusform>Ta %n karta ({rank_plural}) nie utworzy w tej turze meldunku: meldunek wymaga co najmniej: {need}.</numerusform>
            <numerusform>Te %n karty ({rank_plural}) nie utworzą w tej turze meldunku: meldunek wymaga co najmniej: {need}.</numerusform>
            <numerusform>Tych %n kart ({rank_plural}) nie utworzy w tej turze meldunku: meldunek wymaga co najmniej: {need}.</numerusform>
        </translation>
    </message>
    <message>
        <location line="-5"/>
        <source>3 black 3s</source>
        <translation>3 czarne trójki</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>2 natural cards and 3 cards in all</source>
        <translation>2 karty naturalne i 3 karty łącznie</translation>
    </message>
    <message>
        <location filename="../../cardsuite/games/schnapsen/engine/state.py" line="-41"/>
        <source>That card is not part of this game.</source>
        <translation>Ta karta nie należy do tej gry.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>You do not hold {card_name}.</source>
        <translation>Nie masz karty: {card_name}.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>A marriage is announced by leading its king or queen.</source>
        <translation>Meldunek zgłasza się, wychodząc jego królem lub damą.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You need the king and the queen of {SUIT_NAMES} to announce a marriage.</source>
        <translation>Do meldunku potrzebujesz króla i damy w kolorze: {SUIT_NAMES}.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Only the player on lead may announce a marriage.</source>
        <translation>Meldunek może zgłosić tylko gracz, który wychodzi.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>You must follow suit and win the trick if you can.</source>
        <translation>Musisz dołożyć do koloru i wziąć lewę, jeśli możesz.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You must play a trump when you cannot follow suit.</source>
        <translation>Gdy nie możesz dołożyć do koloru, musisz dać atut.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>close the talon</source>
        <translation>zamknąć stos</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>exchange the trump jack</source>
        <translation>podmienić waleta atutowego</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Only the player on lead may {what}, before leading.</source>
        <translation>Tylko gracz, który wychodzi, może {what}, zanim wyjdzie.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The talon is already closed.</source>
        <translation>Stos jest już zamknięty.</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>The talon is closed; no more exchanges.</source>
        <translation>Stos jest zamknięty; podmiany nie są już możliwe.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The talon is exhausted.</source>
        <translation>Stos się wyczerpał.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You may {what} only while the talon holds more than 2 cards, the trump card included.</source>
        <translation>Możesz {what} tylko wtedy, gdy w stosie jest więcej niż 2 karty, licząc kartę atutową.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You do not hold the trump jack.</source>
        <translation>Nie masz waleta atutowego.</translation>
    </message>
    <message>
        <location filename="../../cardsuite/games/spider/engine/practicestate.py" line="+211"/>
        <location filename="../../cardsuite/games/spider/engine/state.py" line="+129"/>
        <source>The game is over.</source>
        <translation>Gra się skończyła.</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../../cardsuite/games/spider/engine/state.py" line="+2"/>
        <source>There is no such seat.</source>
        <translation>Nie ma takiego miejsca.</translation>
    </message>
    <message>
        <location filename="../../cardsuite/games/spider/engine/state.py" line="+2"/>
        <source>You have finished this game.</source>
        <translation>Ta gra jest dla Ciebie zakończona.</translation>
    </message>
    <message>
        <location filename="../../cardsuite/games/spider/engine/practicestate.py" line="+2"/>
        <location line="+44"/>
        <location filename="../../cardsuite/games/spider/engine/state.py" line="+2"/>
        <location line="+45"/>
        <source>That is not a move of Spider.</source>
        <translation>To nie jest ruch Pająka.</translation>
    </message>
    <message>
        <location line="-40"/>
        <location filename="../../cardsuite/games/spider/engine/state.py" line="-38"/>
        <source>The reported playing time is not a valid number of milliseconds.</source>
        <translation>Zgłoszony czas gry nie jest poprawną liczbą milisekund.</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../../cardsuite/games/spider/engine/state.py" line="+2"/>
        <source>The reported playing time cannot go backwards.</source>
        <translation>Zgłoszony czas gry nie może się cofać.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The solver is already showing a way to win.</source>
        <translation>Komputer już pokazuje drogę do wygranej.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Nothing has been played yet.</source>
        <translation>Nic jeszcze nie zagrano.</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>Automatic turn-up is already so.</source>
        <translation>Automatyczne odwracanie jest już tak ustawione.</translation>
    </message>
    <message>
        <location filename="../../cardsuite/games/spider/engine/state.py" line="+2"/>
        <source>Your time is up.</source>
        <translation>Twój czas minął.</translation>
    </message>
    <message>
        <location filename="../../cardsuite/games/spider/engine/practicestate.py" line="-26"/>
        <location filename="../../cardsuite/games/spider/engine/state.py" line="+3"/>
        <source>Columns are numbered 0 to 9 and a move takes a whole number of cards.</source>
        <translation>Kolumny mają numery od 0 do 9, a ruch przenosi całkowitą liczbę kart.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Classic rules: fill every empty column before dealing.</source>
        <translation>Zasady klasyczne: przed rozdaniem zapełnij każdą pustą kolumnę.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Nothing to redo.</source>
        <translation>Nie ma czego ponowić.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Classic rules turn up every uncovered card by themselves.</source>
        <translation>W zasadach klasycznych każda odkryta karta odwraca się sama.</translation>
    </message>
    <message>
        <location line="+4"/>
        <location filename="../../cardsuite/games/spider/engine/state.py" line="+4"/>
        <source>Columns are numbered 0 to 9.</source>
        <translation>Kolumny mają numery od 0 do 9.</translation>
    </message>
    <message>
        <location filename="../../cardsuite/games/spider/engine/state.py" line="+3"/>
        <source>That column has no face-down card.</source>
        <translation>W tej kolumnie nie ma zakrytej karty.</translation>
    </message>
    <message>
        <location filename="../../cardsuite/games/spider/engine/practicestate.py" line="+2"/>
        <location filename="../../cardsuite/games/spider/engine/state.py" line="+2"/>
        <source>Only a face-down card at the top of a column can be turned up.</source>
        <translation>Odkryć można tylko zakrytą kartę na końcu kolumny.</translation>
    </message>
    <message>
        <location filename="../../cardsuite/games/spider/engine/state.py" line="+4"/>
        <source>Automatic turn-up is switched on (true) or off (false).</source>
        <translation>Auto odkrywanie jest włączone (true) albo wyłączone (false).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Automatic turn-up is already on.</source>
        <translation>Automatyczne odkrywanie jest już włączone.</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Automatic turn-up is already off.</source>
        <translation>Automatyczne odkrywanie jest już wyłączone.</translation>
    </message>
    <message>
        <location filename="../../cardsuite/games/spider/engine/practicestate.py" line="-18"/>
        <location filename="../../cardsuite/games/spider/engine/state.py" line="+3"/>
        <source>The stock is empty.</source>
        <translation>Nie ma już kart do rozdania.</translation>
    </message>
    <message>
        <location filename="../../cardsuite/games/spider/engine/state.py" line="+5"/>
        <source>Nothing to undo: a turn-up, a deal or a completed run cannot be undone.</source>
        <translation>Nie ma czego cofnąć: odkrycia karty, rozdania ani ułożonego sekwensu nie można cofnąć.</translation>
    </message>
    <message>
        <location filename="../../cardsuite/games/spider/engine/practicestate.py" line="+5"/>
        <location filename="../../cardsuite/games/spider/engine/state.py" line="+1"/>
        <source>Nothing to undo.</source>
        <translation>Nie ma czego cofnąć.</translation>
    </message>
    <message>
        <location filename="../../cardsuite/games/spider/engine/state.py" line="+3"/>
        <source>The clock has not run out yet.</source>
        <translation>Czas jeszcze nie minął.</translation>
    </message>
    <message>
        <location filename="../../cardsuite/games/spider/engine/game.py" line="+141"/>
        <source>The duel is a draw.</source>
        <translation>Pojedynek kończy się remisem.</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Seat {winner} wins the duel.</source>
        <translation>Pojedynek wygrywa gracz na miejscu {winner}.</translation>
    </message>
    <message>
        <location filename="../../cardsuite/play/driver.py" line="-182"/>
        <source>The table is waiting for its players to sit down.</source>
        <translation>Stół czeka, aż gracze zajmą miejsca.</translation>
    </message>
    <message>
        <location line="+177"/>
        <location line="+31"/>
        <source>This table is closed.</source>
        <translation>Ten stół jest zamknięty.</translation>
    </message>
    <message>
        <location line="-13"/>
        <source>Your time is not up yet.</source>
        <translation>Twój czas jeszcze nie minął.</translation>
    </message>
    <message>
        <location line="+15"/>
        <location filename="../../cardsuite/play/match.py" line="-50"/>
        <source>There is no finished round to continue from.</source>
        <translation>Nie ma zakończonego rozdania, po którym można grać dalej.</translation>
    </message>
    <message>
        <location line="+12"/>
        <location filename="../../cardsuite/play/match.py" line="+52"/>
        <source>There is no such seat at this table.</source>
        <translation>Przy tym stole nie ma takiego miejsca.</translation>
    </message>
    <message>
        <location filename="../../cardsuite/play/match.py" line="-2"/>
        <source>The match is over.</source>
        <translation>Mecz się skończył.</translation>
    </message>
    <message>
        <location filename="../../cardsuite/games/schnapsen/engine/state.py" line="-179"/>
        <source>clubs</source>
        <translation>trefl</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>diamonds</source>
        <translation>karo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>hearts</source>
        <translation>kier</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>spades</source>
        <translation>pik</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the ace of clubs</source>
        <translation>as trefl</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>the ten of clubs</source>
        <translation>dziesiątka trefl</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the king of clubs</source>
        <translation>król trefl</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>the queen of clubs</source>
        <translation>dama trefl</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the jack of clubs</source>
        <translation>walet trefl</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>the ace of diamonds</source>
        <translation>as karo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the ten of diamonds</source>
        <translation>dziesiątka karo</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>the king of diamonds</source>
        <translation>król karo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the queen of diamonds</source>
        <translation>dama karo</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>the jack of diamonds</source>
        <translation>walet karo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the ace of hearts</source>
        <translation>as kier</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>the ten of hearts</source>
        <translation>dziesiątka kier</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the king of hearts</source>
        <translation>król kier</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>the queen of hearts</source>
        <translation>dama kier</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the jack of hearts</source>
        <translation>walet kier</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>the ace of spades</source>
        <translation>as pik</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the ten of spades</source>
        <translation>dziesiątka pik</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>the king of spades</source>
        <translation>król pik</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the queen of spades</source>
        <translation>dama pik</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>the jack of spades</source>
        <translation>walet pik</translation>
    </message>
    <message>
        <location filename="../../cardsuite/games/canasta/engine/game.py" line="+260"/>
        <source>went out concealed</source>
        <translation>kończy z ręki</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>went out</source>
        <translation>kończy</translation>
    </message>
</context>
<context>
    <name>RulesDialog</name>
    <message>
        <location filename="../../cardsuite/ui/app/rules_view.py" line="+46"/>
        <source>Rules of %1</source>
        <translation>Zasady gry %1</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>The rules of this game are not available in this installation.</source>
        <translation>Zasady tej gry nie są dostępne w tej instalacji.</translation>
    </message>
</context>
<context>
    <name>Schnapsen</name>
    <message>
        <location filename="../../cardsuite/games/schnapsen/table/widgets.py" line="+30"/>
        <source>clubs</source>
        <translation>trefl</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>diamonds</source>
        <translation>karo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>hearts</source>
        <translation>kier</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>spades</source>
        <translation>pik</translation>
    </message>
    <message>
        <location line="+139"/>
        <source>Trumps</source>
        <translation>Atut</translation>
    </message>
    <message>
        <location filename="../../cardsuite/games/schnapsen/table/table.py" line="+64"/>
        <source>Your tricks</source>
        <translation>Twoje lewy</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tricks</source>
        <translation>Lewy</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Close talon</source>
        <translation>Zamknij</translation>
    </message>
    <message>
        <location filename="../../cardsuite/games/schnapsen/table/status.py" line="+38"/>
        <source>You</source>
        <translation>Ty</translation>
    </message>
    <message>
        <location line="-5"/>
        <source>Game points to go</source>
        <translation>Punkty do zdobycia</translation>
    </message>
    <message>
        <location filename="../../cardsuite/games/schnapsen/table/result.py" line="-23"/>
        <source>You get the bummerl.</source>
        <translation>Dostajesz bummerl.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name} gets the bummerl.</source>
        <translation>{name} dostaje bummerl.</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>You win the round: 1 game point.</source>
        <translation>Wygrywasz rundę: 1 punkt.</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>{name} wins the round: 1 game point.</source>
        <translation>{name} wygrywa rundę: 1 punkt.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You win the round: {n} game points.</source>
        <translation>Wygrywasz rundę: {n} punkty.</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>{name} wins the round: {n} game points.</source>
        <translation>{name} wygrywa rundę: {n} punkty.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>You reached 66.</source>
        <translation>Osiągasz 66 oczek.</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>{name} reached 66.</source>
        <translation>{name} osiąga 66 oczek.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>You took the last trick.</source>
        <translation>Bierzesz ostatnią lewę.</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>{name} took the last trick.</source>
        <translation>{name} bierze ostatnią lewę.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>You closed the talon but did not reach 66.</source>
        <translation>Zamykasz stos, ale nie osiągasz 66 oczek.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name} closed the talon but did not reach 66.</source>
        <translation>{name} zamyka stos, ale nie osiąga 66 oczek.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>You had closed the talon.</source>
        <translation>Stos został zamknięty przez Ciebie.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name} had closed the talon.</source>
        <translation>Stos zamknął gracz {name}.</translation>
    </message>
    <message>
        <location filename="../../cardsuite/games/schnapsen/table/status.py" line="+6"/>
        <source>{who} closed the talon.</source>
        <translation>Stos zamknięty ({who}).</translation>
    </message>
    <message>
        <location filename="../../cardsuite/games/schnapsen/table/speech.py" line="+126"/>
        <location filename="../../cardsuite/games/schnapsen/table/status.py" line="+2"/>
        <source>The talon is used up.</source>
        <translation>Stos jest wyczerpany.</translation>
    </message>
    <message>
        <location filename="../../cardsuite/games/schnapsen/table/status.py" line="+4"/>
        <source>Now follow suit and win the trick if you can; else play a trump.</source>
        <translation>Teraz dokładaj do koloru i bierz lewę, jeśli możesz; inaczej daj atut.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Dealer</source>
        <translation>Rozdaje</translation>
    </message>
    <message>
        <location filename="../../cardsuite/games/schnapsen/table/speech.py" line="-102"/>
        <location line="+103"/>
        <source>talon</source>
        <translation>stos</translation>
    </message>
    <message>
        <location line="-101"/>
        <source>trump card</source>
        <translation>karta atutowa</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+16"/>
        <location line="+64"/>
        <source>the trick</source>
        <translation>lewa</translation>
    </message>
    <message>
        <location line="-78"/>
        <source>your tricks</source>
        <translation>twoje lewy</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{name}&apos;s tricks</source>
        <translation>lewy gracza {name}</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>no trump card</source>
        <translation>brak karty atutowej</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>empty</source>
        <translation>pusta</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>trump</source>
        <translation>atut</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>{name} plays {card}.</source>
        <translation>{name} zagrywa: {card}.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>You draw {card}.</source>
        <translation>Dobierasz: {card}.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{name} draws the trump card, {card}.</source>
        <translation>{name} dobiera kartę atutową: {card}.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>You take the trick, {n} points.</source>
        <translation>Bierzesz lewę, punkty: {n}.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{name} takes the trick, {n} points.</source>
        <translation>{name} bierze lewę, punkty: {n}.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Your points: {n}.</source>
        <translation>Twoje punkty: {n}.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Your turn: answer {card}.</source>
        <translation>Twój ruch: odpowiedz na kartę {card}.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your lead.</source>
        <translation>Twoje wyjście.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Trumps: {suit}.</source>
        <translation>Atut: {suit}.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your hand: {cards}.</source>
        <translation>Twoja ręka: {cards}.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{name} holds {n}.</source>
        <translation>{name} – w ręce {n}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Known: {cards}.</source>
        <translation>Znane: {cards}.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The trick is empty.</source>
        <translation>Lewa jest pusta.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your points: {n}, {tricks}.</source>
        <translation>Twoje punkty: {n}, {tricks}.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{name}: {n} points, {tricks}.</source>
        <translation>{name}: punkty: {n}, {tricks}.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{name}: {tricks}.</source>
        <translation>{name}: {tricks}.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Game points to go: you {a}, {name} {b}.</source>
        <translation>Punkty do zdobycia: ty {a}, {name} {b}.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>closed</source>
        <translation>zamknięta</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>trump card: {card}</source>
        <translation>karta atutowa: {card}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>trump card face down: {card}</source>
        <translation>karta atutowa zakryta: {card}</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>{name} led {card}</source>
        <translation>{name} wyszedł kartą {card}</translation>
    </message>
    <message>
        <location line="+8"/>
        <location filename="../../cardsuite/games/schnapsen/table/status.py" line="+2"/>
        <source>{n} tricks</source>
        <translation>Lewy: {n}</translation>
    </message>
    <message>
        <location line="+0"/>
        <location filename="../../cardsuite/games/schnapsen/table/status.py" line="+0"/>
        <source>1 trick</source>
        <translation>Lewy: 1</translation>
    </message>
    <message>
        <location filename="../../cardsuite/games/schnapsen/table/status.py" line="+2"/>
        <source>Marriages {list}</source>
        <translation>Meldunki {list}</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>+{n} after a first trick</source>
        <translation>+{n} po pierwszej lewie</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>of {n}</source>
        <translation>z {n}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Your points</source>
        <translation>Twoje oczka</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{name}&apos;s points</source>
        <translation>Oczka: {name}</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Round over</source>
        <translation>Koniec rundy</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Your lead: click a card or drag it to the middle</source>
        <translation>Wychodzisz: kliknij lub przeciągnij kartę</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{name} led {card} — your turn</source>
        <translation>{name} zagrywa {card} — Twoja kolej</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{name} is thinking…</source>
        <translation>{name} myśli…</translation>
    </message>
    <message>
        <location filename="../../cardsuite/games/schnapsen/table/tips.py" line="+24"/>
        <source>You hold the trump jack: click the trump card (or drag the jack onto it) to swap them.</source>
        <translation>Masz waleta atutowego: kliknij kartę atutową (albo przeciągnij na nią waleta), aby je podmienić.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>A marriage: you hold the king and queen of one suit. Lead one of them to announce it: 20 points, 40 in trumps. They count once you have won a trick.</source>
        <translation>Meldunek: masz króla i damę w jednym kolorze. Wyjdź jedną z tych kart, aby go zameldować: 20 oczek, w atutach 40. Oczka liczą się, gdy weźmiesz choć jedną lewę.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The talon is closed or used up, so strict rules apply: follow suit and win the trick if you can; without that suit you must trump. The cards you may not play are greyed.</source>
        <translation>Stos jest zamknięty lub wyczerpany, więc obowiązuje przymus koloru i przebicia: dokładaj do koloru i bierz lewę, jeśli możesz; bez tego koloru musisz dać atut. Karty, których nie możesz zagrać, są wyszarzone.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>On lead you may close the talon: no more drawing, strict rules from now on, and you must reach 66 with the cards you hold, or your opponent scores.</source>
        <translation>Gdy wychodzisz, możesz zamknąć stos: koniec dobierania, od teraz przymus koloru i przebicia, a 66 oczek musisz zdobyć kartami, które masz w ręce – inaczej punkty dostaje przeciwnik.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Your lead: click a card to play it, or drag it to the middle. Reach 66 points first.</source>
        <translation>Wychodzisz: kliknij kartę, aby ją zagrać, albo przeciągnij ją na środek. Zdobądź 66 oczek przed przeciwnikiem.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>While the talon is open you may answer with any card: beat it to take the trick, or throw a low card. Click a card or drag it to the middle.</source>
        <translation>Dopóki stos jest otwarty, możesz odpowiedzieć dowolną kartą: przebij, aby wziąć lewę, albo zrzuć niską kartę. Kliknij kartę lub przeciągnij ją na środek.</translation>
    </message>
    <message>
        <location filename="../../cardsuite/games/schnapsen/table/gestures.py" line="+82"/>
        <location line="+7"/>
        <source>That card may not be played now.</source>
        <translation>Tej karty nie możesz teraz zagrać.</translation>
    </message>
    <message>
        <location line="-3"/>
        <source>You must follow suit and win the trick if you can.</source>
        <translation>Musisz dołożyć do koloru i wziąć lewę, jeśli możesz.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You cannot follow suit, so you must play a trump.</source>
        <translation>Nie masz karty w tym kolorze, więc musisz dać atut.</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>Marriage in {suit}: {pair}</source>
        <translation>Meldunek w kolorze {suit}: {pair}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Announce {n}?</source>
        <translation>Zameldować {n}?</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Announce {n}</source>
        <translation>Melduj {n}</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Just play</source>
        <translation>Tylko zagraj</translation>
    </message>
    <message>
        <location line="+52"/>
        <source>Put the keyboard focus on a king or queen in your hand to announce its marriage.</source>
        <translation>Zaznacz klawiaturą króla lub damę w ręce, aby zgłosić meldunek.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Only a king or a queen announces a marriage.</source>
        <translation>Meldunek zgłasza się tylko królem lub damą.</translation>
    </message>
    <message>
        <location filename="../../cardsuite/games/schnapsen/table/animations.py" line="+34"/>
        <source>{name} closes the talon.</source>
        <translation>{name} zamyka stos.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{name} exchanges the trump jack for {card}.</source>
        <translation>{name} podmienia waleta atutowego na {card}.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Your marriage counts now: +{n}</source>
        <translation>Twój meldunek już się liczy: +{n}</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>You take the trick</source>
        <translation>Bierzesz lewę</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{name} takes the trick</source>
        <translation>{name} bierze lewę</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>You announce {n}!</source>
        <translation>Meldujesz {n}!</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{name} announces {n} in {suit}!</source>
        <translation>{name} melduje {n} w kolorze {suit}!</translation>
    </message>
    <message>
        <location filename="../../cardsuite/games/schnapsen/table/hinttext.py" line="+30"/>
        <source>Close the talon: you can reach 66</source>
        <translation>Zamknij stos: możesz dojść do 66</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Exchange the trump jack for the {card}</source>
        <translation>Podmień waleta atutowego na {card}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Exchange the trump jack</source>
        <translation>Podmień waleta atutowego</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Announce {n} in {suit}</source>
        <translation>Zapowiedz {n} w kolorze {suit}</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Take the trick: {n} points and the lead</source>
        <translation>Weź lewę: {n} oczek i wyjście</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Give the {card}: this trick is not worth a stronger card</source>
        <translation>Daj {card}: ta lewa nie jest warta mocniejszej karty</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Lead a trump: {n} trumps are still out</source>
        <translation>Wyjdź atutem: atutów w grze jeszcze: {n}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Keep the trump ace: {n} trumps are still out</source>
        <translation>Zachowaj asa atutowego: atutów w grze jeszcze: {n}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Lead the {card}: it takes the trick unless trumped</source>
        <translation>Wyjdź {card}: weźmie lewę, chyba że zostanie przebita atutem</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Lead the {card}: a cheap card, keep the strong ones</source>
        <translation>Wyjdź {card}: tania karta, mocne zachowaj</translation>
    </message>
    <message>
        <location filename="../../cardsuite/games/schnapsen/table/coach.py" line="+42"/>
        <source>closing the talon</source>
        <translation>zamknięcie stosu</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>exchanging the trump jack</source>
        <translation>podmiana waleta atutowego</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>announcing {n} with {card}</source>
        <translation>zapowiedź {n} kartą {card}</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Trick {n}: {better} instead of {played} (+{points} game points)</source>
        <translation>Lewa {n}: {better} zamiast {played} (+{points} punktu meczowego)</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>With all cards open, best play by both would have won you 1 game point.</source>
        <translation>Przy odkrytych kartach najlepsza gra obu stron dałaby ci 1 punkt meczowy.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>With all cards open, best play by both would have lost you 1 game point.</source>
        <translation>Przy odkrytych kartach najlepsza gra obu stron kosztowałaby cię 1 punkt meczowy.</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>With all cards open, best play by both would have won you %n game points.</source>
        <translation>
            <numerusform>Przy odkrytych kartach najlepsza gra obu stron dałaby ci %n punkt meczowy.</numerusform>
            <numerusform>Przy odkrytych kartach najlepsza gra obu stron dałaby ci %n punkty meczowe.</numerusform>
            <numerusform>Przy odkrytych kartach najlepsza gra obu stron dałaby ci %n punktów meczowych.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>With all cards open, best play by both would have lost you %n game points.</source>
        <translation>
            <numerusform>Przy odkrytych kartach najlepsza gra obu stron kosztowałaby cię %n punkt meczowy.</numerusform>
            <numerusform>Przy odkrytych kartach najlepsza gra obu stron kosztowałaby cię %n punkty meczowe.</numerusform>
            <numerusform>Przy odkrytych kartach najlepsza gra obu stron kosztowałaby cię %n punktów meczowych.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Your costliest decisions:</source>
        <translation>Twoje najdroższe decyzje:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>None of your decisions cost you a tenth of a game point or more.</source>
        <translation>Żadna twoja decyzja nie kosztowała cię choćby dziesiątej części punktu meczowego.</translation>
    </message>
    <message>
        <location line="+115"/>
        <source>The coach is looking at your decisions… {n}%</source>
        <translation>Trener przegląda twoje decyzje… {n}%</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The coach could not look at this round.</source>
        <translation>Trener nie mógł przeanalizować tej rundy.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{name}:</source>
        <translation>{name}:</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>What did that round cost me?</source>
        <translation>Ile kosztowała mnie ta runda?</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The strongest bot values each of your decisions from what you knew then</source>
        <translation>Najsilniejszy bot ocenia każdą twoją decyzję na podstawie tego, co wtedy wiedziałeś</translation>
    </message>
</context>
<context>
    <name>Scoring</name>
    <message>
        <location filename="../../cardsuite/games/schnapsen/engine/game.py" line="+204"/>
        <source>Card points</source>
        <translation>Punkty z kart</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Game points</source>
        <translation>Punkty meczowe</translation>
    </message>
    <message>
        <location line="-3"/>
        <source>Marriages</source>
        <translation>Meldunki</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Points</source>
        <translation>Punkty</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>To go</source>
        <translation>Do końca</translation>
    </message>
    <message>
        <location line="-2"/>
        <source>Tricks</source>
        <translation>Lewy</translation>
    </message>
    <message>
        <location filename="../../cardsuite/games/spider/engine/scoring.py" line="+36"/>
        <source>Cards turned up</source>
        <translation>Odkryte karty</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Cards placed on their own suit</source>
        <translation>Karty położone na swój kolor</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Completed runs</source>
        <translation>Ułożone sekwensy</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>All cards cleared</source>
        <translation>Wszystkie karty ułożone</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Moves</source>
        <translation>Ruchy</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Undos</source>
        <translation>Cofnięcia</translation>
    </message>
    <message>
        <location filename="../../cardsuite/games/spider/engine/game.py" line="-26"/>
        <location filename="../../cardsuite/games/spider/engine/practice.py" line="+140"/>
        <source>Time</source>
        <translation>Czas</translation>
    </message>
    <message>
        <location line="-1"/>
        <location filename="../../cardsuite/games/spider/engine/practice.py" line="-1"/>
        <source>Score</source>
        <translation>Wynik</translation>
    </message>
    <message>
        <location filename="../../cardsuite/games/canasta/engine/game.py" line="-9"/>
        <source>Canasta bonuses</source>
        <translation>Premie za kanasty</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Cards in hand</source>
        <translation>Karty w ręce</translation>
    </message>
    <message>
        <location line="-1"/>
        <location filename="../../cardsuite/games/canasta/table/result.py" line="+32"/>
        <source>Going out</source>
        <translation>Zakończenie rundy</translation>
    </message>
    <message>
        <location line="+3"/>
        <location filename="../../cardsuite/games/canasta/table/result.py" line="+40"/>
        <source>Match score</source>
        <translation>Wynik partii</translation>
    </message>
    <message>
        <location line="-10"/>
        <source>Melded cards</source>
        <translation>Karty w meldunkach</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Mixed canastas</source>
        <translation>Kanasty mieszane</translation>
    </message>
    <message>
        <location line="-2"/>
        <source>Natural canastas</source>
        <translation>Kanasty naturalne</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Red 3s</source>
        <translation>Czerwone trójki</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Round score</source>
        <translation>Wynik rozdania</translation>
    </message>
    <message>
        <location filename="../../cardsuite/games/spider/engine/practice.py" line="+3"/>
        <source>Won: every card cleared.</source>
        <translation>Wygrana: wszystkie karty zdjęte.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Cleared with the solver&apos;s help: not counted as won.</source>
        <translation>Ułożone z pomocą komputera: nie liczy się jako wygrana.</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+9"/>
        <source>Not won.</source>
        <translation>Nie wygrano.</translation>
    </message>
    <message>
        <location line="-1"/>
        <source>Won.</source>
        <translation>Wygrana.</translation>
    </message>
</context>
<context>
    <name>SeatRows</name>
    <message>
        <location filename="../../cardsuite/ui/app/seatrows.py" line="+63"/>
        <source>Seat %1</source>
        <translation>Miejsce %1</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Computer</source>
        <translation>Komputer</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Person at this screen</source>
        <translation>Osoba przy tym ekranie</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Your side: seats %1</source>
        <translation>Twoja strona: miejsca %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Opponents: seats %1</source>
        <translation>Przeciwnicy: miejsca %1</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>name drawn at random</source>
        <translation>imię losowane</translation>
    </message>
    <message>
        <location line="-97"/>
        <location line="+111"/>
        <source>Player %1</source>
        <translation>Gracz %1</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <location filename="../../cardsuite/ui/app/settings_dialog.py" line="+8"/>
        <source>Off</source>
        <translation>Wyłączone</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Slow</source>
        <translation>Wolno</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Normal</source>
        <translation>Normalnie</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fast</source>
        <translation>Szybko</translation>
    </message>
    <message>
        <location line="+106"/>
        <source>Settings</source>
        <translation>Ustawienia</translation>
    </message>
    <message>
        <location line="+59"/>
        <source>Table</source>
        <translation>Stół</translation>
    </message>
    <message>
        <location line="-40"/>
        <source>Card back</source>
        <translation>Rewers kart</translation>
    </message>
    <message>
        <location line="+79"/>
        <source>As the language names them</source>
        <translation>Jak w języku: W D K A</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>International (J Q K A)</source>
        <translation>Międzynarodowe (J Q K A)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Card letters</source>
        <translation>Litery na kartach</translation>
    </message>
    <message>
        <location line="+85"/>
        <source>Table colour</source>
        <translation>Kolor stołu</translation>
    </message>
    <message>
        <location line="-138"/>
        <source>Animation speed</source>
        <translation>Szybkość animacji</translation>
    </message>
    <message>
        <location line="-147"/>
        <source>Normal cards</source>
        <translation>Zwykłe karty</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Large cards</source>
        <translation>Duże karty</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Largest cards</source>
        <translation>Największe karty</translation>
    </message>
    <message>
        <location line="+126"/>
        <source>Custom…</source>
        <translation>Własny…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Any colour for the cloth</source>
        <translation>Dowolny kolor sukna</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Table cloth</source>
        <translation>Sukno</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Show both players&apos; scores</source>
        <translation>Pokazuj wyniki obu graczy</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Playing</source>
        <translation>Gra</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>You</source>
        <translation>Ty</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your name</source>
        <translation>Twoje imię</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Show hints at the table</source>
        <translation>Pokazuj podpowiedzi przy stole</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Instant</source>
        <translation>Natychmiast</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Quick</source>
        <translation>Szybko</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Like a person</source>
        <translation>Jak człowiek</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Relaxed</source>
        <translation>Spokojnie</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Computer thinking pace</source>
        <translation>Tempo namysłu komputera</translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+8"/>
        <source>Language</source>
        <translation>Język</translation>
    </message>
    <message>
        <location line="-4"/>
        <source>System language</source>
        <translation>Język systemu</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Playing, language and sound</source>
        <translation>Gra, język i dźwięk</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Card size</source>
        <translation>Wielkość kart</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Four-colour deck (blue diamonds, green clubs)</source>
        <translation>Talia czterokolorowa (niebieskie karo, zielone trefle)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Reduced motion (cards jump to their places)</source>
        <translation>Ograniczony ruch (karty od razu na swoich miejscach)</translation>
    </message>
    <message>
        <location line="+103"/>
        <source>Settings not saved</source>
        <translation>Ustawienia nie zostały zapisane</translation>
    </message>
</context>
<context>
    <name>SoundGroup</name>
    <message>
        <location filename="../../cardsuite/ui/app/soundsettings.py" line="+21"/>
        <source>Sound</source>
        <translation>Dźwięk</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Play sounds at the table</source>
        <translation>Odtwarzaj dźwięki przy stole</translation>
    </message>
    <message>
        <location line="+11"/>
        <location line="+6"/>
        <source>Volume</source>
        <translation>Głośność</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>%1 %</source>
        <translation>%1%</translation>
    </message>
</context>
<context>
    <name>Speech</name>
    <message>
        <location filename="../../cardsuite/ui/toolkit/accessibility.py" line="+40"/>
        <source>your hand</source>
        <translation>twoja ręka</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name}&apos;s hand</source>
        <translation>ręka gracza {name}</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>top: {card}</source>
        <translation>na wierzchu: {card}</translation>
    </message>
    <message>
        <location line="+11"/>
        <location line="+114"/>
        <source>you can put the picked cards here</source>
        <translation>tu możesz położyć podniesione karty</translation>
    </message>
    <message>
        <location line="-33"/>
        <source>{game} table</source>
        <translation>stół – {game}</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Card table</source>
        <translation>Stół do gry w karty</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>press W to hear the position</source>
        <translation>naciśnij W, aby usłyszeć sytuację na stole</translation>
    </message>
    <message>
        <location line="+99"/>
        <source>Pass the screen to {name}, then press Enter</source>
        <translation>Przekaż ekran graczowi {name}, potem naciśnij Enter</translation>
    </message>
    <message>
        <location line="-92"/>
        <source>button</source>
        <translation>przycisk</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>unavailable</source>
        <translation>niedostępny</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Tip</source>
        <translation>Wskazówka</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Enter closes it</source>
        <translation>Enter ją zamyka</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Show hints again, button</source>
        <translation>Pokaż znów wskazówki, przycisk</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>picked up</source>
        <translation>podniesiona</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>selected</source>
        <translation>zaznaczona</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>not playable now</source>
        <translation>teraz nie można jej zagrać</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>playable</source>
        <translation>można zagrać</translation>
    </message>
    <message>
        <location filename="../../cardsuite/ui/toolkit/cardspeech.py" line="+31"/>
        <source>ace of clubs</source>
        <translation>as trefl</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>2 of clubs</source>
        <translation>dwójka trefl</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>3 of clubs</source>
        <translation>trójka trefl</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>4 of clubs</source>
        <translation>czwórka trefl</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>5 of clubs</source>
        <translation>piątka trefl</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>6 of clubs</source>
        <translation>szóstka trefl</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>7 of clubs</source>
        <translation>siódemka trefl</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>8 of clubs</source>
        <translation>ósemka trefl</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>9 of clubs</source>
        <translation>dziewiątka trefl</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>10 of clubs</source>
        <translation>dziesiątka trefl</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>jack of clubs</source>
        <translation>walet trefl</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>queen of clubs</source>
        <translation>dama trefl</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>king of clubs</source>
        <translation>król trefl</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>ace of diamonds</source>
        <translation>as karo</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>2 of diamonds</source>
        <translation>dwójka karo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>3 of diamonds</source>
        <translation>trójka karo</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>4 of diamonds</source>
        <translation>czwórka karo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>5 of diamonds</source>
        <translation>piątka karo</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>6 of diamonds</source>
        <translation>szóstka karo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>7 of diamonds</source>
        <translation>siódemka karo</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>8 of diamonds</source>
        <translation>ósemka karo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>9 of diamonds</source>
        <translation>dziewiątka karo</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>10 of diamonds</source>
        <translation>dziesiątka karo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>jack of diamonds</source>
        <translation>walet karo</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>queen of diamonds</source>
        <translation>dama karo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>king of diamonds</source>
        <translation>król karo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>ace of hearts</source>
        <translation>as kier</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>2 of hearts</source>
        <translation>dwójka kier</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>3 of hearts</source>
        <translation>trójka kier</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>4 of hearts</source>
        <translation>czwórka kier</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>5 of hearts</source>
        <translation>piątka kier</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>6 of hearts</source>
        <translation>szóstka kier</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>7 of hearts</source>
        <translation>siódemka kier</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>8 of hearts</source>
        <translation>ósemka kier</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>9 of hearts</source>
        <translation>dziewiątka kier</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>10 of hearts</source>
        <translation>dziesiątka kier</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>jack of hearts</source>
        <translation>walet kier</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>queen of hearts</source>
        <translation>dama kier</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>king of hearts</source>
        <translation>król kier</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>ace of spades</source>
        <translation>as pik</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>2 of spades</source>
        <translation>dwójka pik</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>3 of spades</source>
        <translation>trójka pik</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>4 of spades</source>
        <translation>czwórka pik</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>5 of spades</source>
        <translation>piątka pik</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>6 of spades</source>
        <translation>szóstka pik</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>7 of spades</source>
        <translation>siódemka pik</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>8 of spades</source>
        <translation>ósemka pik</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>9 of spades</source>
        <translation>dziewiątka pik</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>10 of spades</source>
        <translation>dziesiątka pik</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>jack of spades</source>
        <translation>walet pik</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>queen of spades</source>
        <translation>dama pik</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>king of spades</source>
        <translation>król pik</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>joker</source>
        <translation>joker</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>clubs</source>
        <translation>trefl</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>diamonds</source>
        <translation>karo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>hearts</source>
        <translation>kier</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>spades</source>
        <translation>pik</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>face-down card</source>
        <translation>zakryta karta</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>no cards</source>
        <translation>brak kart</translation>
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
        <translation>Ułożone sekwensy</translation>
    </message>
    <message>
        <location filename="../../cardsuite/games/spider/table/table.py" line="+214"/>
        <source>Finish</source>
        <translation>Zakończ</translation>
    </message>
    <message>
        <location filename="../../cardsuite/games/spider/table/practice.py" line="+18"/>
        <source>Redo</source>
        <translation>Ponów</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Restart</source>
        <translation>Od nowa</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+146"/>
        <source>Stop demo</source>
        <translation>Zatrzymaj pokaz</translation>
    </message>
    <message>
        <location line="-146"/>
        <location line="+146"/>
        <source>Demo</source>
        <translation>Pokaz</translation>
    </message>
    <message>
        <location line="-143"/>
        <source>Play the move you took back again (Ctrl+Y)</source>
        <translation>Wykonaj ponownie cofnięty ruch (Ctrl+Y)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Start this deal again from the beginning</source>
        <translation>Zacznij to rozdanie od początku</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Let the solver play this deal to the end (a game it helps is not counted as won)</source>
        <translation>Niech komputer rozegra to rozdanie do końca (gra, w której pomógł, nie liczy się jako wygrana)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>End this game now; unless every card is cleared it is not won</source>
        <translation>Zakończ tę grę teraz; jeśli nie zdjęto wszystkich kart, nie jest wygrana</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>classic rules</source>
        <translation>zasady klasyczne</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>End this game?</source>
        <translation>Zakończyć tę grę?</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your score stays at {score}. A game ended before every card is cleared is not won.</source>
        <translation>Twój wynik pozostaje: {score}. Gra zakończona przed zdjęciem wszystkich kart nie jest wygrana.</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../../cardsuite/games/spider/table/table.py" line="+0"/>
        <source>Keep playing</source>
        <translation>Graj dalej</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>End the game</source>
        <translation>Zakończ grę</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Game over</source>
        <translation>Koniec gry</translation>
    </message>
    <message>
        <location line="+45"/>
        <source>The solver is looking for a way to win…</source>
        <translation>Komputer szuka drogi do wygranej…</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>The solver finds no way to win from here.</source>
        <translation>Komputer nie znajduje stąd drogi do wygranej.</translation>
    </message>
    <message>
        <location filename="../../cardsuite/games/spider/table/table.py" line="-93"/>
        <location line="+5"/>
        <source>Watch the replay</source>
        <translation>Obejrzyj powtórkę</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>New duel</source>
        <translation>Nowy pojedynek</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Leave</source>
        <translation>Wyjdź</translation>
    </message>
    <message>
        <location filename="../../cardsuite/games/spider/table/replay.py" line="+164"/>
        <location filename="../../cardsuite/games/spider/table/widgets.py" line="+115"/>
        <source>Back</source>
        <translation>Wróć</translation>
    </message>
    <message>
        <location filename="../../cardsuite/games/spider/table/table.py" line="-20"/>
        <location line="+5"/>
        <source>Deal</source>
        <translation>Rozdaj karty</translation>
    </message>
    <message>
        <location line="-5"/>
        <source>Undo</source>
        <translation>Cofnij</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Done</source>
        <translation>Gotowe</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Auto turn-up</source>
        <translation>Auto odkrywanie</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Your setting: turn up every face-down card as soon as it is at the top of a column. Off (as in the rules): you turn them up yourself, and may first use the column as an empty one.</source>
        <translation>Twoje ustawienie: odkrywaj każdą zakrytą kartę, gdy tylko znajdzie się na wierzchu kolumny. Wyłączone (jak w zasadach): odkrywasz je sam i możesz najpierw użyć kolumny jako pustej.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Deal one card onto every column (allowed with empty columns too)</source>
        <translation>Połóż po jednej karcie na każdej kolumnie (można też przy pustych kolumnach)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Take back the last move (costs 1 point; never past a turn-up or a deal)</source>
        <translation>Cofnij ostatni ruch (kosztuje 1 punkt; nie cofa odkrycia karty ani rozdania)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Finish your game now; your score counts as it stands</source>
        <translation>Zakończ grę teraz; liczy się obecny wynik</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Show the result</source>
        <translation>Pokaż wynik</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Skip to the result</source>
        <translation>Przejdź do wyniku</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The computer plays on without pausing; its clock still counts the time it would have taken</source>
        <translation>Komputer gra dalej bez przerw; jego zegar i tak liczy czas, który by to zajęło</translation>
    </message>
    <message>
        <location filename="../../cardsuite/games/spider/table/status.py" line="-65"/>
        <source>Type this number into the new-game dialog to play the deal again</source>
        <translation>Wpisz ten numer w oknie nowej gry, aby zagrać to rozdanie ponownie</translation>
    </message>
    <message>
        <location filename="../../cardsuite/games/spider/table/table.py" line="+87"/>
        <source>Finish your game?</source>
        <translation>Zakończyć grę?</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your score stays at {score}. You cannot play on, but you can watch {name} play this deal.</source>
        <translation>Twój wynik pozostanie równy {score}. Nie możesz już grać dalej, ale możesz oglądać, jak {name} rozgrywa to rozdanie.</translation>
    </message>
    <message>
        <location filename="../../cardsuite/games/spider/table/status.py" line="+83"/>
        <source>Time is up!</source>
        <translation>Czas minął!</translation>
    </message>
    <message>
        <location filename="../../cardsuite/games/spider/table/table.py" line="+91"/>
        <source>A run is complete! +26</source>
        <translation>Sekwens ułożony! +26</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>{name} has cleared every card: {score} points.</source>
        <translation>{name} układa wszystkie karty – wynik: {score}.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{name}&apos;s time is up: {score} points.</source>
        <translation>{name}: czas minął – wynik: {score}.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{name} has finished with {score} points.</source>
        <translation>{name} kończy grę z wynikiem {score}.</translation>
    </message>
    <message>
        <location filename="../../cardsuite/games/spider/table/status.py" line="-112"/>
        <source>Watching</source>
        <translation>Oglądasz</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Playing</source>
        <translation>Grasz</translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+13"/>
        <source>Score</source>
        <translation>Wynik</translation>
    </message>
    <message>
        <location line="-13"/>
        <location line="+13"/>
        <location line="+73"/>
        <source>Moves</source>
        <translation>Ruchy</translation>
    </message>
    <message>
        <location line="-80"/>
        <source>Playing now</source>
        <translation>Gra teraz</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Runs</source>
        <translation>Sekw.</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Cards</source>
        <translation>Karty</translation>
    </message>
    <message>
        <location filename="../../cardsuite/games/spider/table/practice.py" line="-102"/>
        <location line="+6"/>
        <location filename="../../cardsuite/games/spider/table/status.py" line="+1"/>
        <location line="+130"/>
        <location line="+18"/>
        <source>Time</source>
        <translation>Czas</translation>
    </message>
    <message>
        <location filename="../../cardsuite/games/spider/table/speech.py" line="+26"/>
        <location line="+65"/>
        <source>column {n}</source>
        <translation>kolumna {n}</translation>
    </message>
    <message>
        <location line="-63"/>
        <location line="+13"/>
        <location line="+51"/>
        <source>stock</source>
        <translation>zakryty stos</translation>
    </message>
    <message>
        <location line="-62"/>
        <source>completed runs</source>
        <translation>ułożone sekwensy</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>on top</source>
        <translation>na wierzchu</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>1 card on it</source>
        <translation>leży na niej 1 karta</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>{n} cards on it</source>
        <translation>leży na niej kart: {n}</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>A new row: {cards}.</source>
        <translation>Nowy rząd: {cards}.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{card} and {n} more</source>
        <translation>{card} i jeszcze {n}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{cards} to column {n}.</source>
        <translation>{cards} do kolumny {n}.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Column {n}: {card} turned up.</source>
        <translation>Kolumna {n}: odkryta karta {card}.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>{name} completes a run: {n} so far.</source>
        <translation>{name} układa sekwens, razem: {n}.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Your score: {score}, completed runs: {runs}, moves: {moves}.</source>
        <translation>Twój wynik: {score}, ułożone sekwensy: {runs}, ruchy: {moves}.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Time left: {time}.</source>
        <translation>Pozostały czas: {time}.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{name}: score {score}, completed runs {runs}, {cards} left.</source>
        <translation>{name}: wynik {score}, ułożone sekwensy {runs}, pozostało – {cards}.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>empty</source>
        <translation>pusta</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>1 face-down card</source>
        <translation>1 zakryta karta</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>{n} face-down cards</source>
        <translation>zakryte karty: {n}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>face up: {cards}</source>
        <translation>odkryte: {cards}</translation>
    </message>
    <message>
        <location line="+5"/>
        <location filename="../../cardsuite/games/spider/table/status.py" line="-136"/>
        <source>1 deal left</source>
        <translation>Zostało 1 rozdanie</translation>
    </message>
    <message>
        <location line="+0"/>
        <location filename="../../cardsuite/games/spider/table/status.py" line="+0"/>
        <source>{n} deals left</source>
        <translation>Pozostałe rozdania: {n}</translation>
    </message>
    <message>
        <location filename="../../cardsuite/games/spider/table/status.py" line="+2"/>
        <source>The stock is empty</source>
        <translation>Brak rozdań</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>{name}&apos;s score</source>
        <translation>Wynik: {name}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your score</source>
        <translation>Twój wynik</translation>
    </message>
    <message>
        <location filename="../../cardsuite/games/spider/table/result.py" line="+96"/>
        <location filename="../../cardsuite/games/spider/table/status.py" line="+11"/>
        <source>Watch {name}&apos;s game</source>
        <translation>Oglądaj grę: {name}</translation>
    </message>
    <message>
        <location filename="../../cardsuite/games/spider/table/status.py" line="+8"/>
        <source>You have finished.</source>
        <translation>Twoja gra jest zakończona.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You have finished with {score} points. {name} is finishing the game: {theirs} points so far.</source>
        <translation>Twoja gra jest zakończona, wynik: {score}. {name} kończy grę – na razie wynik: {theirs}.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>You have finished with {score} points. {name} is still playing: {theirs} points so far.</source>
        <translation>Twoja gra jest zakończona, wynik: {score}. {name} jeszcze gra – na razie wynik: {theirs}.</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Cards turned up</source>
        <translation>Odkryte karty</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Placed on own suit</source>
        <translation>Na swój kolor</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>All cards cleared</source>
        <translation>Wszystkie karty ułożone</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Undos</source>
        <translation>Cofnięcia</translation>
    </message>
    <message>
        <location line="-125"/>
        <source>Cleared every card!</source>
        <translation>Wszystkie karty ułożone!</translation>
    </message>
    <message>
        <location filename="../../cardsuite/games/spider/table/replay.py" line="+26"/>
        <location filename="../../cardsuite/games/spider/table/status.py" line="+2"/>
        <source>Time ran out</source>
        <translation>Czas minął</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../../cardsuite/games/spider/table/status.py" line="+2"/>
        <source>Finished</source>
        <translation>Zakończono</translation>
    </message>
    <message>
        <location filename="../../cardsuite/games/spider/table/gestures.py" line="+83"/>
        <source>No column takes {card} now.</source>
        <translation>Żadna kolumna nie przyjmie teraz {card}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No column takes these cards now.</source>
        <translation>Żadna kolumna nie przyjmie teraz tych kart.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Only a run of one suit in falling order moves together; take the cards above it first.</source>
        <translation>Razem można przenieść tylko sekwens w jednym kolorze, w kolejności malejącej; najpierw zabierz karty, które na nim leżą.</translation>
    </message>
    <message>
        <location line="+19"/>
        <location line="+19"/>
        <source>{card} goes onto a card one rank higher, or onto a column with no face-up card.</source>
        <translation>{card} możesz położyć na kartę o jeden stopień wyższą albo na kolumnę bez odkrytych kart.</translation>
    </message>
    <message>
        <location filename="../../cardsuite/games/spider/table/practice.py" line="-3"/>
        <location filename="../../cardsuite/games/spider/table/status.py" line="+182"/>
        <source>Your time</source>
        <translation>Twój czas</translation>
    </message>
    <message>
        <location filename="../../cardsuite/games/spider/table/status.py" line="+7"/>
        <source>Time left</source>
        <translation>Pozostały czas</translation>
    </message>
    <message>
        <location filename="../../cardsuite/games/spider/table/hinttext.py" line="+31"/>
        <source>Move the {card} to column {n}</source>
        <translation>Przenieś {card} do kolumny {n}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Move the run from the {card} to column {n}</source>
        <translation>Przenieś sekwens od {card} do kolumny {n}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>it completes a run (+26)</source>
        <translation>to kończy sekwens (+26)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>it frees a column</source>
        <translation>to zwalnia kolumnę</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>it uncovers a face-down card</source>
        <translation>to odsłania zakrytą kartę</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>it builds in suit</source>
        <translation>to układa karty w jednym kolorze</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>it goes to an empty column</source>
        <translation>to zajmuje pustą kolumnę</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>it opens the way for the next moves</source>
        <translation>to otwiera drogę kolejnym ruchom</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{move}: {why}</source>
        <translation>{move}: {why}</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>Turn up the card in column {n}: +2 points, and you see what lies there</source>
        <translation>Odkryj kartę w kolumnie {n}: +2 punkty i zobaczysz, co to za karta</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Deal a new row: no move helps any more</source>
        <translation>Rozdaj nowy rząd: żaden ruch już nie pomoże</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No useful moves left: press Done to finish.</source>
        <translation>Nie ma już sensownych ruchów: naciśnij Gotowe, aby zakończyć.</translation>
    </message>
    <message>
        <location filename="../../cardsuite/games/spider/table/assist.py" line="+63"/>
        <source>A duel: {name} plays this very deal at the same time. The higher score wins; with equal scores, the one who finished sooner. Drag a card or a run, or click it to move it.</source>
        <translation>Pojedynek: {name} rozgrywa w tym samym czasie dokładnie to samo rozdanie. Wygrywa wyższy wynik, a przy równych wynikach – ten, kto skończył szybciej. Przeciągnij kartę lub sekwens albo kliknij go, aby go przenieść.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>An uncovered card stays face down until you click it (+2 points). Until then the column counts as empty: any card or run may go there.</source>
        <translation>Karta, która znalazła się na wierzchu, pozostaje zakryta, dopóki jej nie klikniesz (+2 punkty). Do tego czasu kolumna liczy się jako pusta: możesz na niej położyć dowolną kartę lub sekwens.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Deal puts one card on every column. Here you may deal at any time, even with empty columns.</source>
        <translation>„Rozdaj karty” kładzie po jednej karcie na każdej kolumnie. Tutaj możesz rozdawać w dowolnej chwili, nawet gdy są puste kolumny.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Scoring: +2 for each card turned up, +2 for each card placed on its own suit (once per card), +26 for a completed run, −1 for each move and each undo.</source>
        <translation>Punktacja: +2 za każdą odkrytą kartę, +2 za każdą kartę położoną na kartę w swoim kolorze (raz na kartę), +26 za ułożony sekwens, −1 za każdy ruch i każde cofnięcie.</translation>
    </message>
    <message>
        <location filename="../../cardsuite/games/spider/table/result.py" line="-37"/>
        <source>The duel is a draw</source>
        <translation>Pojedynek kończy się remisem</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You win the duel!</source>
        <translation>Wygrywasz pojedynek!</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{name} wins the duel</source>
        <translation>{name} wygrywa pojedynek</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Equal scores: {name} finished in less time.</source>
        <translation>Równe wyniki: {name} kończy w krótszym czasie.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Equal scores: {name} finished {n} ms sooner.</source>
        <translation>Równe wyniki: {name} kończy {n} ms szybciej.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Equal scores: {name} finished {n} s sooner.</source>
        <translation>Równe wyniki: {name} kończy {n} s szybciej.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Equal scores in the same time.</source>
        <translation>Równe wyniki w tym samym czasie.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{a} points to {b}</source>
        <translation>Wynik {a} do {b}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>1 run</source>
        <translation>1 sekwens</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>{n} runs</source>
        <translation>Sekwensy: {n}</translation>
    </message>
    <message>
        <location filename="../../cardsuite/games/spider/table/status.py" line="-179"/>
        <source>1 suit</source>
        <translation>1 kolor</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>{n} suits</source>
        <translation>{n} kolory</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Deal #{number}</source>
        <translation>Rozdanie nr {number}</translation>
    </message>
    <message>
        <location filename="../../cardsuite/games/spider/table/result.py" line="+65"/>
        <source>The solver found no way to clear this deal.</source>
        <translation>Analiza komputerowa nie znalazła sposobu na ułożenie wszystkich kart w tym rozdaniu.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You matched or beat the best score the solver found on this deal ({best}).</source>
        <translation>Twój wynik dorównał najlepszemu wynikowi znalezionemu przez komputer w tym rozdaniu ({best}) lub go przewyższył.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The best score the solver found on this deal is {best}; you reached {pct}%.</source>
        <translation>Najlepszy wynik znaleziony przez komputer w tym rozdaniu to {best}; Twój wynik to {pct}% tej wartości.</translation>
    </message>
    <message>
        <location line="-3"/>
        <source>The best score played or found on this deal is {best}, by {name}; you reached {pct}%.</source>
        <translation>Najlepszy wynik uzyskany lub znaleziony w tym rozdaniu to {best} – wynik gracza {name}; Twój wynik to {pct}% tej wartości.</translation>
    </message>
    <message>
        <location filename="../../cardsuite/games/spider/table/replay.py" line="-36"/>
        <source>Replay of {name}&apos;s game</source>
        <translation>Powtórka gry: {name}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Step {i} of {n}</source>
        <translation>Krok {i} z {n}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>live</source>
        <translation>na żywo</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>score {n}</source>
        <translation>wynik {n}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Result</source>
        <translation>Wynik</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The deal as it started</source>
        <translation>Rozdanie na początku</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>{card} to column {n}</source>
        <translation>{card} do kolumny {n}</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>{card} and the cards on it to column {n}</source>
        <translation>{card} z kartami na niej do kolumny {n}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Turned up {card} in column {n}</source>
        <translation>Odkryto {card} w kolumnie {n}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Dealt a new row</source>
        <translation>Rozdano nowy rząd</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Took back a move</source>
        <translation>Cofnięto ruch</translation>
    </message>
    <message>
        <location filename="../../cardsuite/games/spider/table/widgets.py" line="-284"/>
        <source>Cards face down: {n}</source>
        <translation>Zakryte karty: {n}</translation>
    </message>
</context>
<context>
    <name>StartScreen</name>
    <message>
        <location filename="../../cardsuite/ui/app/startscreen.py" line="+329"/>
        <source>Rejoin %1&apos;s table</source>
        <translation>Wróć do stołu: %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Take your seat at %1&apos;s table again: this app kept its key.</source>
        <translation>Zajmij znowu swoje miejsce przy stole gracza %1: aplikacja zachowała jego klucz.</translation>
    </message>
    <message>
        <location line="+47"/>
        <source>CHOOSE A GAME</source>
        <translation>WYBIERZ GRĘ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Play on the network</source>
        <translation>Graj w sieci</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Host a table or join one on your local network; chat and invite players in the lobby.</source>
        <translation>Załóż stół albo dosiądź się do innego w sieci lokalnej; w poczekalni rozmawiaj i zapraszaj graczy.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No games are installed yet. Each game appears here as soon as it is added to cardsuite.</source>
        <translation>Nie zainstalowano jeszcze żadnej gry. Każda gra pojawi się tutaj, gdy tylko zostanie dodana do cardsuite.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>cardsuite %1 · Your matches are saved after every move, so you can close the window at any time.</source>
        <translation>cardsuite %1 · Partie zapisują się po każdym ruchu, więc okno możesz zamknąć w dowolnej chwili.</translation>
    </message>
</context>
<context>
    <name>StatsWindow</name>
    <message>
        <location filename="../../cardsuite/ui/app/statswindow.py" line="+31"/>
        <source>Close</source>
        <translation>Zamknij</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Statistics</source>
        <translation>Statystyki</translation>
    </message>
</context>
<context>
    <name>Table</name>
    <message>
        <location filename="../../cardsuite/ui/toolkit/controller.py" line="+101"/>
        <source>The match was left before it was decided.</source>
        <translation>Partię opuszczono, zanim się rozstrzygnęła.</translation>
    </message>
    <message>
        <location line="+168"/>
        <source>It is not your turn.</source>
        <translation>Teraz nie jest Twoja kolej.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Waiting for the others to continue…</source>
        <translation>Czekamy, aż pozostali będą gotowi grać dalej…</translation>
    </message>
    <message>
        <location filename="../../cardsuite/ui/toolkit/hints.py" line="+142"/>
        <source>Show hints?</source>
        <translation>Pokazywać podpowiedzi?</translation>
    </message>
    <message>
        <location line="+151"/>
        <source>Show hints again</source>
        <translation>Pokazuj znów podpowiedzi</translation>
    </message>
    <message>
        <location filename="../../cardsuite/ui/toolkit/overlays.py" line="+59"/>
        <source>Pass the screen to</source>
        <translation>Przekaż ekran graczowi</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Click anywhere when you are ready</source>
        <translation>Kliknij w dowolnym miejscu, gdy będziesz gotowy</translation>
    </message>
    <message>
        <location line="+160"/>
        <source>Continue</source>
        <translation>Graj dalej</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Leave</source>
        <translation>Wyjdź</translation>
    </message>
    <message>
        <location line="-1"/>
        <source>Close</source>
        <translation>Zamknij</translation>
    </message>
    <message>
        <location filename="../../cardsuite/ui/toolkit/players.py" line="+215"/>
        <location line="+111"/>
        <source>Score</source>
        <translation>Wynik</translation>
    </message>
    <message>
        <location filename="../../cardsuite/ui/toolkit/demo.py" line="+52"/>
        <source>cardsuite — table toolkit</source>
        <translation>cardsuite — narzędzia stołu</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Table toolkit — every card drawn in code, crisp at any size</source>
        <translation>Narzędzia stołu — każda karta rysowana w kodzie, ostra w każdym rozmiarze</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>53 faces</source>
        <translation>53 awersy</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Joker and backs</source>
        <translation>Joker i rewersy</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Talon and trump</source>
        <translation>Stos i atut</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Spider column</source>
        <translation>Kolumna Pająka</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Melds</source>
        <translation>Meldunki</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Canasta</source>
        <translation>Kanasta</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Trick</source>
        <translation>Lewa</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Discard pile, spread open</source>
        <translation>Stos odkryty, rozłożony</translation>
    </message>
    <message>
        <location filename="../../cardsuite/games/canasta/table/history.py" line="-3"/>
        <location filename="../../cardsuite/games/canasta/table/result.py" line="-71"/>
        <location filename="../../cardsuite/ui/toolkit/demo.py" line="+22"/>
        <location filename="../../cardsuite/ui/toolkit/table.py" line="+257"/>
        <source>You</source>
        <translation>Ty</translation>
    </message>
    <message>
        <location filename="../../cardsuite/ui/toolkit/demo.py" line="+11"/>
        <source>2 canastas • 4 melds</source>
        <translation>2 kanasty • 4 meldunki</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Meld</source>
        <translation>Melduj</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Discard</source>
        <translation>Odrzuć</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Double</source>
        <translation>Dubluj</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Take back</source>
        <translation>Wróć</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Selected cards lift out of your hand. Press Meld to lay them out, or drag them onto a meld.</source>
        <translation>Zaznaczone karty wysuwają się z ręki. Naciśnij Melduj, aby je wyłożyć, albo przeciągnij je na meldunek.</translation>
    </message>
    <message>
        <location filename="../../cardsuite/ui/toolkit/table.py" line="+1"/>
        <source>Opponent</source>
        <translation>Przeciwnik</translation>
    </message>
    <message>
        <location line="+240"/>
        <source>Waiting for %1 to come back…</source>
        <translation>Czekamy, aż %1 wróci…</translation>
    </message>
    <message>
        <location filename="../../cardsuite/ui/toolkit/summarytext.py" line="+20"/>
        <source>Points this round</source>
        <translation>Punkty w tej rundzie</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Match score</source>
        <translation>Wynik partii</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Match winner: {name}.</source>
        <translation>Zwycięzca partii: {name}.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Match over</source>
        <translation>Koniec partii</translation>
    </message>
    <message>
        <location line="-5"/>
        <source>Match winner: {name}</source>
        <translation>Zwycięzca partii: {name}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The match is drawn.</source>
        <translation>Partia kończy się remisem.</translation>
    </message>
    <message>
        <location line="-8"/>
        <source>Round over</source>
        <translation>Koniec rundy</translation>
    </message>
</context>
<context>
    <name>TableChat</name>
    <message>
        <location filename="../../cardsuite/ui/lan/tablechat.py" line="+22"/>
        <source>Waiting for one more player to join…</source>
        <translation>Czekamy jeszcze na jednego gracza…</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>Waiting for %n more players to join…</source>
        <translation>
            <numerusform>Czekamy jeszcze na %n gracza…</numerusform>
            <numerusform>Czekamy jeszcze na %n graczy…</numerusform>
            <numerusform>Czekamy jeszcze na %n graczy…</numerusform>
        </translation>
    </message>
    <message>
        <location line="+7"/>
        <source>A bot now plays for %1.</source>
        <translation>Za gracza %1 gra teraz bot.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1, a bot, takes the empty seat.</source>
        <translation>%1 (bot) zajmuje wolne miejsce.</translation>
    </message>
    <message>
        <location line="+53"/>
        <source>Say something to the table</source>
        <translation>Napisz coś do wszystkich przy stole</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Let a bot take the empty seat</source>
        <translation>Posadź bota na wolnym miejscu</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Let bots take the empty seats</source>
        <translation>Posadź boty na wolnych miejscach</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Let a bot play for them</source>
        <translation>Niech za nich zagra komputer</translation>
    </message>
</context>
<context>
    <name>TableChatDock</name>
    <message>
        <location line="+75"/>
        <source>Table chat</source>
        <translation>Czat przy stole</translation>
    </message>
</context>
<context>
    <name>TableClient</name>
    <message>
        <location filename="../../cardsuite/net/client.py" line="+150"/>
        <source>You closed the connection.</source>
        <translation>Połączenie zostało zamknięte na Twoje żądanie.</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>You left the table.</source>
        <translation>Opuszczono stół.</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>The host stopped answering.</source>
        <translation>Gospodarz przestał odpowiadać.</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>The host sent a message this app cannot use (%1); the connection was closed.</source>
        <translation>Gospodarz wysłał wiadomość, której ten program nie potrafi obsłużyć (%1); połączenie zostało zamknięte.</translation>
    </message>
    <message>
        <location line="+87"/>
        <source>Could not reach the table at %1:%2 (%3).</source>
        <translation>Nie udało się połączyć ze stołem pod adresem %1:%2 (%3).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The connection to the host was lost.</source>
        <translation>Utracono połączenie z gospodarzem.</translation>
    </message>
</context>
<context>
    <name>TableHint</name>
    <message>
        <location filename="../../cardsuite/ui/toolkit/hinting.py" line="+86"/>
        <source>Hints are not allowed at this table.</source>
        <translation>Przy tym stole podpowiedzi są wyłączone.</translation>
    </message>
    <message>
        <location line="+25"/>
        <location line="+77"/>
        <source>Thinking…</source>
        <translation>Myślę…</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>? Hint</source>
        <translation>? Podpowiedź</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show the move the strongest bot would make (H)</source>
        <translation>Pokaż ruch, który wykonałby najsilniejszy bot (H)</translation>
    </message>
</context>
<context>
    <name>games</name>
    <message>
        <location filename="../../cardsuite/games/__init__.py" line="+83"/>
        <source>Schnapsen</source>
        <translation>Sznapsik</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The quick Central European trick game for two: reach 66 first, marry a king and queen, close the talon when you dare.</source>
        <translation>Szybka środkowoeuropejska gra w lewy dla dwojga: zdobądź 66 oczek przed przeciwnikiem, melduj króla z damą, zamknij stos, gdy się odważysz.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Spider practice</source>
        <translation>Pająk – trening</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Spider Solitaire alone, by the duel&apos;s rules or the classic ones, with 1, 2 or 4 suits and the solver&apos;s demo.</source>
        <translation>Pasjans Pająk w pojedynkę, według zasad pojedynku albo klasycznych, z 1, 2 lub 4 kolorami i pokazem rozwiązania komputera.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Canasta</source>
        <translation>Kanasta</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Melds and canastas with 108 cards: 2 players, or 4 in two partnerships.</source>
        <translation>Meldunki i kanasty ze 108 kart: 2 graczy albo 4 w dwóch parach.</translation>
    </message>
    <message>
        <location line="-11"/>
        <source>Spider duel</source>
        <translation>Pająk – pojedynek</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Spider Solitaire as a duel: both players get the same deal; the higher score wins.</source>
        <translation>Pasjans Pająk jako pojedynek: obaj gracze dostają to samo rozdanie, wygrywa wyższy wynik.</translation>
    </message>
    <message>
        <location filename="../../cardsuite/bots.py" line="+56"/>
        <source>Random</source>
        <translation>Losowy</translation>
    </message>
    <message>
        <location filename="../../cardsuite/games/canasta/bots/levels.py" line="+14"/>
        <location filename="../../cardsuite/games/schnapsen/bots/levels.py" line="+19"/>
        <location filename="../../cardsuite/games/spider/bots/levels.py" line="+53"/>
        <source>Easy</source>
        <translation>Łatwy</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../../cardsuite/games/schnapsen/bots/levels.py" line="+1"/>
        <location filename="../../cardsuite/games/spider/bots/levels.py" line="+1"/>
        <source>Medium</source>
        <translation>Średni</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../../cardsuite/games/schnapsen/bots/levels.py" line="+1"/>
        <location filename="../../cardsuite/games/spider/bots/levels.py" line="+1"/>
        <source>Hard</source>
        <translation>Trudny</translation>
    </message>
    <message>
        <location filename="../../cardsuite/engine.py" line="-104"/>
        <source>Default</source>
        <translation>Domyślne</translation>
    </message>
    <message>
        <location filename="../../cardsuite/games/canasta/engine/options.py" line="+30"/>
        <source>Players</source>
        <translation>Gracze</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>2 players, or 4 in two partnerships (partners sit opposite and share melds).</source>
        <translation>2 graczy albo 4 w dwóch parach (partnerzy siedzą naprzeciw siebie i mają wspólne meldunki).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>2 players</source>
        <translation>2 graczy</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>4 players (2 partnerships)</source>
        <translation>4 graczy (2 pary)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Cards drawn from the stock</source>
        <translation>Karty dobierane z zakrytego stosu</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>How many cards a player draws from the stock each turn.</source>
        <translation>Ile kart gracz dobiera z zakrytego stosu w każdej turze.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>1 card</source>
        <translation>1 karta</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>2 cards</source>
        <translation>2 karty</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Canastas needed to go out</source>
        <translation>Kanasty potrzebne do zakończenia</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Canastas a player needs before going out (2-player game).</source>
        <translation>Liczba kanast, których gracz potrzebuje, zanim zakończy rozdanie (gra dwuosobowa).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Canastas needed to go out (partnership)</source>
        <translation>Kanasty potrzebne do zakończenia (pary)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Canastas a partnership needs before one of them goes out.</source>
        <translation>Liczba kanast, których para potrzebuje, zanim jeden z partnerów zakończy rozdanie.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Red 3s count against a side without melds</source>
        <translation>Czerwone trójki liczą się na minus stronie bez meldunków</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A side that made no meld by the end of the round loses the red-3 bonus instead of gaining it.</source>
        <translation>Strona, która do końca rundy nie wyłożyła żadnego meldunku, traci premię za czerwone trójki zamiast ją zyskać.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A black 3 on the pile may be taken to go out</source>
        <translation>Stos z czarną trójką na wierzchu można wziąć, by zakończyć</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The pile topped by a black 3 may be taken by a player who melds it with two black 3s from the hand as the last meld of going out in that turn.</source>
        <translation>Stos z czarną trójką na wierzchu może wziąć gracz, który wykłada ją z dwiema czarnymi trójkami z ręki jako ostatni meldunek, kończąc rozdanie w tej turze.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Take an unfrozen pile with a natural and a wild card</source>
        <translation>Niezamrożony stos można wziąć z kartą naturalną i dziką</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>When the pile is not frozen, its top card may start a meld with one natural card and one wild card from the hand.</source>
        <translation>Gdy stos nie jest zamrożony, jego górna karta może rozpocząć meldunek z jedną kartą naturalną i jedną dziką z ręki.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Going out concealed needs no initial minimum</source>
        <translation>Zakończenie z ręki nie wymaga minimum pierwszego meldunku</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A player who melds the whole hand in one turn without an earlier meld needs no initial-meld minimum (unless taking the pile).</source>
        <translation>Gracz, który wykłada całą rękę w jednej turze bez wcześniejszego meldunku, nie musi osiągnąć minimum pierwszego meldunku (chyba że bierze stos).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Initial meld below 0 points</source>
        <translation>Pierwszy meldunek poniżej 0 punktów</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Minimum of a side&apos;s first melds when its score is below 0.</source>
        <translation>Minimum pierwszych meldunków strony, gdy jej wynik jest poniżej 0.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Initial meld from 0 points</source>
        <translation>Pierwszy meldunek od 0 punktów</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Minimum of a side&apos;s first melds at 0 to 1495 points.</source>
        <translation>Minimum pierwszych meldunków strony przy wyniku od 0 do 1495 punktów.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Initial meld from 1500 points</source>
        <translation>Pierwszy meldunek od 1500 punktów</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Minimum of a side&apos;s first melds at 1500 to 2995 points.</source>
        <translation>Minimum pierwszych meldunków strony przy wyniku od 1500 do 2995 punktów.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Initial meld from 3000 points</source>
        <translation>Pierwszy meldunek od 3000 punktów</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Minimum of a side&apos;s first melds at 3000 points or more.</source>
        <translation>Minimum pierwszych meldunków strony przy wyniku 3000 punktów lub więcej.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Play to</source>
        <translation>Gra do</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The match ends at the end of the round in which a side reaches this score; 1 plays a single round.</source>
        <translation>Mecz kończy się z końcem rundy, w której jedna ze stron osiąga ten wynik; 1 oznacza jedną rundę.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>1 round</source>
        <translation>1 runda</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Stake may be doubled</source>
        <translation>Stawkę można podwoić</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Before drawing, the player on turn may propose to double the stake; declining ends the match.</source>
        <translation>Przed dobraniem karty gracz na turze może zaproponować podwojenie stawki; odmowa kończy mecz.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Stake</source>
        <translation>Stawka</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Chips the winner of the match gets.</source>
        <translation>Żetony, które dostaje zwycięzca meczu.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Limit</source>
        <translation>Limit</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The stake can never be doubled above this (0: no limit).</source>
        <translation>Stawki nigdy nie można podwoić ponad tę wartość (0: bez limitu).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>May ask the partner &quot;may I go out?&quot;</source>
        <translation>Można zapytać partnera „czy mogę zakończyć?”</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Partnership only: a player may ask the partner whether to go out; the answer binds.</source>
        <translation>Tylko w parach: gracz może zapytać partnera, czy zakończyć rozdanie; odpowiedź jest wiążąca.</translation>
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
        <translation>Klasyczne</translation>
    </message>
    <message>
        <location filename="../../cardsuite/games/schnapsen/engine/options.py" line="+14"/>
        <source>Game points for a bummerl</source>
        <translation>Punkty gry do bummerla</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Each player counts down from this number; the first to reach 0 wins the match (usually 7).</source>
        <translation>Każdy gracz odlicza od tej liczby w dół; kto pierwszy dojdzie do 0, wygrywa partię (zwykle 7).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Show both players&apos; points</source>
        <translation>Pokazuj punkty obu graczy</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show the opponent&apos;s points during a round too, not only your own (counting them is part of the game).</source>
        <translation>Pokazuj w trakcie rundy także punkty przeciwnika, nie tylko swoje (liczenie ich to część gry).</translation>
    </message>
    <message>
        <location filename="../../cardsuite/games/spider/engine/options.py" line="+13"/>
        <location filename="../../cardsuite/games/spider/engine/practice.py" line="-12"/>
        <source>Suits</source>
        <translation>Kolory</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>1 suit: eight times spades A-K (easier). 2 suits: four times hearts and four times spades.</source>
        <translation>1 kolor: osiem razy piki A-K (łatwiej). 2 kolory: cztery razy kiery i cztery razy piki.</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../../cardsuite/games/spider/engine/practice.py" line="-12"/>
        <location line="+15"/>
        <source>1 suit</source>
        <translation>1 kolor</translation>
    </message>
    <message>
        <location line="+0"/>
        <location filename="../../cardsuite/games/spider/engine/practice.py" line="-15"/>
        <location line="+15"/>
        <source>2 suits</source>
        <translation>2 kolory</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Time limit</source>
        <translation>Limit czasu</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Each player&apos;s playing time; when it runs out the game ends as if Done was pressed.</source>
        <translation>Czas gry każdego gracza; gdy się skończy, gra kończy się tak, jakby naciśnięto „Gotowe”.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Standard (10 minutes for 1 suit, 15 for 2)</source>
        <translation>Standardowy (10 minut dla 1 koloru, 15 dla 2)</translation>
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
        <translation>Tylko rozdania do wygrania</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../../cardsuite/games/spider/engine/practice.py" line="+1"/>
        <source>Deal only deals the solver can win: the first winnable deal number from the one chosen.</source>
        <translation>Rozdaje tylko rozdania, które komputer potrafi wygrać: pierwszy wygrywalny numer od wybranego.</translation>
    </message>
    <message>
        <location filename="../../cardsuite/games/spider/engine/practice.py" line="-19"/>
        <location line="+15"/>
        <source>4 suits</source>
        <translation>4 kolory</translation>
    </message>
    <message>
        <location line="-14"/>
        <source>1 suit, classic rules</source>
        <translation>1 kolor, zasady klasyczne</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>2 suits, classic rules</source>
        <translation>2 kolory, zasady klasyczne</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>4 suits, classic rules</source>
        <translation>4 kolory, zasady klasyczne</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>1 suit: eight times spades A-K (easiest). 2 suits: hearts and spades. 4 suits: two full decks (hardest).</source>
        <translation>1 kolor: osiem razy piki A–K (najłatwiej). 2 kolory: kiery i piki. 4 kolory: dwie pełne talie (najtrudniej).</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Duel rules</source>
        <translation>Zasady pojedynku</translation>
    </message>
    <message>
        <location filename="../../cardsuite/games/canasta/bots/levels.py" line="+4"/>
        <location filename="../../cardsuite/games/schnapsen/bots/levels.py" line="+1"/>
        <location filename="../../cardsuite/games/spider/bots/levels.py" line="+1"/>
        <source>Expert</source>
        <translation>Ekspert</translation>
    </message>
</context>
<context>
    <name>window</name>
    <message>
        <location filename="../../cardsuite/ui/lan/lanplay.py" line="-289"/>
        <source>The game could not be started</source>
        <translation>Nie udało się rozpocząć gry</translation>
    </message>
    <message>
        <location line="+314"/>
        <source>The table could not be opened</source>
        <translation>Nie udało się otworzyć stołu</translation>
    </message>
</context>
</TS>
