<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="sl" sourcelanguage="en">
<context>
    <name></name>
    <message>
        <location filename="../../cardsuite/ui/table.py" line="+380"/>
        <location line="+7"/>
        <source>Scoring</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-4"/>
        <source>Table</source>
        <comment>Points this round</comment>
        <translation type="unfinished">Miza</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Table</source>
        <comment>Match score</comment>
        <translation type="unfinished">Miza</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Table</source>
        <comment>Match over</comment>
        <translation type="unfinished">Miza</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Table</source>
        <comment>{name} wins the match.</comment>
        <translation type="unfinished">Miza</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Table</source>
        <comment>The match is drawn.</comment>
        <translation type="unfinished">Miza</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Table</source>
        <comment>Round over</comment>
        <translation type="unfinished">Miza</translation>
    </message>
    <message>
        <location filename="../../cardsuite/ui/demo.py" line="+68"/>
        <source>Table</source>
        <comment>Table toolkit — every card drawn in code, crisp at any size</comment>
        <translation type="unfinished">Miza</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Table</source>
        <comment>53 faces</comment>
        <translation type="unfinished">Miza</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Table</source>
        <comment>Joker and backs</comment>
        <translation type="unfinished">Miza</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>CardBacks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Table</source>
        <comment>Talon and trump</comment>
        <translation type="unfinished">Miza</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Table</source>
        <comment>Spider column</comment>
        <translation type="unfinished">Miza</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Table</source>
        <comment>Melds</comment>
        <translation type="unfinished">Miza</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Table</source>
        <comment>Canasta</comment>
        <translation type="unfinished">Miza</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Table</source>
        <comment>Trick</comment>
        <translation type="unfinished">Miza</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Table</source>
        <comment>Discard pile, spread open</comment>
        <translation type="unfinished">Miza</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>Table</source>
        <comment>You</comment>
        <translation type="unfinished">Miza</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Table</source>
        <comment>2 canastas • 4 melds</comment>
        <translation type="unfinished">Miza</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Table</source>
        <comment>Meld</comment>
        <translation type="unfinished">Miza</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Table</source>
        <comment>Discard</comment>
        <translation type="unfinished">Miza</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Table</source>
        <comment>Double</comment>
        <translation type="unfinished">Miza</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Table</source>
        <comment>Take back</comment>
        <translation type="unfinished">Miza</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Table</source>
        <comment>Selected cards lift out of your hand. Press Meld to lay them out, or drag them onto a meld.</comment>
        <translation type="unfinished">Miza</translation>
    </message>
