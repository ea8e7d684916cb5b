<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en" sourcelanguage="en">
<context>
    <name>BookDialog</name>
    <message>
        <location filename="../ui/book_dialog.py" line="30"/>
        <source>About this book</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/book_dialog.py" line="42"/>
        <source>A4 (210 × 297 mm)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/book_dialog.py" line="43"/>
        <source>A5 (148 × 210 mm)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/book_dialog.py" line="44"/>
        <source>Square (210 × 210 mm)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/book_dialog.py" line="53"/>
        <source>Large print (bigger type, captions, high contrast)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/book_dialog.py" line="56"/>
        <source>For readers who see poorly: story text of 16 pt or more, a caption under each picture naming who is on it, and text colours of at least 7:1 contrast. The one place to set it: every export and preview follows it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/book_dialog.py" line="63"/>
        <source>Title</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/book_dialog.py" line="64"/>
        <source>Subtitle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/book_dialog.py" line="65"/>
        <source>Dedication</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/book_dialog.py" line="66"/>
        <source>Language of the book</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/book_dialog.py" line="67"/>
        <source>Trim size (finished page)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/book_dialog.py" line="68"/>
        <source>Style of the pictures</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/book_dialog.py" line="87"/>
        <source>Edit the book&apos;s details</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>BookModelQuestion</name>
    <message>
        <location filename="../ui/book_model_question.py" line="18"/>
        <source>A model chosen by the book</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/book_model_question.py" line="23"/>
        <source>This book asks for the model at {path}, which you have not chosen on this computer: it came with the book, not from your settings. A model file can run code; use it only if you trust whoever sent the book.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/book_model_question.py" line="31"/>
        <source>Your own model: {own}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/book_model_question.py" line="32"/>
        <source>the app&apos;s default</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/book_model_question.py" line="37"/>
        <source>Use it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/book_model_question.py" line="40"/>
        <source>Use my own model</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>BookPeopleMixin</name>
    <message>
        <location filename="../viewmodels/book_people.py" line="42"/>
        <source>Add person</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewmodels/book_people.py" line="55"/>
        <source>Edit person</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewmodels/book_people.py" line="72"/>
        <source>Approve character sheet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewmodels/book_people.py" line="77"/>
        <source>Remove person</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>BookPhotosMixin</name>
    <message>
        <location filename="../viewmodels/book_photos.py" line="86"/>
        <source>Add photo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewmodels/book_photos.py" line="94"/>
        <source>Remove photo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewmodels/book_photos.py" line="110"/>
        <source>Choose picture</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>BookViewModel</name>
    <message>
        <location filename="../viewmodels/book.py" line="256"/>
        <source>page</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewmodels/book.py" line="258"/>
        <source>Edit %s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewmodels/book.py" line="258"/>
        <source>, </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewmodels/book.py" line="266"/>
        <source>Add page</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewmodels/book.py" line="275"/>
        <source>Duplicate page</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewmodels/book.py" line="281"/>
        <source>Delete page</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewmodels/book.py" line="288"/>
        <source>Move page</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewmodels/book.py" line="299"/>
        <source>book</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewmodels/book.py" line="301"/>
        <source>Edit book</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Commands</name>
    <message>
        <location filename="../viewmodels/commands.py" line="42"/>
        <source>title</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewmodels/commands.py" line="43"/>
        <source>story</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewmodels/commands.py" line="44"/>
        <source>scene</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewmodels/commands.py" line="45"/>
        <source>style</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewmodels/commands.py" line="46"/>
        <source>strength</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewmodels/commands.py" line="47"/>
        <source>seed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewmodels/commands.py" line="48"/>
        <source>photo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewmodels/commands.py" line="49"/>
        <source>people</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewmodels/commands.py" line="50"/>
        <source>picture</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ErasBox</name>
    <message>
        <location filename="../ui/eras_box.py" line="57"/>
        <source>Times of life and character sheets</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/eras_box.py" line="58"/>
        <source>Draw character sheet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/eras_box.py" line="61"/>
        <source>A portrait drawn from this time&apos;s photos in the book&apos;s style; drawing it again gives another</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/eras_box.py" line="64"/>
        <source>Approve character sheet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/eras_box.py" line="101"/>
        <source>whole life</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/eras_box.py" line="105"/>
        <source>age %d–%d</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/eras_box.py" line="106"/>
        <source>%d photo(s)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/eras_box.py" line="110"/>
        <source>sheet approved</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/eras_box.py" line="110"/>
        <source>sheet waiting</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/eras_box.py" line="129"/>
        <source>Drawing the character sheet… you can go on editing.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/eras_box.py" line="132"/>
        <source>Add reference photos of this time first: the sheet is drawn from them.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/eras_box.py" line="136"/>
        <source>No character sheet yet: “Draw character sheet” draws one from this time&apos;s photos.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/eras_box.py" line="155"/>
        <source>Drawing the character sheet: step %d of %d…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/eras_box.py" line="139"/>
        <source>Every page of this time gets this portrait as a reference photo.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/eras_box.py" line="143"/>
        <source>Look at the portrait: once approved, every page of this time gets it, and pages drawn before are drawn again at the next build.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ExportDialog</name>
    <message>
        <location filename="../ui/export_dialog.py" line="65"/>
        <source>Export the book as a PDF</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/export_dialog.py" line="69"/>
        <source>A4 (210 × 297 mm)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/export_dialog.py" line="70"/>
        <source>A5 (148 × 210 mm)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/export_dialog.py" line="71"/>
        <source>Square (210 × 210 mm)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/export_dialog.py" line="79"/>
        <source>For a print shop (PDF/X-4, CMYK)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/export_dialog.py" line="82"/>
        <source>Colours converted for offset printing, bleed on, pages padded to a multiple of 4 with a back cover. Leave it off for screens and home printers.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/export_dialog.py" line="89"/>
        <source>Choose…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/export_dialog.py" line="94"/>
        <source>Export</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/export_dialog.py" line="96"/>
        <source>Cancel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/export_dialog.py" line="97"/>
        <source>Close</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/export_dialog.py" line="102"/>
        <source>Worth checking before printing:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/export_dialog.py" line="382"/>
        <source>Nothing changed since the export of %1: its PDF is reused.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/export_dialog.py" line="75"/>
        <source>Bleed and crop marks (3 mm, for a print shop)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/export_dialog.py" line="124"/>
        <source>Add a photo to this page…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/export_dialog.py" line="125"/>
        <source>Choose a model…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/export_dialog.py" line="144"/>
        <source>Trim size (finished page)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/export_dialog.py" line="148"/>
        <source>Save as</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/export_dialog.py" line="362"/>
        <source>Cancelled.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/export_dialog.py" line="256"/>
        <source>Save the PDF</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/export_dialog.py" line="241"/>
        <source>Large print: on (bigger type, captions, high contrast). Change it in Book ▸ Title, page size and style…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/export_dialog.py" line="244"/>
        <source>Large print: off. Turn it on in Book ▸ Title, page size and style…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/export_dialog.py" line="303"/>
        <source>Making the PDF…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/export_dialog.py" line="323"/>
        <source>Checking the book before exporting…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/export_dialog.py" line="373"/>
        <source>Saved %s (%.1f MB)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/export_dialog.py" line="374"/>
        <source>The cover: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/export_dialog.py" line="375"/>
        <source>%n story page(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ui/export_dialog.py" line="377"/>
        <source>pictures: %s drawn, %s reused</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ExportFindingsMixin</name>
    <message>
        <location filename="../ui/export_findings.py" line="43"/>
        <source>Waiting for the work under way, then checking the book before printing…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/export_findings.py" line="45"/>
        <location filename="../ui/export_findings.py" line="55"/>
        <source>Checking the book before printing…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/export_findings.py" line="89"/>
        <source>The book could not be checked: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/export_findings.py" line="92"/>
        <source>Before printing: the check could not run.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/export_findings.py" line="119"/>
        <source>Before printing: %n finding(s), %1 blocking</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ui/export_findings.py" line="121"/>
        <source>Before printing: nothing found.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/export_findings.py" line="150"/>
        <location filename="../ui/export_findings.py" line="161"/>
        <source>Export anyway?</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/export_findings.py" line="151"/>
        <source>%n problem(s) would show in the printed book (see the list). Export anyway?</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ui/export_findings.py" line="162"/>
        <source>The book could not be checked (see the list). Export anyway?</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/export_findings.py" line="173"/>
        <source>%n page(s) have no picture yet. Draw them with the model %1?</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ui/export_findings.py" line="180"/>
        <source>How long it takes is not known yet (no picture measured on this computer).</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/export_findings.py" line="186"/>
        <source>About %n minute(s) (%1 s per picture, last measured).</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ui/export_findings.py" line="196"/>
        <source>Draw the missing pictures?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/export_findings.py" line="200"/>
        <source>Draw with the model</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/export_findings.py" line="201"/>
        <source>Use the sketch engine</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ExportServiceMixin</name>
    <message>
        <location filename="../ui/export_service.py" line="32"/>
        <source>None: a PDF to read, print at home or take to a print shop</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/export_service.py" line="37"/>
        <source>The service the family will order printed copies from: the book is written as that service takes it, the pages and a separate cover with its spine.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/export_service.py" line="46"/>
        <source>Print service</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/export_service.py" line="47"/>
        <source>Binding</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/export_service.py" line="48"/>
        <source>Paper</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/export_service.py" line="69"/>
        <source>A printer in China (CMYK, 3 mm bleed, saddle-stitched up to 32 pages)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/export_service.py" line="70"/>
        <source>Any print shop (PDF/X-4, CMYK, 3 mm bleed)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/export_service.py" line="76"/>
        <source>Lulu&apos;s standard paper (444 pages per inch)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/export_service.py" line="77"/>
        <source>Premium colour, white paper</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/export_service.py" line="78"/>
        <source>Standard colour, white paper</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/export_service.py" line="79"/>
        <source>Black and white, white paper</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/export_service.py" line="80"/>
        <source>Black and white, cream paper</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/export_service.py" line="81"/>
        <source>70 lb white paper (colour)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/export_service.py" line="82"/>
        <source>157 g/m² coated art paper</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/export_service.py" line="88"/>
        <source>Paperback (glued spine)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/export_service.py" line="89"/>
        <source>Hardcover</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/export_service.py" line="90"/>
        <source>Saddle-stitched (stapled, no spine)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/export_service.py" line="152"/>
        <source>This choice cannot be printed: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/export_service.py" line="154"/>
        <source>colour: sRGB (the service converts it for its press)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/export_service.py" line="155"/>
        <source>colour: CMYK, PDF/X-1a:2001</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/export_service.py" line="156"/>
        <source>colour: CMYK, PDF/X-4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/export_service.py" line="158"/>
        <source>crop marks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/export_service.py" line="158"/>
        <source>no crop marks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/export_service.py" line="160"/>
        <source>Page %1 × %2 mm, bleed %3 mm, %4, %5.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/export_service.py" line="168"/>
        <source>Pages, spine and cover: being worked out with the check…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/export_service.py" line="169"/>
        <source>Interior pages: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/export_service.py" line="171"/>
        <source>(%1 of them added so the service takes the book)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/export_service.py" line="175"/>
        <source>no spine (stapled)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/export_service.py" line="177"/>
        <source>spine %1 mm, with the title</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/export_service.py" line="179"/>
        <source>spine %1 mm, without the title (see the list)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/export_service.py" line="183"/>
        <source>cover: %1, %2 × %3 mm (back, spine and front in one file)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ExportViewModel</name>
    <message>
        <location filename="../viewmodels/exporter.py" line="363"/>
        <source>Illustrate page</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>IllustratePanel</name>
    <message>
        <location filename="../ui/illustrate_panel.py" line="148"/>
        <source>Cancelled.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/illustrate_panel.py" line="167"/>
        <source>The page as it will be printed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/illustrate_panel.py" line="168"/>
        <source>Illustrate this page</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/illustrate_panel.py" line="169"/>
        <source>Make variations</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/illustrate_panel.py" line="170"/>
        <source>Cancel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/illustrate_panel.py" line="171"/>
        <source>Variations: click the one you like</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/illustrate_panel.py" line="172"/>
        <source>Earlier pictures: click one to bring it back</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/illustrate_panel.py" line="173"/>
        <location filename="../ui/illustrate_panel.py" line="222"/>
        <source>page %v of %m</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/illustrate_panel.py" line="174"/>
        <source>step %v of %m</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/illustrate_panel.py" line="214"/>
        <source>Drawing… you can keep editing.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/illustrate_panel.py" line="222"/>
        <source>version %v of %m</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/illustrate_panel.py" line="238"/>
        <source>The drawing server answers again; drawing goes on.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/illustrate_panel.py" line="247"/>
        <source>seed %s</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>IllustrateViewModel</name>
    <message>
        <location filename="../viewmodels/illustrate.py" line="252"/>
        <source>Choose variation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewmodels/illustrate.py" line="271"/>
        <source>Bring back earlier picture</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewmodels/illustrate.py" line="332"/>
        <source>Illustrate page</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../viewmodels/illustrate.py" line="345"/>
        <source>%n page(s) illustrated</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../viewmodels/illustrate.py" line="347"/>
        <source>%n variation(s) ready: pick the one you like</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
</context>
<context>
    <name>InputMethodHelp</name>
    <message>
        <location filename="../ui/dialogs.py" line="153"/>
        <source>Memory Picture Book works with the input method you already use: the one of Windows or macOS, IBus, and fcitx5 (through fcitx5&apos;s IBus front end, which is on unless it was turned off).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/dialogs.py" line="161"/>
        <source>This computer uses fcitx5; the app talks to it as IBus. If typing Chinese does not work, open fcitx5&apos;s settings (fcitx5-configtool) → Addons, turn on “IBus Frontend”, log out and in again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/dialogs.py" line="169"/>
        <source>Typing Chinese</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>InterviewDialog</name>
    <message>
        <location filename="../ui/interview_dialog.py" line="62"/>
        <source>Recorded conversations</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/interview_dialog.py" line="67"/>
        <source>Detect the language</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/interview_dialog.py" line="68"/>
        <source>Mandarin</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/interview_dialog.py" line="69"/>
        <source>Cantonese</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/interview_dialog.py" line="70"/>
        <source>English</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/interview_dialog.py" line="73"/>
        <source>Add from a recording…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/interview_dialog.py" line="76"/>
        <source>Recording</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/interview_dialog.py" line="78"/>
        <source>Language</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/interview_dialog.py" line="85"/>
        <source>Turning speech into text needs the full Memory Picture Book app (download it from the project&apos;s Releases page; the guide&apos;s “Which package?” says which one to take). Here you can add recordings, listen to each part and type what was said; “Split at the cursor” makes a new part.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/interview_dialog.py" line="97"/>
        <source>Cancel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/interview_dialog.py" line="105"/>
        <source>Time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/interview_dialog.py" line="105"/>
        <source>Speaker</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/interview_dialog.py" line="105"/>
        <source>Text</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/interview_dialog.py" line="114"/>
        <source>The selected segment&apos;s words; correct them here.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/interview_dialog.py" line="116"/>
        <source>The storyteller</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/interview_dialog.py" line="116"/>
        <source>The volunteer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/interview_dialog.py" line="116"/>
        <source>Another person</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/interview_dialog.py" line="119"/>
        <source>Merge with the next</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/interview_dialog.py" line="121"/>
        <source>Split at the cursor</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/interview_dialog.py" line="126"/>
        <source>Spoken by</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/interview_dialog.py" line="131"/>
        <source>The storyteller has read this transcript and approves it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/interview_dialog.py" line="154"/>
        <source>Close</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/interview_dialog.py" line="192"/>
        <source>Choose recordings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/interview_dialog.py" line="192"/>
        <source>Recordings (%s)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/interview_dialog.py" line="229"/>
        <source>Play this segment</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/interview_dialog.py" line="240"/>
        <source>No words were heard in this recording.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>InterviewPagesPanel</name>
    <message>
        <location filename="../ui/interview_pages_panel.py" line="38"/>
        <source> characters</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/interview_pages_panel.py" line="43"/>
        <source> s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/interview_pages_panel.py" line="44"/>
        <source>Suggest pages</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/interview_pages_panel.py" line="47"/>
        <source>Pages of about</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/interview_pages_panel.py" line="49"/>
        <source>a new page after a pause of</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/interview_pages_panel.py" line="58"/>
        <source>Approve the transcript, then suggest pages from her words.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/interview_pages_panel.py" line="59"/>
        <source>Merge with the next page</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/interview_pages_panel.py" line="61"/>
        <source>Split at the cursor</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/interview_pages_panel.py" line="65"/>
        <source>Put these pages in the book</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>InterviewViewModel</name>
    <message>
        <location filename="../viewmodels/interview.py" line="222"/>
        <source>Add pages from a recording</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewmodels/interview.py" line="224"/>
        <source>Add page</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewmodels/interview.py" line="252"/>
        <source>Add a recording</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../ui/main_window.py" line="258"/>
        <source>Memory Picture Book</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/main_window.py" line="263"/>
        <source>All changes saved</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/main_window.py" line="263"/>
        <source>Saving soon…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/main_window.py" line="383"/>
        <source>About Memory Picture Book</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/main_window.py" line="384"/>
        <source>Memory Picture Book %s
Stories and old photos become a picture book to print.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>MenuEntry</name>
    <message>
        <location filename="../ui/menu_entry.py" line="27"/>
        <location filename="../ui/menu_entry.py" line="89"/>
        <source>Applications menu</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/menu_entry.py" line="28"/>
        <source>Add Memory Picture Book to the applications menu? Then you can start it from there, without opening this folder first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/menu_entry.py" line="52"/>
        <source>Memory Picture Book was not added to the applications menu: {problem}. Start it from its folder as before, or try again with Help → Show in the applications menu.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/menu_entry.py" line="70"/>
        <source>Memory Picture Book is still in the applications menu: {problem}. Delete the file named there, or try again later.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ModelDialog</name>
    <message>
        <location filename="../ui/model_dialog.py" line="66"/>
        <source>How should the pictures be drawn?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/model_dialog.py" line="73"/>
        <source>Built-in sketch engine (offline, no model needed)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/model_dialog.py" line="80"/>
        <source>A picture model (diffusion)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/model_dialog.py" line="151"/>
        <source>a model folder, a .safetensors file, or a hub id</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/model_dialog.py" line="152"/>
        <source>Folder…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/model_dialog.py" line="153"/>
        <source>File…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/model_dialog.py" line="170"/>
        <source>Or choose a known model:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/model_dialog.py" line="177"/>
        <source>Stop download</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/model_dialog.py" line="179"/>
        <source>Download this model</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/model_dialog.py" line="190"/>
        <source>Download stopped.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/model_dialog.py" line="210"/>
        <source>How it would run on this computer:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/model_dialog.py" line="84"/>
        <source>Draw on a drawing server (no graphics card needed here)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/model_dialog.py" line="126"/>
        <source>Welcome! Memory Picture Book can draw pictures right away with its built-in sketch engine (no download, works on any computer). You can choose a picture model later.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/model_dialog.py" line="130"/>
        <source>Welcome! Memory Picture Book draws pictures right away with its built-in sketch engine (no download, works on any computer), or on a drawing server that someone runs for you.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/model_dialog.py" line="138"/>
        <source>Hub models are downloaded the first time they are used; without a graphics card they are slow.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/model_dialog.py" line="141"/>
        <source>This is the light Memory Picture Book app. The full app adds pictures drawn by a diffusion model on this computer, teaching the model a person&apos;s face (LoRA training) and turning recorded speech into text; download it from the project&apos;s Releases page (the guide&apos;s “Which package?” says which one to take).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/model_dialog.py" line="264"/>
        <source>download %.1f GB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/model_dialog.py" line="266"/>
        <source>graphics card memory %.0f GB or more</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/model_dialog.py" line="269"/>
        <source>(not for commercial use)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/model_dialog.py" line="271"/>
        <source>prompts in Chinese and English</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/model_dialog.py" line="273"/>
        <source>prompts in English</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/model_dialog.py" line="276"/>
        <source>keeps faces from up to %d photos, no training</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/model_dialog.py" line="298"/>
        <source>✓ This model is on this computer.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/model_dialog.py" line="300"/>
        <source>Not ready: %s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/model_dialog.py" line="307"/>
        <source>Downloading… you can keep using the app.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/model_dialog.py" line="314"/>
        <source>%s of %s MB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/model_dialog.py" line="320"/>
        <source>Downloaded. Press OK to use it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/model_dialog.py" line="330"/>
        <source>Model folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/model_dialog.py" line="335"/>
        <source>Model file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/model_dialog.py" line="215"/>
        <source>Working out how this model would run…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/model_dialog.py" line="252"/>
        <source>This model is a folder or file on this computer: there is nothing to download.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>NewBookDialog</name>
    <message>
        <location filename="../ui/dialogs.py" line="44"/>
        <source>New book from a story</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/dialogs.py" line="44"/>
        <source>New book</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/dialogs.py" line="46"/>
        <location filename="../ui/dialogs.py" line="53"/>
        <location filename="../ui/dialogs.py" line="57"/>
        <source>Choose…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/dialogs.py" line="56"/>
        <source>optional: the folder holding the story&apos;s photos</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/dialogs.py" line="61"/>
        <source>Story script (.md)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/dialogs.py" line="62"/>
        <location filename="../ui/dialogs.py" line="127"/>
        <source>Photos folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/dialogs.py" line="64"/>
        <source>Title</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/dialogs.py" line="65"/>
        <source>Language of the book</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/dialogs.py" line="66"/>
        <location filename="../ui/dialogs.py" line="113"/>
        <source>New book folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/dialogs.py" line="90"/>
        <source>Choose the story script.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/dialogs.py" line="92"/>
        <source>There is no story script at %s.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/dialogs.py" line="94"/>
        <source>There is no folder at %s for the photos.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/dialogs.py" line="96"/>
        <source>Choose where the new book goes.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/dialogs.py" line="100"/>
        <source>%s is already there and not empty: choose a new name for the book folder.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/dialogs.py" line="119"/>
        <source>Story script</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/dialogs.py" line="119"/>
        <source>Story (*.md *.txt)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PageEditor</name>
    <message>
        <location filename="../ui/page_editor.py" line="184"/>
        <source>&amp;Title</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/page_editor.py" line="185"/>
        <source>&amp;Story</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/page_editor.py" line="186"/>
        <source>S&amp;cene</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/page_editor.py" line="187"/>
        <source>Photo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/page_editor.py" line="188"/>
        <source>St&amp;yle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/page_editor.py" line="189"/>
        <source>Stre&amp;ngth</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/page_editor.py" line="190"/>
        <source>See&amp;d</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/page_editor.py" line="191"/>
        <source>What happened? Type the story as it was told.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/page_editor.py" line="193"/>
        <source>What the picture shows (optional; English works with most models)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/page_editor.py" line="195"/>
        <source>Choose photo…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/page_editor.py" line="196"/>
        <source>Remove photo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/page_editor.py" line="197"/>
        <source>Use this picture on the cover</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/page_editor.py" line="199"/>
        <source>Without a choice the cover shows the picture of the first page with a photo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/page_editor.py" line="202"/>
        <source>How far the picture may move away from the photo (0 = keep it, 1 = free)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/page_editor.py" line="204"/>
        <source>automatic</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/page_editor.py" line="205"/>
        <source>Large text on screen</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/page_editor.py" line="206"/>
        <source>People on this page</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/page_editor.py" line="217"/>
        <source>Book style</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/page_editor.py" line="276"/>
        <source>Drop a photo here</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/page_editor.py" line="295"/>
        <source>Choose the cover picture</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/page_editor.py" line="362"/>
        <source>Choose a photo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/page_editor.py" line="362"/>
        <source>Photos (%s)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PageListModel</name>
    <message>
        <location filename="../viewmodels/pages.py" line="93"/>
        <source>(untitled)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PagePeopleMixin</name>
    <message>
        <location filename="../ui/page_people.py" line="52"/>
        <source>Drawn from the reference photos of: %s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/page_people.py" line="52"/>
        <location filename="../ui/page_people.py" line="56"/>
        <source>, </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/page_people.py" line="55"/>
        <source>No reference photos yet for %s: add them under People.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PeoplePanel</name>
    <message>
        <location filename="../ui/people_panel.py" line="105"/>
        <source>Teaching the model a person&apos;s face (LoRA training) needs the full Memory Picture Book app, from the project&apos;s Releases page.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/people_panel.py" line="136"/>
        <source>Add person…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/people_panel.py" line="137"/>
        <source>Remove</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/people_panel.py" line="138"/>
        <source>&amp;Name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/people_panel.py" line="139"/>
        <source>&amp;Trigger word</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/people_panel.py" line="140"/>
        <source>the word the LoRA was trained with</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/people_panel.py" line="141"/>
        <location filename="../ui/people_panel.py" line="245"/>
        <source>Reference photos</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/people_panel.py" line="142"/>
        <source>Add reference photo…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/people_panel.py" line="143"/>
        <source>LoRA</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/people_panel.py" line="144"/>
        <source>Import LoRA…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/people_panel.py" line="145"/>
        <source>A .safetensors file (other formats can run code)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/people_panel.py" line="188"/>
        <source>none yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/people_panel.py" line="188"/>
        <source>learned (%s)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/people_panel.py" line="211"/>
        <source>%s draws each person from their reference photos (up to %d): no training needed. Add a few clear photos of the face.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/people_panel.py" line="227"/>
        <source>Add person</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/people_panel.py" line="227"/>
        <source>Name:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/people_panel.py" line="245"/>
        <source>Photos (%s)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/people_panel.py" line="255"/>
        <source>Import LoRA</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>QAbstractFileIconProvider</name>
    <message>
        <location filename="../ui/language.py" line="25"/>
        <source>Folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/language.py" line="26"/>
        <source>Drive</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/language.py" line="27"/>
        <source>File</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>QDialogButtonBox</name>
    <message>
        <location filename="../ui/language.py" line="28"/>
        <source>Cancel</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>QFileDialog</name>
    <message>
        <location filename="../ui/language.py" line="23"/>
        <source>&amp;Look in:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/language.py" line="24"/>
        <source>Files of &amp;type:</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SegmentPlayer</name>
    <message>
        <location filename="../ui/segment_player.py" line="48"/>
        <source>Playing needs Qt Multimedia: install PySide6-Addons (pip install PySide6-Addons).</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ServerBox</name>
    <message>
        <location filename="../ui/server_box.py" line="23"/>
        <source>Paste the connection code from the server&apos;s operator:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/server_box.py" line="25"/>
        <source>one line, from the operator</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/server_box.py" line="27"/>
        <source>Check</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/server_box.py" line="63"/>
        <source>Reaching the drawing server…</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/server_box.py" line="76"/>
        <source>✓ Connected to %s; %n job(s) in its queue.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ui/server_box.py" line="83"/>
        <source>Not connected: %s</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SheetViewModel</name>
    <message>
        <location filename="../viewmodels/sheets.py" line="138"/>
        <source>Draw character sheet</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TrainingControl</name>
    <message>
        <location filename="../ui/training.py" line="70"/>
        <source>Done: the model now knows this person.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/training.py" line="79"/>
        <source>Stopped.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/training.py" line="95"/>
        <location filename="../ui/training.py" line="111"/>
        <source>their whole life</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/training.py" line="109"/>
        <source>Learn from:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/training.py" line="112"/>
        <location filename="../ui/training.py" line="141"/>
        <source>Teach the model this person</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/training.py" line="113"/>
        <source>Stop</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/training.py" line="116"/>
        <source>Trains a small add-on (LoRA) from the reference photos; this takes a long time without a GPU.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/training.py" line="131"/>
        <source>measured by the last training on this computer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/training.py" line="133"/>
        <source>an estimate; the first training measures it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/training.py" line="136"/>
        <source>Teaching the model to draw %1 takes about %2 minutes on this computer (%3). Pictures are drawn more slowly meanwhile. Start now?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/training.py" line="165"/>
        <source>Starting the training…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/training.py" line="171"/>
        <source>Stopping…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/training.py" line="184"/>
        <source>step %s of %s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/training.py" line="186"/>
        <source>about %s min left</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/training.py" line="190"/>
        <source>training loss %.3f</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>VideoDialog</name>
    <message>
        <location filename="../ui/video_dialog.py" line="44"/>
        <source>Add from video</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/video_dialog.py" line="45"/>
        <source>Choose videos…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/video_dialog.py" line="51"/>
        <source> s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/video_dialog.py" line="58"/>
        <source>One still every</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/video_dialog.py" line="60"/>
        <source>At most per video</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/video_dialog.py" line="66"/>
        <source>Cancel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/video_dialog.py" line="84"/>
        <source>Put ticked stills on new pages</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/video_dialog.py" line="86"/>
        <source>Close</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/video_dialog.py" line="113"/>
        <source>Choose home videos</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/video_dialog.py" line="113"/>
        <source>Videos (%s)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/video_dialog.py" line="138"/>
        <source>No stills were found in these videos.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/video_dialog.py" line="139"/>
        <source>%n still(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ui/video_dialog.py" line="154"/>
        <source>Tick the stills to keep first.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>VideoStillsViewModel</name>
    <message>
        <location filename="../viewmodels/video.py" line="137"/>
        <source>Add stills from video</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewmodels/video.py" line="141"/>
        <source>Add page</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>WelcomePage</name>
    <message>
        <location filename="../ui/welcome.py" line="89"/>
        <source>Memory Picture Book</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/welcome.py" line="90"/>
        <source>Stories and old photos become a picture book to print.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/welcome.py" line="91"/>
        <source>Make the sample book (Grandma&apos;s Lane)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/welcome.py" line="92"/>
        <source>New book from a story…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/welcome.py" line="93"/>
        <source>New blank book…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/welcome.py" line="94"/>
        <source>Open book…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/welcome.py" line="95"/>
        <source>Recent books</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>WindowBooksMixin</name>
    <message>
        <location filename="../ui/window_books.py" line="46"/>
        <source>Open a book folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/window_books.py" line="84"/>
        <source>The book could not be made.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/window_books.py" line="98"/>
        <source>The sample book is in %s</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>WindowClosingMixin</name>
    <message>
        <location filename="../ui/window_closing.py" line="32"/>
        <source>Pictures are being drawn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/window_closing.py" line="33"/>
        <source>Stop drawing and close? The pictures already finished are kept.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/window_closing.py" line="56"/>
        <source>Save the book in a new folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/window_closing.py" line="70"/>
        <source>The book could not be saved</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/window_closing.py" line="73"/>
        <source>The latest changes are not saved: %s
Save the book in another folder, try again, or close without them?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/window_closing.py" line="79"/>
        <source>Save elsewhere…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/window_closing.py" line="80"/>
        <source>Try again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/window_closing.py" line="81"/>
        <source>Close without saving</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>WindowMenusMixin</name>
    <message>
        <location filename="../ui/window_menus.py" line="150"/>
        <source>&amp;Book</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/window_menus.py" line="151"/>
        <source>Recent books</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/window_menus.py" line="152"/>
        <source>&amp;Edit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/window_menus.py" line="153"/>
        <source>&amp;Pictures</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/window_menus.py" line="154"/>
        <source>&amp;View</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/window_menus.py" line="155"/>
        <source>Language</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/window_menus.py" line="156"/>
        <source>&amp;Help</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/window_menus.py" line="158"/>
        <source>New blank book…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/window_menus.py" line="159"/>
        <source>New book from a story…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/window_menus.py" line="160"/>
        <source>Open book…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/window_menus.py" line="161"/>
        <source>Save</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/window_menus.py" line="162"/>
        <source>Export PDF…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/window_menus.py" line="163"/>
        <source>Title, page size and style…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/window_menus.py" line="164"/>
        <source>Quit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/window_menus.py" line="165"/>
        <source>Add page</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/window_menus.py" line="166"/>
        <source>Duplicate page</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/window_menus.py" line="167"/>
        <source>Delete page</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/window_menus.py" line="168"/>
        <source>Move page up</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/window_menus.py" line="169"/>
        <source>Move page down</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/window_menus.py" line="170"/>
        <source>Illustrate this page</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/window_menus.py" line="171"/>
        <source>Illustrate selected pages</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/window_menus.py" line="172"/>
        <source>Illustrate the whole book</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/window_menus.py" line="173"/>
        <source>Make variations of this page</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/window_menus.py" line="174"/>
        <source>Cancel drawing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/window_menus.py" line="175"/>
        <source>Model and engine…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/window_menus.py" line="176"/>
        <source>Large text on screen</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/window_menus.py" line="177"/>
        <source>About Memory Picture Book</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/window_menus.py" line="178"/>
        <source>Typing Chinese…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/window_menus.py" line="179"/>
        <source>Show in the applications menu</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/window_menus.py" line="180"/>
        <source>Follow the system</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/window_menus.py" line="186"/>
        <source>Undo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/window_menus.py" line="187"/>
        <source>Redo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/window_menus.py" line="188"/>
        <source>People</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/window_menus.py" line="189"/>
        <source>Add from video…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/window_menus.py" line="190"/>
        <source>Add from a recording…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/window_menus.py" line="191"/>
        <source>People in this book</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
