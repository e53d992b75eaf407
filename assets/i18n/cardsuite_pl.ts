<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="pl" sourcelanguage="en">
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
        <translation type="unfinished">Stół</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Table</source>
        <comment>Match score</comment>
        <translation type="unfinished">Stół</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Table</source>
        <comment>Match over</comment>
        <translation type="unfinished">Stół</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Table</source>
        <comment>{name} wins the match.</comment>
        <translation type="unfinished">Stół</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Table</source>
        <comment>The match is drawn.</comment>
        <translation type="unfinished">Stół</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Table</source>
        <comment>Round over</comment>
        <translation type="unfinished">Stół</translation>
    </message>
    <message>
        <location filename="../../cardsuite/ui/demo.py" line="+68"/>
        <source>Table</source>
        <comment>Table toolkit — every card drawn in code, crisp at any size</comment>
        <translation type="unfinished">Stół</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Table</source>
        <comment>53 faces</comment>
        <translation type="unfinished">Stół</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Table</source>
        <comment>Joker and backs</comment>
        <translation type="unfinished">Stół</translation>
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
        <translation type="unfinished">Stół</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Table</source>
        <comment>Spider column</comment>
        <translation type="unfinished">Stół</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Table</source>
        <comment>Melds</comment>
        <translation type="unfinished">Stół</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Table</source>
        <comment>Canasta</comment>
        <translation type="unfinished">Stół</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Table</source>
        <comment>Trick</comment>
        <translation type="unfinished">Stół</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Table</source>
        <comment>Discard pile, spread open</comment>
        <translation type="unfinished">Stół</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>Table</source>
        <comment>You</comment>
        <translation type="unfinished">Stół</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Table</source>
        <comment>2 canastas • 4 melds</comment>
        <translation type="unfinished">Stół</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Table</source>
        <comment>Meld</comment>
        <translation type="unfinished">Stół</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Table</source>
        <comment>Discard</comment>
        <translation type="unfinished">Stół</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Table</source>
        <comment>Double</comment>
        <translation type="unfinished">Stół</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Table</source>
        <comment>Take back</comment>
        <translation type="unfinished">Stół</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Table</source>
        <comment>Selected cards lift out of your hand. Press Meld to lay them out, or drag them onto a meld.</comment>
        <translation type="unfinished">Stół</translation>
    </message>