</context>
<context>
    <name>CardBacks</name>
    <message>
        <location filename="../../cardsuite/ui/settings_dialog.py" line="+20"/>
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
    <name>GameCard</name>
    <message>
        <location filename="../../cardsuite/ui/mainwindow.py" line="+403"/>
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
        <location line="+9"/>
        <source>Your unfinished match cannot be resumed by this version.</source>
        <translation>Nedokončane partije ta različica ne more nadaljevati.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your unfinished match cannot be resumed.</source>
        <translation>Nedokončane partije ni mogoče nadaljevati.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Unfinished match against %1, round %2.</source>
        <translation>Nedokončana partija proti: %1, krog %2.</translation>
    </message>
    <message>
        <location line="+1"/>
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
    <name>Header</name>
    <message>
        <location line="-135"/>
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
    <name>MainWindow</name>
    <message>
        <location line="+369"/>
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
        <location line="+12"/>
        <source>%1 — cardsuite</source>
        <translation>%1 — cardsuite</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>cardsuite</source>
        <translation>cardsuite</translation>
    </message>
    <message>
        <location line="+54"/>
        <source>Some files could not be used</source>
        <translation>Nekaterih datotek ni bilo mogoče uporabiti</translation>
    </message>
    <message>
        <location line="+38"/>
        <source>Start a new match?</source>
        <translation>Začnem novo partijo?</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You have an unfinished match of %1. A new match replaces it.</source>
        <translation>Imate nedokončano partijo igre %1. Nova partija jo bo nadomestila.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Start a new match</source>
        <translation>Začni novo partijo</translation>
    </message>
    <message>
        <location line="+7"/>
        <location line="+14"/>
        <source>The game could not be started</source>
        <translation>Igre ni bilo mogoče začeti</translation>
    </message>
    <message>
        <location line="+26"/>
        <location line="+23"/>
        <source>This match cannot be resumed</source>
        <translation>Te partije ni mogoče nadaljevati</translation>
    </message>
    <message>
        <location line="-18"/>
        <source>Nothing to resume</source>
        <translation>Ničesar ni za nadaljevanje</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>There is no unfinished match of %1 to resume.</source>
        <translation>Ni nedokončane partije igre %1.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>the match in it is already over</source>
        <translation>shranjena partija je že končana</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The saved match of %1 could not be read back (%2). The file was left as it is at %3.</source>
        <translation>Shranjene partije igre %1 ni bilo mogoče prebrati (%2). Datoteka je ostala nespremenjena: %3.</translation>
    </message>
    <message>
        <location line="+18"/>
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
        <location line="+19"/>
        <source>The match could not be saved: %1</source>
        <translation>Partije ni bilo mogoče shraniti: %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The match is not being saved</source>
        <translation>Partija se ne shranjuje</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>The table could not be opened</source>
        <translation>Mize ni bilo mogoče odpreti</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>Leave the table?</source>
        <translation>Zapustim mizo?</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The match ends here and cannot be resumed.</source>
        <translation>Partija se tu konča in je ne bo mogoče nadaljevati.</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Leave</source>
        <translation>Zapusti</translation>
    </message>
    <message>
        <location line="+44"/>
        <source>Settings not saved</source>
        <translation>Nastavitve niso shranjene</translation>
    </message>
    <message>
        <location line="+10"/>
        <location line="+15"/>
        <source>Language</source>
        <translation>Jezik</translation>
    </message>
    <message>
        <location line="-15"/>
        <location line="+15"/>
        <source>The new language takes effect when cardsuite starts again.</source>
        <translation>Novi jezik bo uporabljen ob naslednjem zagonu programa cardsuite.</translation>
    </message>
    <message>
        <location line="-11"/>
        <source>Table colour</source>
        <translation>Barva mize</translation>
    </message>
    <message>
        <location line="+43"/>
        <source>none yet</source>
        <translation>še nobene</translation>
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
    <name>NewGameDialog</name>
    <message>
        <location filename="../../cardsuite/ui/newgame.py" line="+91"/>
        <source>You</source>
        <translation>Vi</translation>
    </message>
    <message>
        <location line="+221"/>
        <source>New game: %1</source>
        <translation>Nova igra: %1</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Opponent</source>
        <translation>Nasprotnik</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Computer opponent</source>
        <translation>Računalnik</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A friend on this screen</source>
        <translation>Prijatelj za istim zaslonom</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>%1 (rating %2)</source>
        <translation>%1 (ocena %2)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Skill from</source>
        <translation>Raven od</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>to</source>
        <translation>do</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Rules</source>
        <translation>Pravila</translation>
    </message>
    <message>
        <location line="+14"/>
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
        <location line="+71"/>
        <source>Your opponent plays at the level %1.</source>
        <translation>Nasprotnik igra na ravni: %1.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Your opponent is picked at random among: %1.</source>
        <translation>Nasprotnik bo naključno izbran med: %1.</translation>
    </message>
    <message>
        <location line="+30"/>
        <location line="+2"/>
        <location line="+22"/>
        <source>Player %1</source>
        <translation>Igralec %1</translation>
    </message>
</context>
<context>
    <name>OptionsForm</name>
    <message>
        <location line="-284"/>
        <source>Variant</source>
        <translation>Različica</translation>
    </message>
</context>
<context>
    <name>RulesDialog</name>
    <message>
        <location filename="../../cardsuite/ui/rules_view.py" line="+46"/>
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
    <name>SettingsDialog</name>
    <message>
        <location filename="../../cardsuite/ui/settings_dialog.py" line="+8"/>
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
        <location line="+29"/>
        <source>Settings</source>
        <translation>Nastavitve</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Table</source>
        <translation>Miza</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Card back</source>
        <translation>Hrbtna stran kart</translation>
    </message>
    <message>
        <location line="+7"/>
        <location line="+87"/>
        <source>Table colour</source>
        <translation>Barva mize</translation>
    </message>
    <message>
        <location line="-80"/>
        <source>Animation speed</source>
        <translation>Hitrost animacij</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Show both players&apos; scores</source>
        <translation>Prikaži rezultata obeh igralcev</translation>
    </message>
    <message>
        <location line="+7"/>
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
        <location line="+5"/>
        <source>A new language takes effect when cardsuite starts again.</source>
        <translation>Novi jezik bo uporabljen ob naslednjem zagonu programa cardsuite.</translation>
    </message>
    <message>
        <location line="+77"/>
        <source>Settings not saved</source>
        <translation>Nastavitve niso shranjene</translation>
    </message>
