<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en" sourcelanguage="en">
<context>
    <name>BookViewModel</name>
    <message>
        <location filename="../viewmodels/book.py" line="164"/>
        <source>page</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewmodels/book.py" line="166"/>
        <source>Edit %s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewmodels/book.py" line="174"/>
        <source>Add page</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewmodels/book.py" line="183"/>
        <source>Duplicate page</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewmodels/book.py" line="188"/>
        <source>Delete page</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewmodels/book.py" line="193"/>
        <source>Move page</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewmodels/book.py" line="204"/>
        <location filename="../viewmodels/book.py" line="207"/>
        <location filename="../viewmodels/book.py" line="274"/>
        <source>This photo could not be added: %s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewmodels/book.py" line="210"/>
        <source>Add photo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewmodels/book.py" line="217"/>
        <source>Remove photo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewmodels/book.py" line="228"/>
        <source>Choose picture</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewmodels/book.py" line="238"/>
        <source>book</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewmodels/book.py" line="240"/>
        <source>Edit book</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewmodels/book.py" line="248"/>
        <source>There is already a person called %s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewmodels/book.py" line="251"/>
        <source>Add person</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewmodels/book.py" line="263"/>
        <source>Edit person</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewmodels/book.py" line="267"/>
        <source>Remove person</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewmodels/book.py" line="288"/>
        <source>%s: only .safetensors LoRA files can be used (other formats can run code)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewmodels/book.py" line="336"/>
        <source>The book could not be saved: %s</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ExportDialog</name>
    <message>
        <location filename="../ui/export_dialog.py" line="34"/>
        <source>Export the book as a PDF</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/export_dialog.py" line="38"/>
        <source>A4 (210 × 297 mm)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/export_dialog.py" line="39"/>
        <source>A5 (148 × 210 mm)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/export_dialog.py" line="40"/>
        <source>Square (210 × 210 mm)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/export_dialog.py" line="44"/>
        <source>Bleed (3 mm) for a print shop</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/export_dialog.py" line="45"/>
        <source>Crop marks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/export_dialog.py" line="46"/>
        <source>Large print (easier to read)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/export_dialog.py" line="49"/>
        <source>Choose…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/export_dialog.py" line="54"/>
        <source>Export</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/export_dialog.py" line="57"/>
        <source>Cancel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/export_dialog.py" line="58"/>
        <source>Close</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/export_dialog.py" line="70"/>
        <source>Page size</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/export_dialog.py" line="74"/>
        <source>Save as</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/export_dialog.py" line="96"/>
        <source>Cancelled.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/export_dialog.py" line="109"/>
        <source>Save the PDF</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/export_dialog.py" line="117"/>
        <source>Making the PDF…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/export_dialog.py" line="133"/>
        <source>Saved %s</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ExportViewModel</name>
    <message>
        <location filename="../viewmodels/exporter.py" line="170"/>
        <source>Illustrate page</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>IllustratePanel</name>
    <message>
        <location filename="../ui/illustrate_panel.py" line="128"/>
        <source>Cancelled.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/illustrate_panel.py" line="143"/>
        <source>Illustrate this page</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/illustrate_panel.py" line="144"/>
        <source>Make variations</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/illustrate_panel.py" line="145"/>
        <source>Cancel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/illustrate_panel.py" line="146"/>
        <source>Variations: click the one you like</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/illustrate_panel.py" line="147"/>
        <source>Earlier pictures: click one to bring it back</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/illustrate_panel.py" line="148"/>
        <source>page %v of %m</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/illustrate_panel.py" line="149"/>
        <source>step %v of %m</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/illustrate_panel.py" line="184"/>
        <source>Drawing… you can keep editing.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/illustrate_panel.py" line="200"/>
        <source>seed %s</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>IllustrateViewModel</name>
    <message>
        <location filename="../viewmodels/illustrate.py" line="218"/>
        <source>Choose variation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewmodels/illustrate.py" line="223"/>
        <source>Bring back earlier picture</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewmodels/illustrate.py" line="248"/>
        <source>Illustrate page</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../viewmodels/illustrate.py" line="260"/>
        <source>%n page(s) illustrated</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../viewmodels/illustrate.py" line="262"/>
        <source>%n variation(s) ready: pick the one you like</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../ui/main_window.py" line="314"/>
        <source>Memory Book</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/main_window.py" line="322"/>
        <source>All changes saved</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/main_window.py" line="322"/>
        <source>Saving soon…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/main_window.py" line="373"/>
        <source>Open a book folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/main_window.py" line="252"/>
        <location filename="../ui/main_window.py" line="419"/>
        <source>About Memory Book</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/main_window.py" line="226"/>
        <source>&amp;Book</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/main_window.py" line="227"/>
        <source>Recent books</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/main_window.py" line="228"/>
        <source>&amp;Edit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/main_window.py" line="229"/>
        <source>&amp;Pictures</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/main_window.py" line="230"/>
        <source>&amp;View</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/main_window.py" line="231"/>
        <source>Language</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/main_window.py" line="232"/>
        <source>&amp;Help</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/main_window.py" line="234"/>
        <source>New blank book…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/main_window.py" line="235"/>
        <source>New book from a story…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/main_window.py" line="236"/>
        <source>Open book…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/main_window.py" line="237"/>
        <source>Save</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/main_window.py" line="238"/>
        <source>Export PDF…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/main_window.py" line="239"/>
        <source>Quit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/main_window.py" line="240"/>
        <source>Add page</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/main_window.py" line="241"/>
        <source>Duplicate page</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/main_window.py" line="242"/>
        <source>Delete page</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/main_window.py" line="243"/>
        <source>Move page up</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/main_window.py" line="244"/>
        <source>Move page down</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/main_window.py" line="245"/>
        <source>Illustrate this page</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/main_window.py" line="246"/>
        <source>Illustrate selected pages</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/main_window.py" line="247"/>
        <source>Illustrate the whole book</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/main_window.py" line="248"/>
        <source>Make variations of this page</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/main_window.py" line="249"/>
        <source>Cancel drawing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/main_window.py" line="250"/>
        <source>Model and engine…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/main_window.py" line="251"/>
        <source>Large text</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/main_window.py" line="253"/>
        <source>Follow the system</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/main_window.py" line="259"/>
        <source>Undo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/main_window.py" line="260"/>
        <source>Redo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/main_window.py" line="261"/>
        <source>People</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/main_window.py" line="262"/>
        <source>People in this book</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/main_window.py" line="420"/>
        <source>Memory Book %s