</context>
<context>
    <name>CardBacks</name>
    <message>
        <location filename="../../cardsuite/ui/settings_dialog.py" line="+20"/>
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
    <name>GameCard</name>
    <message>
        <location filename="../../cardsuite/ui/mainwindow.py" line="+403"/>
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
        <location line="+9"/>
        <source>Your unfinished match cannot be resumed by this version.</source>
        <translation>Tej niedokończonej partii nie można wznowić w tej wersji.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your unfinished match cannot be resumed.</source>
        <translation>Tej niedokończonej partii nie można wznowić.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Unfinished match against %1, round %2.</source>
        <translation>Niedokończona partia z: %1, runda %2.</translation>
    </message>
    <message>
        <location line="+1"/>
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
    <name>Header</name>
    <message>
        <location line="-135"/>
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
    <name>MainWindow</name>
    <message>
        <location line="+369"/>
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
        <translation>Nie udało się użyć niektórych plików</translation>
    </message>
    <message>
        <location line="+38"/>
        <source>Start a new match?</source>
        <translation>Rozpocząć nową partię?</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You have an unfinished match of %1. A new match replaces it.</source>
        <translation>Masz niedokończoną partię gry %1. Nowa partia ją zastąpi.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Start a new match</source>
        <translation>Rozpocznij nową partię</translation>
    </message>
    <message>
        <location line="+7"/>
        <location line="+14"/>
        <source>The game could not be started</source>
        <translation>Nie udało się rozpocząć gry</translation>
    </message>
    <message>
        <location line="+26"/>
        <location line="+23"/>
        <source>This match cannot be resumed</source>
        <translation>Tej partii nie można wznowić</translation>
    </message>
    <message>
        <location line="-18"/>
        <source>Nothing to resume</source>
        <translation>Nie ma czego wznowić</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>There is no unfinished match of %1 to resume.</source>
        <translation>Nie ma niedokończonej partii gry %1.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>the match in it is already over</source>
        <translation>zapisana partia jest już zakończona</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The saved match of %1 could not be read back (%2). The file was left as it is at %3.</source>
        <translation>Nie udało się odczytać zapisanej partii gry %1 (%2). Plik pozostał bez zmian: %3.</translation>
    </message>
    <message>
        <location line="+18"/>
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
        <location line="+19"/>
        <source>The match could not be saved: %1</source>
        <translation>Nie udało się zapisać partii: %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The match is not being saved</source>
        <translation>Partia nie jest zapisywana</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>The table could not be opened</source>
        <translation>Nie udało się otworzyć stołu</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>Leave the table?</source>
        <translation>Opuścić stół?</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The match ends here and cannot be resumed.</source>
        <translation>Partia zakończy się teraz i nie będzie można jej wznowić.</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Leave</source>
        <translation>Opuść</translation>
    </message>
    <message>
        <location line="+44"/>
        <source>Settings not saved</source>
        <translation>Ustawienia nie zostały zapisane</translation>
    </message>
    <message>
        <location line="+10"/>
        <location line="+15"/>
        <source>Language</source>
        <translation>Język</translation>
    </message>
    <message>
        <location line="-15"/>
        <location line="+15"/>
        <source>The new language takes effect when cardsuite starts again.</source>
        <translation>Nowy język zacznie obowiązywać po ponownym uruchomieniu cardsuite.</translation>
    </message>
    <message>
        <location line="-11"/>
        <source>Table colour</source>
        <translation>Kolor stołu</translation>
    </message>
    <message>
        <location line="+43"/>
        <source>none yet</source>
        <translation>na razie brak</translation>
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
    <name>NewGameDialog</name>
    <message>
        <location filename="../../cardsuite/ui/newgame.py" line="+91"/>
        <source>You</source>
        <translation>Ty</translation>
    </message>
    <message>
        <location line="+221"/>
        <source>New game: %1</source>
        <translation>Nowa gra: %1</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Opponent</source>
        <translation>Przeciwnik</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Computer opponent</source>
        <translation>Komputer</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A friend on this screen</source>
        <translation>Przyjaciel przy tym samym ekranie</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>%1 (rating %2)</source>
        <translation>%1 (ranking %2)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Skill from</source>
        <translation>Poziom od</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>to</source>
        <translation>do</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Rules</source>
        <translation>Zasady</translation>
    </message>
    <message>
        <location line="+14"/>
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
        <location line="+71"/>
        <source>Your opponent plays at the level %1.</source>
        <translation>Przeciwnik gra na poziomie: %1.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Your opponent is picked at random among: %1.</source>
        <translation>Przeciwnik zostanie wylosowany spośród: %1.</translation>
    </message>
    <message>
        <location line="+30"/>
        <location line="+2"/>
        <location line="+22"/>
        <source>Player %1</source>
        <translation>Gracz %1</translation>
    </message>
</context>
<context>
    <name>OptionsForm</name>
    <message>
        <location line="-284"/>
        <source>Variant</source>
        <translation>Wariant</translation>
    </message>
</context>
<context>
    <name>RulesDialog</name>
    <message>
        <location filename="../../cardsuite/ui/rules_view.py" line="+46"/>
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
    <name>SettingsDialog</name>
    <message>
        <location filename="../../cardsuite/ui/settings_dialog.py" line="+8"/>
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
        <location line="+29"/>
        <source>Settings</source>
        <translation>Ustawienia</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Table</source>
        <translation>Stół</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Card back</source>
        <translation>Rewers kart</translation>
    </message>
    <message>
        <location line="+7"/>
        <location line="+87"/>
        <source>Table colour</source>
        <translation>Kolor stołu</translation>
    </message>
    <message>
        <location line="-80"/>
        <source>Animation speed</source>
        <translation>Szybkość animacji</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Show both players&apos; scores</source>
        <translation>Pokazuj wyniki obu graczy</translation>
    </message>
    <message>
        <location line="+7"/>
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
        <location line="+5"/>
        <source>A new language takes effect when cardsuite starts again.</source>
        <translation>Nowy język zacznie obowiązywać po ponownym uruchomieniu cardsuite.</translation>
    </message>
    <message>
        <location line="+77"/>
        <source>Settings not saved</source>
        <translation>Ustawienia nie zostały zapisane</translation>
    </message>