</context>
<context>
    <name>StartScreen</name>
    <message>
        <location filename="../../cardsuite/ui/mainwindow.py" line="-582"/>
        <source>CHOOSE A GAME</source>
        <translation>IZBERITE IGRO</translation>
    </message>
    <message>
        <location line="+1"/>
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
    <name>Table</name>
    <message>
        <location filename="../../cardsuite/ui/controller.py" line="+173"/>
        <source>It is not your turn.</source>
        <translation>Niste na potezi.</translation>
    </message>
    <message>
        <location filename="../../cardsuite/ui/hints.py" line="+75"/>
        <source>Show hints?</source>
        <translation>Prikažem namige?</translation>
    </message>
    <message>
        <location line="+120"/>
        <source>Show hints again</source>
        <translation>Znova prikaži namige</translation>
    </message>
    <message>
        <location filename="../../cardsuite/ui/overlays.py" line="+56"/>
        <source>Pass the screen to</source>
        <translation>Predajte zaslon igralcu</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Click anywhere when you are ready</source>
        <translation>Ko ste pripravljeni, kliknite kamor koli</translation>
    </message>
    <message>
        <location line="+45"/>
        <source>Continue</source>
        <translation>Nadaljuj</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+21"/>
        <source>Leave</source>
        <translation>Zapusti</translation>
    </message>
    <message>
        <location line="-1"/>
        <source>Close</source>
        <translation>Zapri</translation>
    </message>
    <message>
        <location filename="../../cardsuite/ui/panels.py" line="+143"/>
        <source>Score</source>
        <translation>Rezultat</translation>
    </message>
    <message>
        <location filename="../../cardsuite/ui/demo.py" line="-126"/>
        <source>cardsuite — table toolkit</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>games</name>
    <message>
        <location filename="../../cardsuite/ui/i18n.py" line="+44"/>
        <source>Schnapsen</source>
        <translation>Šnops</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The quick Central European trick game for two: reach 66 first, marry a king and queen, close the talon when you dare.</source>
        <translation>Hitra srednjeevropska igra vzetkov za dva: prvi zberite 66 točk, napovejte poroko kralja in dame, zaprite talon, ko si upate.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Canasta</source>
        <translation>Kanasta</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The great rummy game: meld, freeze the pile, build canastas of seven and go out.</source>
        <translation>Velika igra iz družine remija: polagajte kombinacije, zamrznite kup, sestavite kanaste iz sedmih kart in prvi končajte.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Spider duel</source>
        <translation>Pajek – dvoboj</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Spider Solitaire as a duel: both players get the same deal; the higher score wins.</source>
        <translation>Pasjansa Pajek kot dvoboj: oba igralca dobita enako delitev, zmaga višji rezultat.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Toy tricks</source>
        <translation>Igračni vzetki</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A tiny trick game for tests.</source>
        <translation>Majhna igra vzetkov za preizkuse.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Random</source>
        <translation>Naključni</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Easy</source>
        <translation>Lahek</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Medium</source>
        <translation>Srednji</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hard</source>
        <translation>Težek</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Default</source>
        <translation>Privzeto</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Short</source>
        <translation>Kratko</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>StarGames</source>
        <translation>StarGames</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Classic</source>
        <translation>Klasično</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Target</source>
        <translation>Cilj</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Game points for a bummerl</source>
        <translation>Igralne točke za bummerl</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Each player counts down from this number; the first to reach 0 wins the match (usually 7).</source>
        <translation>Vsak igralec šteje od tega števila navzdol; kdor prvi pride do 0, zmaga v partiji (navadno 7).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Show both players&apos; points</source>
        <translation>Prikaži točke obeh igralcev</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show the opponent&apos;s points during a round too, not only your own (counting them is part of the game).</source>
        <translation>Med krogom prikaži tudi nasprotnikove točke, ne le svojih (štetje je del igre).</translation>
    </message>
</context>
</TS>