Stories and old photos become a picture book to print.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/main_window.py" line="434"/>
        <source>Pictures are being drawn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/main_window.py" line="435"/>
        <source>Stop drawing and close? The pictures already finished are kept.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ModelDialog</name>
    <message>
        <location filename="../ui/model_dialog.py" line="41"/>
        <source>How should the pictures be drawn?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/model_dialog.py" line="46"/>
        <source>Welcome! Memory Book can draw pictures right away with its built-in sketch engine (no download, works on any computer). You can choose a picture model later.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/model_dialog.py" line="52"/>
        <source>Built-in sketch engine (offline, no model needed)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/model_dialog.py" line="53"/>
        <source>A picture model (diffusion)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/model_dialog.py" line="61"/>
        <source>a model folder, a .safetensors file, or a hub id</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/model_dialog.py" line="62"/>
        <source>Folder…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/model_dialog.py" line="63"/>
        <source>File…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/model_dialog.py" line="79"/>
        <source>Or choose a known model:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/model_dialog.py" line="88"/>
        <source>Hub models are downloaded the first time they are used; without a graphics card they are slow.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/model_dialog.py" line="116"/>
        <source>%s GB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/model_dialog.py" line="120"/>
        <source>GPU %s GB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/model_dialog.py" line="144"/>
        <source>Model folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/model_dialog.py" line="149"/>
        <source>Model file</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>NewBookDialog</name>
    <message>
        <location filename="../ui/dialogs.py" line="35"/>
        <source>New book from a story</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/dialogs.py" line="35"/>
        <source>New book</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/dialogs.py" line="37"/>
        <location filename="../ui/dialogs.py" line="44"/>
        <location filename="../ui/dialogs.py" line="48"/>
        <source>Choose…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/dialogs.py" line="47"/>
        <source>optional: the folder holding the story&apos;s photos</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/dialogs.py" line="52"/>
        <source>Story script (.md)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/dialogs.py" line="53"/>
        <location filename="../ui/dialogs.py" line="77"/>
        <source>Photos folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/dialogs.py" line="55"/>
        <source>Title</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/dialogs.py" line="56"/>
        <source>Language of the book</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/dialogs.py" line="57"/>
        <location filename="../ui/dialogs.py" line="65"/>
        <source>New book folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/dialogs.py" line="70"/>
        <source>Story script</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/dialogs.py" line="70"/>
        <source>Story (*.md *.txt)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PageEditor</name>
    <message>
        <location filename="../ui/page_editor.py" line="139"/>
        <source>&amp;Title</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/page_editor.py" line="140"/>
        <source>&amp;Story</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/page_editor.py" line="141"/>
        <source>S&amp;cene</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/page_editor.py" line="142"/>
        <source>Photo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/page_editor.py" line="143"/>
        <source>St&amp;yle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/page_editor.py" line="144"/>
        <source>Stre&amp;ngth</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/page_editor.py" line="145"/>
        <source>See&amp;d</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/page_editor.py" line="146"/>
        <source>What happened? Type the story as it was told.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/page_editor.py" line="148"/>
        <source>What the picture shows (optional; English works with most models)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/page_editor.py" line="150"/>
        <source>Choose photo…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/page_editor.py" line="151"/>
        <source>Remove photo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/page_editor.py" line="153"/>
        <source>How far the picture may move away from the photo (0 = keep it, 1 = free)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/page_editor.py" line="155"/>
        <source>automatic</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/page_editor.py" line="156"/>
        <source>Large text</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/page_editor.py" line="167"/>
        <source>Book style</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/page_editor.py" line="233"/>
        <source>Drop a photo here</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/page_editor.py" line="285"/>
        <source>Choose a photo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/page_editor.py" line="285"/>
        <source>Photos (%s)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PageListModel</name>
    <message>
        <location filename="../viewmodels/pages.py" line="78"/>
        <source>(untitled)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PeoplePanel</name>
    <message>
        <location filename="../ui/people_panel.py" line="107"/>
        <source>Add person…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/people_panel.py" line="108"/>
        <source>Remove</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/people_panel.py" line="109"/>
        <source>&amp;Name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/people_panel.py" line="110"/>
        <source>&amp;Trigger word</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/people_panel.py" line="111"/>
        <source>the word the LoRA was trained with</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/people_panel.py" line="112"/>
        <location filename="../ui/people_panel.py" line="182"/>
        <source>Reference photos</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/people_panel.py" line="113"/>
        <source>Add reference photo…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/people_panel.py" line="114"/>
        <source>LoRA</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/people_panel.py" line="115"/>
        <source>Import LoRA (.safetensors)…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/people_panel.py" line="155"/>
        <source>none yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/people_panel.py" line="164"/>
        <source>Add person</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/people_panel.py" line="164"/>
        <source>Name:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/people_panel.py" line="182"/>
        <source>Photos (%s)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/people_panel.py" line="192"/>
        <source>Import LoRA</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