</context>
<context>
    <name>StartScreen</name>
    <message>
        <location filename="../../cardsuite/ui/mainwindow.py" line="-582"/>
        <source>CHOOSE A GAME</source>
        <translation>WYBIERZ GRĘ</translation>
    </message>
    <message>
        <location line="+1"/>
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
    <name>Table</name>
    <message>
        <location filename="../../cardsuite/ui/controller.py" line="+173"/>
        <source>It is not your turn.</source>
        <translation>Teraz nie jest Twoja kolej.</translation>
    </message>
    <message>
        <location filename="../../cardsuite/ui/hints.py" line="+75"/>
        <source>Show hints?</source>
        <translation>Pokazywać podpowiedzi?</translation>
    </message>
    <message>
        <location line="+120"/>
        <source>Show hints again</source>
        <translation>Pokazuj znów podpowiedzi</translation>
    </message>
    <message>
        <location filename="../../cardsuite/ui/overlays.py" line="+56"/>
        <source>Pass the screen to</source>
        <translation>Przekaż ekran graczowi</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Click anywhere when you are ready</source>
        <translation>Kliknij w dowolnym miejscu, gdy będziesz gotowy</translation>
    </message>
    <message>
        <location line="+45"/>
        <source>Continue</source>
        <translation>Dalej</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+21"/>
        <source>Leave</source>
        <translation>Wyjdź</translation>
    </message>
    <message>
        <location line="-1"/>
        <source>Close</source>
        <translation>Zamknij</translation>
    </message>
    <message>
        <location filename="../../cardsuite/ui/panels.py" line="+143"/>
        <source>Score</source>
        <translation>Wynik</translation>
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
        <translation>Sznapsik</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The quick Central European trick game for two: reach 66 first, marry a king and queen, close the talon when you dare.</source>
        <translation>Szybka środkowoeuropejska gra w lewy dla dwojga: pierwszy zdobądź 66 punktów, melduj króla z damą, zamknij talon, gdy się odważysz.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Canasta</source>
        <translation>Kanasta</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The great rummy game: meld, freeze the pile, build canastas of seven and go out.</source>
        <translation>Wielka gra z rodziny remika: wykładaj układy, zamrażaj stos, buduj kanasty z siedmiu kart i wyjdź pierwszy.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Spider duel</source>
        <translation>Pająk – pojedynek</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Spider Solitaire as a duel: both players get the same deal; the higher score wins.</source>
        <translation>Pasjans Pająk jako pojedynek: obaj gracze dostają to samo rozdanie, wygrywa wyższy wynik.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Toy tricks</source>
        <translation>Zabawkowe lewy</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A tiny trick game for tests.</source>
        <translation>Malutka gra w lewy do testów.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Random</source>
        <translation>Losowy</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Easy</source>
        <translation>Łatwy</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Medium</source>
        <translation>Średni</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hard</source>
        <translation>Trudny</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Default</source>
        <translation>Domyślne</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Short</source>
        <translation>Krótkie</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>StarGames</source>
        <translation>StarGames</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Classic</source>
        <translation>Klasyczne</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Target</source>
        <translation>Cel</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Game points for a bummerl</source>
        <translation>Punkty gry do bummerla</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Each player counts down from this number; the first to reach 0 wins the match (usually 7).</source>
        <translation>Każdy gracz odlicza od tej liczby w dół; kto pierwszy dojdzie do 0, wygrywa partię (zwykle 7).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Show both players&apos; points</source>
        <translation>Pokazuj punkty obu graczy</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show the opponent&apos;s points during a round too, not only your own (counting them is part of the game).</source>
        <translation>Pokazuj w trakcie rundy także punkty przeciwnika, nie tylko swoje (liczenie ich to część gry).</translation>
    </message>
</context>
</TS>
