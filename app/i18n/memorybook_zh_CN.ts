<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN" sourcelanguage="en">
<context>
    <name>BookDialog</name>
    <message>
        <location filename="../ui/book_dialog.py" line="30"/>
        <source>About this book</source>
        <translation>关于这本书</translation>
    </message>
    <message>
        <location filename="../ui/book_dialog.py" line="42"/>
        <source>A4 (210 × 297 mm)</source>
        <translation>A4（210 × 297 毫米）</translation>
    </message>
    <message>
        <location filename="../ui/book_dialog.py" line="43"/>
        <source>A5 (148 × 210 mm)</source>
        <translation>A5（148 × 210 毫米）</translation>
    </message>
    <message>
        <location filename="../ui/book_dialog.py" line="44"/>
        <source>Square (210 × 210 mm)</source>
        <translation>方形（210 × 210 毫米）</translation>
    </message>
    <message>
        <location filename="../ui/book_dialog.py" line="53"/>
        <source>Large print (bigger type, captions, high contrast)</source>
        <translation>大字版（字更大、图片配说明、对比更强）</translation>
    </message>
    <message>
        <location filename="../ui/book_dialog.py" line="56"/>
        <source>For readers who see poorly: story text of 16 pt or more, a caption under each picture naming who is on it, and text colours of at least 7:1 contrast. The one place to set it: every export and preview follows it.</source>
        <translation>给视力不好的读者：故事文字至少 16 磅，每张图片下面写明图上是谁，文字颜色的对比度至少 7:1。只在这里设置：每次导出和预览都照这个来。</translation>
    </message>
    <message>
        <location filename="../ui/book_dialog.py" line="63"/>
        <source>Title</source>
        <translation>标题</translation>
    </message>
    <message>
        <location filename="../ui/book_dialog.py" line="64"/>
        <source>Subtitle</source>
        <translation>副标题</translation>
    </message>
    <message>
        <location filename="../ui/book_dialog.py" line="65"/>
        <source>Dedication</source>
        <translation>献给</translation>
    </message>
    <message>
        <location filename="../ui/book_dialog.py" line="66"/>
        <source>Language of the book</source>
        <translation>书的语言</translation>
    </message>
    <message>
        <location filename="../ui/book_dialog.py" line="67"/>
        <source>Trim size (finished page)</source>
        <translation>成品尺寸</translation>
    </message>
    <message>
        <location filename="../ui/book_dialog.py" line="68"/>
        <source>Style of the pictures</source>
        <translation>插图风格</translation>
    </message>
    <message>
        <location filename="../ui/book_dialog.py" line="87"/>
        <source>Edit the book&apos;s details</source>
        <translation>修改书的信息</translation>
    </message>
</context>
<context>
    <name>BookModelQuestion</name>
    <message>
        <location filename="../ui/book_model_question.py" line="18"/>
        <source>A model chosen by the book</source>
        <translation>书里指定的模型</translation>
    </message>
    <message>
        <location filename="../ui/book_model_question.py" line="23"/>
        <source>This book asks for the model at {path}, which you have not chosen on this computer: it came with the book, not from your settings. A model file can run code; use it only if you trust whoever sent the book.</source>
        <translation>这本书要用位于 {path} 的模型，但您没有在这台电脑上选过它：它是随书带来的，不是您设置里的。模型文件可能运行代码，只有信任寄书的人时才使用它。</translation>
    </message>
    <message>
        <location filename="../ui/book_model_question.py" line="31"/>
        <source>Your own model: {own}</source>
        <translation>您自己的模型：{own}</translation>
    </message>
    <message>
        <location filename="../ui/book_model_question.py" line="32"/>
        <source>the app&apos;s default</source>
        <translation>应用的默认模型</translation>
    </message>
    <message>
        <location filename="../ui/book_model_question.py" line="37"/>
        <source>Use it</source>
        <translation>使用它</translation>
    </message>
    <message>
        <location filename="../ui/book_model_question.py" line="40"/>
        <source>Use my own model</source>
        <translation>用我自己的模型</translation>
    </message>
</context>
<context>
    <name>BookPeopleMixin</name>
    <message>
        <location filename="../viewmodels/book_people.py" line="42"/>
        <source>Add person</source>
        <translation>添加人物</translation>
    </message>
    <message>
        <location filename="../viewmodels/book_people.py" line="55"/>
        <source>Edit person</source>
        <translation>编辑人物</translation>
    </message>
    <message>
        <location filename="../viewmodels/book_people.py" line="72"/>
        <source>Approve character sheet</source>
        <translation>确认人物定妆像</translation>
    </message>
    <message>
        <location filename="../viewmodels/book_people.py" line="77"/>
        <source>Remove person</source>
        <translation>移除人物</translation>
    </message>
</context>
<context>
    <name>BookPhotosMixin</name>
    <message>
        <location filename="../viewmodels/book_photos.py" line="86"/>
        <source>Add photo</source>
        <translation>添加照片</translation>
    </message>
    <message>
        <location filename="../viewmodels/book_photos.py" line="94"/>
        <source>Remove photo</source>
        <translation>移除照片</translation>
    </message>
    <message>
        <location filename="../viewmodels/book_photos.py" line="110"/>
        <source>Choose picture</source>
        <translation>选择插图</translation>
    </message>
</context>
<context>
    <name>BookViewModel</name>
    <message>
        <location filename="../viewmodels/book.py" line="256"/>
        <source>page</source>
        <translation>页面</translation>
    </message>
    <message>
        <location filename="../viewmodels/book.py" line="258"/>
        <source>Edit %s</source>
        <translation>编辑%s</translation>
    </message>
    <message>
        <location filename="../viewmodels/book.py" line="258"/>
        <source>, </source>
        <translation>、</translation>
    </message>
    <message>
        <location filename="../viewmodels/book.py" line="266"/>
        <source>Add page</source>
        <translation>添加一页</translation>
    </message>
    <message>
        <location filename="../viewmodels/book.py" line="275"/>
        <source>Duplicate page</source>
        <translation>复制这一页</translation>
    </message>
    <message>
        <location filename="../viewmodels/book.py" line="281"/>
        <source>Delete page</source>
        <translation>删除这一页</translation>
    </message>
    <message>
        <location filename="../viewmodels/book.py" line="288"/>
        <source>Move page</source>
        <translation>移动页面</translation>
    </message>
    <message>
        <location filename="../viewmodels/book.py" line="299"/>
        <source>book</source>
        <translation>书</translation>
    </message>
    <message>
        <location filename="../viewmodels/book.py" line="301"/>
        <source>Edit book</source>
        <translation>编辑书</translation>
    </message>
</context>
<context>
    <name>Commands</name>
    <message>
        <location filename="../viewmodels/commands.py" line="42"/>
        <source>title</source>
        <translation>标题</translation>
    </message>
    <message>
        <location filename="../viewmodels/commands.py" line="43"/>
        <source>story</source>
        <translation>故事</translation>
    </message>
    <message>
        <location filename="../viewmodels/commands.py" line="44"/>
        <source>scene</source>
        <translation>场景</translation>
    </message>
    <message>
        <location filename="../viewmodels/commands.py" line="45"/>
        <source>style</source>
        <translation>风格</translation>
    </message>
    <message>
        <location filename="../viewmodels/commands.py" line="46"/>
        <source>strength</source>
        <translation>强度</translation>
    </message>
    <message>
        <location filename="../viewmodels/commands.py" line="47"/>
        <source>seed</source>
        <translation>种子</translation>
    </message>
    <message>
        <location filename="../viewmodels/commands.py" line="48"/>
        <source>photo</source>
        <translation>照片</translation>
    </message>
    <message>
        <location filename="../viewmodels/commands.py" line="49"/>
        <source>people</source>
        <translation>人物</translation>
    </message>
    <message>
        <location filename="../viewmodels/commands.py" line="50"/>
        <source>picture</source>
        <translation>插图</translation>
    </message>
</context>
<context>
    <name>ErasBox</name>
    <message>
        <location filename="../ui/eras_box.py" line="57"/>
        <source>Times of life and character sheets</source>
        <translation>人生的各个时期和人物定妆像</translation>
    </message>
    <message>
        <location filename="../ui/eras_box.py" line="58"/>
        <source>Draw character sheet</source>
        <translation>画人物定妆像</translation>
    </message>
    <message>
        <location filename="../ui/eras_box.py" line="61"/>
        <source>A portrait drawn from this time&apos;s photos in the book&apos;s style; drawing it again gives another</source>
        <translation>按这个时期的照片、用全书的风格画一张肖像；再画一次会得到另一张</translation>
    </message>
    <message>
        <location filename="../ui/eras_box.py" line="64"/>
        <source>Approve character sheet</source>
        <translation>确认人物定妆像</translation>
    </message>
    <message>
        <location filename="../ui/eras_box.py" line="101"/>
        <source>whole life</source>
        <translation>一生</translation>
    </message>
    <message>
        <location filename="../ui/eras_box.py" line="105"/>
        <source>age %d–%d</source>
        <translation>%d–%d 岁</translation>
    </message>
    <message>
        <location filename="../ui/eras_box.py" line="106"/>
        <source>%d photo(s)</source>
        <translation>%d 张照片</translation>
    </message>
    <message>
        <location filename="../ui/eras_box.py" line="110"/>
        <source>sheet approved</source>
        <translation>定妆像已确认</translation>
    </message>
    <message>
        <location filename="../ui/eras_box.py" line="110"/>
        <source>sheet waiting</source>
        <translation>定妆像待确认</translation>
    </message>
    <message>
        <location filename="../ui/eras_box.py" line="129"/>
        <source>Drawing the character sheet… you can go on editing.</source>
        <translation>正在画人物定妆像……你可以继续编辑。</translation>
    </message>
    <message>
        <location filename="../ui/eras_box.py" line="132"/>
        <source>Add reference photos of this time first: the sheet is drawn from them.</source>
        <translation>请先添加这个时期的参考照片：定妆像是照着它们画的。</translation>
    </message>
    <message>
        <location filename="../ui/eras_box.py" line="136"/>
        <source>No character sheet yet: “Draw character sheet” draws one from this time&apos;s photos.</source>
        <translation>还没有人物定妆像：点“画人物定妆像”，按这个时期的照片画一张。</translation>
    </message>
    <message>
        <location filename="../ui/eras_box.py" line="155"/>
        <source>Drawing the character sheet: step %d of %d…</source>
        <translation>正在画人物定妆像：第 %d 步，共 %d 步…</translation>
    </message>
    <message>
        <location filename="../ui/eras_box.py" line="139"/>
        <source>Every page of this time gets this portrait as a reference photo.</source>
        <translation>这个时期的每一页都会用这张肖像作参考照片。</translation>
    </message>
    <message>
        <location filename="../ui/eras_box.py" line="143"/>
        <source>Look at the portrait: once approved, every page of this time gets it, and pages drawn before are drawn again at the next build.</source>
        <translation>请看一看这张肖像：确认以后，这个时期的每一页都会用它，之前画好的页会在下次生成时重画。</translation>
    </message>
</context>
<context>
    <name>ExportDialog</name>
    <message>
        <location filename="../ui/export_dialog.py" line="65"/>
        <source>Export the book as a PDF</source>
        <translation>把书导出为 PDF</translation>
    </message>
    <message>
        <location filename="../ui/export_dialog.py" line="69"/>
        <source>A4 (210 × 297 mm)</source>
        <translation>A4（210 × 297 毫米）</translation>
    </message>
    <message>
        <location filename="../ui/export_dialog.py" line="70"/>
        <source>A5 (148 × 210 mm)</source>
        <translation>A5（148 × 210 毫米）</translation>
    </message>
    <message>
        <location filename="../ui/export_dialog.py" line="71"/>
        <source>Square (210 × 210 mm)</source>
        <translation>方形（210 × 210 毫米）</translation>
    </message>
    <message>
        <location filename="../ui/export_dialog.py" line="79"/>
        <source>For a print shop (PDF/X-4, CMYK)</source>
        <translation>交印刷厂印制（PDF/X-4，CMYK）</translation>
    </message>
    <message>
        <location filename="../ui/export_dialog.py" line="82"/>
        <source>Colours converted for offset printing, bleed on, pages padded to a multiple of 4 with a back cover. Leave it off for screens and home printers.</source>
        <translation>颜色转换为印刷用的 CMYK，带出血，页数补足为 4 的倍数并加封底。在屏幕上看或用家用打印机打印时不要勾选。</translation>
    </message>
    <message>
        <location filename="../ui/export_dialog.py" line="89"/>
        <source>Choose…</source>
        <translation>选择…</translation>
    </message>
    <message>
        <location filename="../ui/export_dialog.py" line="94"/>
        <source>Export</source>
        <translation>导出</translation>
    </message>
    <message>
        <location filename="../ui/export_dialog.py" line="96"/>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <location filename="../ui/export_dialog.py" line="97"/>
        <source>Close</source>
        <translation>关闭</translation>
    </message>
    <message>
        <location filename="../ui/export_dialog.py" line="102"/>
        <source>Worth checking before printing:</source>
        <translation>印刷前值得看一看：</translation>
    </message>
    <message>
        <location filename="../ui/export_dialog.py" line="382"/>
        <source>Nothing changed since the export of %1: its PDF is reused.</source>
        <translation>自 %1 那次导出以来没有改动：沿用那次的 PDF。</translation>
    </message>
    <message>
        <location filename="../ui/export_dialog.py" line="75"/>
        <source>Bleed and crop marks (3 mm, for a print shop)</source>
        <translation>出血和裁切标记（3 毫米，给印刷厂用）</translation>
    </message>
    <message>
        <location filename="../ui/export_dialog.py" line="124"/>
        <source>Add a photo to this page…</source>
        <translation>给这一页加照片…</translation>
    </message>
    <message>
        <location filename="../ui/export_dialog.py" line="125"/>
        <source>Choose a model…</source>
        <translation>选择模型…</translation>
    </message>
    <message>
        <location filename="../ui/export_dialog.py" line="144"/>
        <source>Trim size (finished page)</source>
        <translation>成品尺寸</translation>
    </message>
    <message>
        <location filename="../ui/export_dialog.py" line="148"/>
        <source>Save as</source>
        <translation>保存为</translation>
    </message>
    <message>
        <location filename="../ui/export_dialog.py" line="362"/>
        <source>Cancelled.</source>
        <translation>已取消。</translation>
    </message>
    <message>
        <location filename="../ui/export_dialog.py" line="256"/>
        <source>Save the PDF</source>
        <translation>保存 PDF</translation>
    </message>
    <message>
        <location filename="../ui/export_dialog.py" line="241"/>
        <source>Large print: on (bigger type, captions, high contrast). Change it in Book ▸ Title, page size and style…</source>
        <translation>大字版：开（字更大、图片配说明、对比更强）。在“书 ▸ 书名、页面大小和风格…”里修改</translation>
    </message>
    <message>
        <location filename="../ui/export_dialog.py" line="244"/>
        <source>Large print: off. Turn it on in Book ▸ Title, page size and style…</source>
        <translation>大字版：关。在“书 ▸ 书名、页面大小和风格…”里打开</translation>
    </message>
    <message>
        <location filename="../ui/export_dialog.py" line="303"/>
        <source>Making the PDF…</source>
        <translation>正在生成 PDF……</translation>
    </message>
    <message>
        <location filename="../ui/export_dialog.py" line="323"/>
        <source>Checking the book before exporting…</source>
        <translation>导出前正在检查这本书…</translation>
    </message>
    <message>
        <location filename="../ui/export_dialog.py" line="373"/>
        <source>Saved %s (%.1f MB)</source>
        <translation>已保存 %s（%.1f MB）</translation>
    </message>
    <message>
        <location filename="../ui/export_dialog.py" line="374"/>
        <source>The cover: %1</source>
        <translation>封面：%1</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/export_dialog.py" line="375"/>
        <source>%n story page(s)</source>
        <translation>
            <numerusform>%n 页故事</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ui/export_dialog.py" line="377"/>
        <source>pictures: %s drawn, %s reused</source>
        <translation>插图：新画 %s 张，沿用 %s 张</translation>
    </message>
</context>
<context>
    <name>ExportFindingsMixin</name>
    <message>
        <location filename="../ui/export_findings.py" line="43"/>
        <source>Waiting for the work under way, then checking the book before printing…</source>
        <translation>等手头的工作做完，再做印刷前检查…</translation>
    </message>
    <message>
        <location filename="../ui/export_findings.py" line="45"/>
        <location filename="../ui/export_findings.py" line="55"/>
        <source>Checking the book before printing…</source>
        <translation>正在做印刷前检查…</translation>
    </message>
    <message>
        <location filename="../ui/export_findings.py" line="89"/>
        <source>The book could not be checked: %1</source>
        <translation>没能检查这本书：%1</translation>
    </message>
    <message>
        <location filename="../ui/export_findings.py" line="92"/>
        <source>Before printing: the check could not run.</source>
        <translation>印刷前检查：没能完成检查。</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/export_findings.py" line="119"/>
        <source>Before printing: %n finding(s), %1 blocking</source>
        <translation>
            <numerusform>印刷前检查：%n 个问题，其中 %1 个妨碍印刷</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ui/export_findings.py" line="121"/>
        <source>Before printing: nothing found.</source>
        <translation>印刷前检查：没有发现问题。</translation>
    </message>
    <message>
        <location filename="../ui/export_findings.py" line="150"/>
        <location filename="../ui/export_findings.py" line="161"/>
        <source>Export anyway?</source>
        <translation>仍然导出吗？</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/export_findings.py" line="151"/>
        <source>%n problem(s) would show in the printed book (see the list). Export anyway?</source>
        <translation>
            <numerusform>有 %n 个问题会出现在印好的书里（见列表）。仍然导出吗？</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ui/export_findings.py" line="162"/>
        <source>The book could not be checked (see the list). Export anyway?</source>
        <translation>没能检查这本书（见列表）。仍然导出吗？</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/export_findings.py" line="173"/>
        <source>%n page(s) have no picture yet. Draw them with the model %1?</source>
        <translation>
            <numerusform>还有 %n 页没有插图。要用模型 %1 来画吗？</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ui/export_findings.py" line="180"/>
        <source>How long it takes is not known yet (no picture measured on this computer).</source>
        <translation>还不知道要多久（这台电脑上还没有量过画一张图的时间）。</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/export_findings.py" line="186"/>
        <source>About %n minute(s) (%1 s per picture, last measured).</source>
        <translation>
            <numerusform>大约 %n 分钟（上次测得每张 %1 秒）。</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ui/export_findings.py" line="196"/>
        <source>Draw the missing pictures?</source>
        <translation>画出缺少的插图吗？</translation>
    </message>
    <message>
        <location filename="../ui/export_findings.py" line="200"/>
        <source>Draw with the model</source>
        <translation>用模型画</translation>
    </message>
    <message>
        <location filename="../ui/export_findings.py" line="201"/>
        <source>Use the sketch engine</source>
        <translation>用素描引擎</translation>
    </message>
</context>
<context>
    <name>ExportServiceMixin</name>
    <message>
        <location filename="../ui/export_service.py" line="32"/>
        <source>None: a PDF to read, print at home or take to a print shop</source>
        <translation>不选：在屏幕上看、家里打印或交给印刷店的 PDF</translation>
    </message>
    <message>
        <location filename="../ui/export_service.py" line="37"/>
        <source>The service the family will order printed copies from: the book is written as that service takes it, the pages and a separate cover with its spine.</source>
        <translation>家人要在哪家服务订印这本书：按这家服务的要求写出内页，和单独一份带书脊的封面。</translation>
    </message>
    <message>
        <location filename="../ui/export_service.py" line="46"/>
        <source>Print service</source>
        <translation>印书服务</translation>
    </message>
    <message>
        <location filename="../ui/export_service.py" line="47"/>
        <source>Binding</source>
        <translation>装订</translation>
    </message>
    <message>
        <location filename="../ui/export_service.py" line="48"/>
        <source>Paper</source>
        <translation>纸张</translation>
    </message>
    <message>
        <location filename="../ui/export_service.py" line="69"/>
        <source>A printer in China (CMYK, 3 mm bleed, saddle-stitched up to 32 pages)</source>
        <translation>国内印刷厂（CMYK，出血 3 毫米，骑马钉最多 32 页）</translation>
    </message>
    <message>
        <location filename="../ui/export_service.py" line="70"/>
        <source>Any print shop (PDF/X-4, CMYK, 3 mm bleed)</source>
        <translation>任何印刷店（PDF/X-4，CMYK，出血 3 毫米）</translation>
    </message>
    <message>
        <location filename="../ui/export_service.py" line="76"/>
        <source>Lulu&apos;s standard paper (444 pages per inch)</source>
        <translation>Lulu 标准纸（每英寸 444 页）</translation>
    </message>
    <message>
        <location filename="../ui/export_service.py" line="77"/>
        <source>Premium colour, white paper</source>
        <translation>高级彩色，白纸</translation>
    </message>
    <message>
        <location filename="../ui/export_service.py" line="78"/>
        <source>Standard colour, white paper</source>
        <translation>标准彩色，白纸</translation>
    </message>
    <message>
        <location filename="../ui/export_service.py" line="79"/>
        <source>Black and white, white paper</source>
        <translation>黑白，白纸</translation>
    </message>
    <message>
        <location filename="../ui/export_service.py" line="80"/>
        <source>Black and white, cream paper</source>
        <translation>黑白，米黄纸</translation>
    </message>
    <message>
        <location filename="../ui/export_service.py" line="81"/>
        <source>70 lb white paper (colour)</source>
        <translation>70 磅白纸（彩色）</translation>
    </message>
    <message>
        <location filename="../ui/export_service.py" line="82"/>
        <source>157 g/m² coated art paper</source>
        <translation>157 克铜版纸</translation>
    </message>
    <message>
        <location filename="../ui/export_service.py" line="88"/>
        <source>Paperback (glued spine)</source>
        <translation>平装（胶装）</translation>
    </message>
    <message>
        <location filename="../ui/export_service.py" line="89"/>
        <source>Hardcover</source>
        <translation>精装</translation>
    </message>
    <message>
        <location filename="../ui/export_service.py" line="90"/>
        <source>Saddle-stitched (stapled, no spine)</source>
        <translation>骑马钉（订书钉装订，没有书脊）</translation>
    </message>
    <message>
        <location filename="../ui/export_service.py" line="152"/>
        <source>This choice cannot be printed: %1</source>
        <translation>这样选印不出来：%1</translation>
    </message>
    <message>
        <location filename="../ui/export_service.py" line="154"/>
        <source>colour: sRGB (the service converts it for its press)</source>
        <translation>颜色：sRGB（由这家服务转换成印刷用色）</translation>
    </message>
    <message>
        <location filename="../ui/export_service.py" line="155"/>
        <source>colour: CMYK, PDF/X-1a:2001</source>
        <translation>颜色：CMYK，PDF/X-1a:2001</translation>
    </message>
    <message>
        <location filename="../ui/export_service.py" line="156"/>
        <source>colour: CMYK, PDF/X-4</source>
        <translation>颜色：CMYK，PDF/X-4</translation>
    </message>
    <message>
        <location filename="../ui/export_service.py" line="158"/>
        <source>crop marks</source>
        <translation>带裁切标记</translation>
    </message>
    <message>
        <location filename="../ui/export_service.py" line="158"/>
        <source>no crop marks</source>
        <translation>不带裁切标记</translation>
    </message>
    <message>
        <location filename="../ui/export_service.py" line="160"/>
        <source>Page %1 × %2 mm, bleed %3 mm, %4, %5.</source>
        <translation>成品页面 %1 × %2 毫米，出血 %3 毫米，%4，%5。</translation>
    </message>
    <message>
        <location filename="../ui/export_service.py" line="168"/>
        <source>Pages, spine and cover: being worked out with the check…</source>
        <translation>页数、书脊和封面：正在随检查一起计算…</translation>
    </message>
    <message>
        <location filename="../ui/export_service.py" line="169"/>
        <source>Interior pages: %1</source>
        <translation>内页：%1 页</translation>
    </message>
    <message>
        <location filename="../ui/export_service.py" line="171"/>
        <source>(%1 of them added so the service takes the book)</source>
        <translation>（其中 %1 页是为了符合这家服务的要求加的）</translation>
    </message>
    <message>
        <location filename="../ui/export_service.py" line="175"/>
        <source>no spine (stapled)</source>
        <translation>没有书脊（订书钉装订）</translation>
    </message>
    <message>
        <location filename="../ui/export_service.py" line="177"/>
        <source>spine %1 mm, with the title</source>
        <translation>书脊 %1 毫米，印书名</translation>
    </message>
    <message>
        <location filename="../ui/export_service.py" line="179"/>
        <source>spine %1 mm, without the title (see the list)</source>
        <translation>书脊 %1 毫米，不印书名（见列表）</translation>
    </message>
    <message>
        <location filename="../ui/export_service.py" line="183"/>
        <source>cover: %1, %2 × %3 mm (back, spine and front in one file)</source>
        <translation>封面：%1，%2 × %3 毫米（封底、书脊和封面在同一个文件里）</translation>
    </message>
</context>
<context>
    <name>ExportViewModel</name>
    <message>
        <location filename="../viewmodels/exporter.py" line="363"/>
        <source>Illustrate page</source>
        <translation>画这一页</translation>
    </message>
</context>
<context>
    <name>IllustratePanel</name>
    <message>
        <location filename="../ui/illustrate_panel.py" line="148"/>
        <source>Cancelled.</source>
        <translation>已取消。</translation>
    </message>
    <message>
        <location filename="../ui/illustrate_panel.py" line="167"/>
        <source>The page as it will be printed</source>
        <translation>这一页印出来的样子</translation>
    </message>
    <message>
        <location filename="../ui/illustrate_panel.py" line="168"/>
        <source>Illustrate this page</source>
        <translation>给这一页画插图</translation>
    </message>
    <message>
        <location filename="../ui/illustrate_panel.py" line="169"/>
        <source>Make variations</source>
        <translation>多画几张</translation>
    </message>
    <message>
        <location filename="../ui/illustrate_panel.py" line="170"/>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <location filename="../ui/illustrate_panel.py" line="171"/>
        <source>Variations: click the one you like</source>
        <translation>备选插图：点一下您喜欢的那张</translation>
    </message>
    <message>
        <location filename="../ui/illustrate_panel.py" line="172"/>
        <source>Earlier pictures: click one to bring it back</source>
        <translation>以前的插图：点一下就能找回来</translation>
    </message>
    <message>
        <location filename="../ui/illustrate_panel.py" line="173"/>
        <location filename="../ui/illustrate_panel.py" line="222"/>
        <source>page %v of %m</source>
        <translation>第 %v 页，共 %m 页</translation>
    </message>
    <message>
        <location filename="../ui/illustrate_panel.py" line="174"/>
        <source>step %v of %m</source>
        <translation>第 %v 步，共 %m 步</translation>
    </message>
    <message>
        <location filename="../ui/illustrate_panel.py" line="214"/>
        <source>Drawing… you can keep editing.</source>
        <translation>正在画图……您可以继续编辑。</translation>
    </message>
    <message>
        <location filename="../ui/illustrate_panel.py" line="222"/>
        <source>version %v of %m</source>
        <translation>第 %v 张，共 %m 张</translation>
    </message>
    <message>
        <location filename="../ui/illustrate_panel.py" line="238"/>
        <source>The drawing server answers again; drawing goes on.</source>
        <translation>绘图服务器又有回应了，继续绘制。</translation>
    </message>
    <message>
        <location filename="../ui/illustrate_panel.py" line="247"/>
        <source>seed %s</source>
        <translation>种子 %s</translation>
    </message>
</context>
<context>
    <name>IllustrateViewModel</name>
    <message>
        <location filename="../viewmodels/illustrate.py" line="252"/>
        <source>Choose variation</source>
        <translation>选择备选插图</translation>
    </message>
    <message>
        <location filename="../viewmodels/illustrate.py" line="271"/>
        <source>Bring back earlier picture</source>
        <translation>找回以前的插图</translation>
    </message>
    <message>
        <location filename="../viewmodels/illustrate.py" line="332"/>
        <source>Illustrate page</source>
        <translation>画这一页</translation>
    </message>
    <message numerus="yes">
        <location filename="../viewmodels/illustrate.py" line="345"/>
        <source>%n page(s) illustrated</source>
        <translation>
            <numerusform>已画好 %n 页</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../viewmodels/illustrate.py" line="347"/>
        <source>%n variation(s) ready: pick the one you like</source>
        <translation>
            <numerusform>%n 张备选画好了：挑一张喜欢的</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>InputMethodHelp</name>
    <message>
        <location filename="../ui/dialogs.py" line="153"/>
        <source>Memory Picture Book works with the input method you already use: the one of Windows or macOS, IBus, and fcitx5 (through fcitx5&apos;s IBus front end, which is on unless it was turned off).</source>
        <translation>记忆绘本可以用你平时的输入法打字：Windows 或 macOS 自带的输入法、IBus，以及 fcitx5（通过 fcitx5 的 IBus 前端，默认是打开的）。</translation>
    </message>
    <message>
        <location filename="../ui/dialogs.py" line="161"/>
        <source>This computer uses fcitx5; the app talks to it as IBus. If typing Chinese does not work, open fcitx5&apos;s settings (fcitx5-configtool) → Addons, turn on “IBus Frontend”, log out and in again.</source>
        <translation>这台电脑用的是 fcitx5，本程序通过 IBus 的方式和它连接。如果打不出中文：打开 fcitx5 的设置（fcitx5-configtool）→“附加组件”，勾选“IBus 前端”（IBus Frontend），然后注销再重新登录。</translation>
    </message>
    <message>
        <location filename="../ui/dialogs.py" line="169"/>
        <source>Typing Chinese</source>
        <translation>输入中文</translation>
    </message>
</context>
<context>
    <name>InterviewDialog</name>
    <message>
        <location filename="../ui/interview_dialog.py" line="62"/>
        <source>Recorded conversations</source>
        <translation>录下的谈话</translation>
    </message>
    <message>
        <location filename="../ui/interview_dialog.py" line="67"/>
        <source>Detect the language</source>
        <translation>自动识别语言</translation>
    </message>
    <message>
        <location filename="../ui/interview_dialog.py" line="68"/>
        <source>Mandarin</source>
        <translation>普通话</translation>
    </message>
    <message>
        <location filename="../ui/interview_dialog.py" line="69"/>
        <source>Cantonese</source>
        <translation>粤语</translation>
    </message>
    <message>
        <location filename="../ui/interview_dialog.py" line="70"/>
        <source>English</source>
        <translation>英语</translation>
    </message>
    <message>
        <location filename="../ui/interview_dialog.py" line="73"/>
        <source>Add from a recording…</source>
        <translation>从录音添加…</translation>
    </message>
    <message>
        <location filename="../ui/interview_dialog.py" line="76"/>
        <source>Recording</source>
        <translation>录音</translation>
    </message>
    <message>
        <location filename="../ui/interview_dialog.py" line="78"/>
        <source>Language</source>
        <translation>语言</translation>
    </message>
    <message>
        <location filename="../ui/interview_dialog.py" line="85"/>
        <source>Turning speech into text needs the full Memory Picture Book app (download it from the project&apos;s Releases page; the guide&apos;s “Which package?” says which one to take). Here you can add recordings, listen to each part and type what was said; “Split at the cursor” makes a new part.</source>
        <translation>把录音转成文字需要完整版记忆绘本（请到项目的 Releases 页面下载；使用指南的“选哪个安装包？”说明该选哪一个）。在这里可以添加录音、逐段收听，并把说的话打出来；“在光标处分开”可以分出新的一段。</translation>
    </message>
    <message>
        <location filename="../ui/interview_dialog.py" line="97"/>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <location filename="../ui/interview_dialog.py" line="105"/>
        <source>Time</source>
        <translation>时间</translation>
    </message>
    <message>
        <location filename="../ui/interview_dialog.py" line="105"/>
        <source>Speaker</source>
        <translation>说话人</translation>
    </message>
    <message>
        <location filename="../ui/interview_dialog.py" line="105"/>
        <source>Text</source>
        <translation>文字</translation>
    </message>
    <message>
        <location filename="../ui/interview_dialog.py" line="114"/>
        <source>The selected segment&apos;s words; correct them here.</source>
        <translation>选中这一段的文字；在这里改正。</translation>
    </message>
    <message>
        <location filename="../ui/interview_dialog.py" line="116"/>
        <source>The storyteller</source>
        <translation>讲述人</translation>
    </message>
    <message>
        <location filename="../ui/interview_dialog.py" line="116"/>
        <source>The volunteer</source>
        <translation>志愿者</translation>
    </message>
    <message>
        <location filename="../ui/interview_dialog.py" line="116"/>
        <source>Another person</source>
        <translation>其他人</translation>
    </message>
    <message>
        <location filename="../ui/interview_dialog.py" line="119"/>
        <source>Merge with the next</source>
        <translation>和下一段合并</translation>
    </message>
    <message>
        <location filename="../ui/interview_dialog.py" line="121"/>
        <source>Split at the cursor</source>
        <translation>在光标处分开</translation>
    </message>
    <message>
        <location filename="../ui/interview_dialog.py" line="126"/>
        <source>Spoken by</source>
        <translation>说话的是</translation>
    </message>
    <message>
        <location filename="../ui/interview_dialog.py" line="131"/>
        <source>The storyteller has read this transcript and approves it</source>
        <translation>讲述人已经看过这份文字稿，同意使用</translation>
    </message>
    <message>
        <location filename="../ui/interview_dialog.py" line="154"/>
        <source>Close</source>
        <translation>关闭</translation>
    </message>
    <message>
        <location filename="../ui/interview_dialog.py" line="192"/>
        <source>Choose recordings</source>
        <translation>选择录音</translation>
    </message>
    <message>
        <location filename="../ui/interview_dialog.py" line="192"/>
        <source>Recordings (%s)</source>
        <translation>录音 (%s)</translation>
    </message>
    <message>
        <location filename="../ui/interview_dialog.py" line="229"/>
        <source>Play this segment</source>
        <translation>播放这一段</translation>
    </message>
    <message>
        <location filename="../ui/interview_dialog.py" line="240"/>
        <source>No words were heard in this recording.</source>
        <translation>这段录音里没有听到说话。</translation>
    </message>
</context>
<context>
    <name>InterviewPagesPanel</name>
    <message>
        <location filename="../ui/interview_pages_panel.py" line="38"/>
        <source> characters</source>
        <translation> 个字</translation>
    </message>
    <message>
        <location filename="../ui/interview_pages_panel.py" line="43"/>
        <source> s</source>
        <translation> 秒</translation>
    </message>
    <message>
        <location filename="../ui/interview_pages_panel.py" line="44"/>
        <source>Suggest pages</source>
        <translation>建议分页</translation>
    </message>
    <message>
        <location filename="../ui/interview_pages_panel.py" line="47"/>
        <source>Pages of about</source>
        <translation>每页大约</translation>
    </message>
    <message>
        <location filename="../ui/interview_pages_panel.py" line="49"/>
        <source>a new page after a pause of</source>
        <translation>停顿超过这么久就另起一页</translation>
    </message>
    <message>
        <location filename="../ui/interview_pages_panel.py" line="58"/>
        <source>Approve the transcript, then suggest pages from her words.</source>
        <translation>先确认文字稿，再从她的话里建议分页。</translation>
    </message>
    <message>
        <location filename="../ui/interview_pages_panel.py" line="59"/>
        <source>Merge with the next page</source>
        <translation>和下一页合并</translation>
    </message>
    <message>
        <location filename="../ui/interview_pages_panel.py" line="61"/>
        <source>Split at the cursor</source>
        <translation>在光标处分开</translation>
    </message>
    <message>
        <location filename="../ui/interview_pages_panel.py" line="65"/>
        <source>Put these pages in the book</source>
        <translation>把这些页放进书里</translation>
    </message>
</context>
<context>
    <name>InterviewViewModel</name>
    <message>
        <location filename="../viewmodels/interview.py" line="222"/>
        <source>Add pages from a recording</source>
        <translation>从录音添加页面</translation>
    </message>
    <message>
        <location filename="../viewmodels/interview.py" line="224"/>
        <source>Add page</source>
        <translation>添加一页</translation>
    </message>
    <message>
        <location filename="../viewmodels/interview.py" line="252"/>
        <source>Add a recording</source>
        <translation>添加录音</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../ui/main_window.py" line="258"/>
        <source>Memory Picture Book</source>
        <translation>记忆绘本</translation>
    </message>
    <message>
        <location filename="../ui/main_window.py" line="263"/>
        <source>All changes saved</source>
        <translation>所有修改都已保存</translation>
    </message>
    <message>
        <location filename="../ui/main_window.py" line="263"/>
        <source>Saving soon…</source>
        <translation>马上保存…</translation>
    </message>
    <message>
        <location filename="../ui/main_window.py" line="383"/>
        <source>About Memory Picture Book</source>
        <translation>关于记忆绘本</translation>
    </message>
    <message>
        <location filename="../ui/main_window.py" line="384"/>
        <source>Memory Picture Book %s
Stories and old photos become a picture book to print.</source>
        <translation>记忆绘本 %s
把故事和老照片做成可以印刷的图画书。</translation>
    </message>
</context>
<context>
    <name>MenuEntry</name>
    <message>
        <location filename="../ui/menu_entry.py" line="27"/>
        <location filename="../ui/menu_entry.py" line="89"/>
        <source>Applications menu</source>
        <translation>应用程序菜单</translation>
    </message>
    <message>
        <location filename="../ui/menu_entry.py" line="28"/>
        <source>Add Memory Picture Book to the applications menu? Then you can start it from there, without opening this folder first.</source>
        <translation>要把记忆绘本添加到应用程序菜单吗？以后就可以直接从菜单里打开，不用先找到这个文件夹。</translation>
    </message>
    <message>
        <location filename="../ui/menu_entry.py" line="52"/>
        <source>Memory Picture Book was not added to the applications menu: {problem}. Start it from its folder as before, or try again with Help → Show in the applications menu.</source>
        <translation>记忆绘本没有添加到应用程序菜单：{problem}。请像以前一样从它的文件夹里打开，或者以后用“帮助 → 在应用程序菜单中显示”再试一次。</translation>
    </message>
    <message>
        <location filename="../ui/menu_entry.py" line="70"/>
        <source>Memory Picture Book is still in the applications menu: {problem}. Delete the file named there, or try again later.</source>
        <translation>记忆绘本还在应用程序菜单里：{problem}。请删除上面提到的文件，或者稍后再试。</translation>
    </message>
</context>
<context>
    <name>ModelDialog</name>
    <message>
        <location filename="../ui/model_dialog.py" line="66"/>
        <source>How should the pictures be drawn?</source>
        <translation>用什么来画插图？</translation>
    </message>
    <message>
        <location filename="../ui/model_dialog.py" line="73"/>
        <source>Built-in sketch engine (offline, no model needed)</source>
        <translation>内置素描引擎（离线，无需模型）</translation>
    </message>
    <message>
        <location filename="../ui/model_dialog.py" line="80"/>
        <source>A picture model (diffusion)</source>
        <translation>图像模型（扩散模型）</translation>
    </message>
    <message>
        <location filename="../ui/model_dialog.py" line="151"/>
        <source>a model folder, a .safetensors file, or a hub id</source>
        <translation>模型文件夹、.safetensors 文件或在线模型名</translation>
    </message>
    <message>
        <location filename="../ui/model_dialog.py" line="152"/>
        <source>Folder…</source>
        <translation>文件夹…</translation>
    </message>
    <message>
        <location filename="../ui/model_dialog.py" line="153"/>
        <source>File…</source>
        <translation>文件…</translation>
    </message>
    <message>
        <location filename="../ui/model_dialog.py" line="170"/>
        <source>Or choose a known model:</source>
        <translation>或者选一个已知的模型：</translation>
    </message>
    <message>
        <location filename="../ui/model_dialog.py" line="177"/>
        <source>Stop download</source>
        <translation>停止下载</translation>
    </message>
    <message>
        <location filename="../ui/model_dialog.py" line="179"/>
        <source>Download this model</source>
        <translation>下载这个模型</translation>
    </message>
    <message>
        <location filename="../ui/model_dialog.py" line="190"/>
        <source>Download stopped.</source>
        <translation>下载已停止。</translation>
    </message>
    <message>
        <location filename="../ui/model_dialog.py" line="210"/>
        <source>How it would run on this computer:</source>
        <translation>在这台电脑上会怎样运行：</translation>
    </message>
    <message>
        <location filename="../ui/model_dialog.py" line="84"/>
        <source>Draw on a drawing server (no graphics card needed here)</source>
        <translation>在绘图服务器上绘制（这台电脑不需要显卡）</translation>
    </message>
    <message>
        <location filename="../ui/model_dialog.py" line="126"/>
        <source>Welcome! Memory Picture Book can draw pictures right away with its built-in sketch engine (no download, works on any computer). You can choose a picture model later.</source>
        <translation>欢迎！记忆绘本可以马上用内置的素描引擎画插图（不用下载，任何电脑都能用）。以后也可以再选择图像模型。</translation>
    </message>
    <message>
        <location filename="../ui/model_dialog.py" line="130"/>
        <source>Welcome! Memory Picture Book draws pictures right away with its built-in sketch engine (no download, works on any computer), or on a drawing server that someone runs for you.</source>
        <translation>欢迎！记忆绘本可以马上用内置的素描引擎画图（无需下载，任何电脑都能用），也可以在别人为您开设的绘图服务器上画。</translation>
    </message>
    <message>
        <location filename="../ui/model_dialog.py" line="138"/>
        <source>Hub models are downloaded the first time they are used; without a graphics card they are slow.</source>
        <translation>在线模型第一次使用时会下载；没有显卡时会比较慢。</translation>
    </message>
    <message>
        <location filename="../ui/model_dialog.py" line="141"/>
        <source>This is the light Memory Picture Book app. The full app adds pictures drawn by a diffusion model on this computer, teaching the model a person&apos;s face (LoRA training) and turning recorded speech into text; download it from the project&apos;s Releases page (the guide&apos;s “Which package?” says which one to take).</source>
        <translation>这是轻量版记忆绘本。完整版还能在这台电脑上用扩散模型画插图、让模型认识一个人的脸（LoRA 训练）、把录音转成文字；请到项目的 Releases 页面下载（使用指南的“选哪个安装包？”说明该选哪一个）。</translation>
    </message>
    <message>
        <location filename="../ui/model_dialog.py" line="264"/>
        <source>download %.1f GB</source>
        <translation>下载 %.1f GB</translation>
    </message>
    <message>
        <location filename="../ui/model_dialog.py" line="266"/>
        <source>graphics card memory %.0f GB or more</source>
        <translation>显存至少 %.0f GB</translation>
    </message>
    <message>
        <location filename="../ui/model_dialog.py" line="269"/>
        <source>(not for commercial use)</source>
        <translation>（不可商用）</translation>
    </message>
    <message>
        <location filename="../ui/model_dialog.py" line="271"/>
        <source>prompts in Chinese and English</source>
        <translation>可用中文或英文描述</translation>
    </message>
    <message>
        <location filename="../ui/model_dialog.py" line="273"/>
        <source>prompts in English</source>
        <translation>只读英文描述</translation>
    </message>
    <message>
        <location filename="../ui/model_dialog.py" line="276"/>
        <source>keeps faces from up to %d photos, no training</source>
        <translation>最多参照 %d 张照片保留相貌，无需训练</translation>
    </message>
    <message>
        <location filename="../ui/model_dialog.py" line="298"/>
        <source>✓ This model is on this computer.</source>
        <translation>✓ 这个模型已经在这台电脑上了。</translation>
    </message>
    <message>
        <location filename="../ui/model_dialog.py" line="300"/>
        <source>Not ready: %s</source>
        <translation>还不能用：%s</translation>
    </message>
    <message>
        <location filename="../ui/model_dialog.py" line="307"/>
        <source>Downloading… you can keep using the app.</source>
        <translation>正在下载……您可以继续使用。</translation>
    </message>
    <message>
        <location filename="../ui/model_dialog.py" line="314"/>
        <source>%s of %s MB</source>
        <translation>%s / %s MB</translation>
    </message>
    <message>
        <location filename="../ui/model_dialog.py" line="320"/>
        <source>Downloaded. Press OK to use it.</source>
        <translation>下载好了。按“确定”就可以使用。</translation>
    </message>
    <message>
        <location filename="../ui/model_dialog.py" line="330"/>
        <source>Model folder</source>
        <translation>模型文件夹</translation>
    </message>
    <message>
        <location filename="../ui/model_dialog.py" line="335"/>
        <source>Model file</source>
        <translation>模型文件</translation>
    </message>
    <message>
        <location filename="../ui/model_dialog.py" line="215"/>
        <source>Working out how this model would run…</source>
        <translation>正在算这个模型在这台电脑上怎么运行……</translation>
    </message>
    <message>
        <location filename="../ui/model_dialog.py" line="252"/>
        <source>This model is a folder or file on this computer: there is nothing to download.</source>
        <translation>这个模型是这台电脑上的文件夹或文件，不需要下载。</translation>
    </message>
</context>
<context>
    <name>NewBookDialog</name>
    <message>
        <location filename="../ui/dialogs.py" line="44"/>
        <source>New book from a story</source>
        <translation>用故事稿新建一本书</translation>
    </message>
    <message>
        <location filename="../ui/dialogs.py" line="44"/>
        <source>New book</source>
        <translation>新建一本书</translation>
    </message>
    <message>
        <location filename="../ui/dialogs.py" line="46"/>
        <location filename="../ui/dialogs.py" line="53"/>
        <location filename="../ui/dialogs.py" line="57"/>
        <source>Choose…</source>
        <translation>选择…</translation>
    </message>
    <message>
        <location filename="../ui/dialogs.py" line="56"/>
        <source>optional: the folder holding the story&apos;s photos</source>
        <translation>可不填：放故事照片的文件夹</translation>
    </message>
    <message>
        <location filename="../ui/dialogs.py" line="61"/>
        <source>Story script (.md)</source>
        <translation>故事稿（.md）</translation>
    </message>
    <message>
        <location filename="../ui/dialogs.py" line="62"/>
        <location filename="../ui/dialogs.py" line="127"/>
        <source>Photos folder</source>
        <translation>照片文件夹</translation>
    </message>
    <message>
        <location filename="../ui/dialogs.py" line="64"/>
        <source>Title</source>
        <translation>标题</translation>
    </message>
    <message>
        <location filename="../ui/dialogs.py" line="65"/>
        <source>Language of the book</source>
        <translation>书的语言</translation>
    </message>
    <message>
        <location filename="../ui/dialogs.py" line="66"/>
        <location filename="../ui/dialogs.py" line="113"/>
        <source>New book folder</source>
        <translation>新书的文件夹</translation>
    </message>
    <message>
        <location filename="../ui/dialogs.py" line="90"/>
        <source>Choose the story script.</source>
        <translation>请选择故事稿。</translation>
    </message>
    <message>
        <location filename="../ui/dialogs.py" line="92"/>
        <source>There is no story script at %s.</source>
        <translation>%s 这里没有故事稿。</translation>
    </message>
    <message>
        <location filename="../ui/dialogs.py" line="94"/>
        <source>There is no folder at %s for the photos.</source>
        <translation>照片文件夹 %s 不存在。</translation>
    </message>
    <message>
        <location filename="../ui/dialogs.py" line="96"/>
        <source>Choose where the new book goes.</source>
        <translation>请选择新书放在哪里。</translation>
    </message>
    <message>
        <location filename="../ui/dialogs.py" line="100"/>
        <source>%s is already there and not empty: choose a new name for the book folder.</source>
        <translation>%s 已经存在而且里面有东西：请给书的文件夹换一个新名字。</translation>
    </message>
    <message>
        <location filename="../ui/dialogs.py" line="119"/>
        <source>Story script</source>
        <translation>故事稿</translation>
    </message>
    <message>
        <location filename="../ui/dialogs.py" line="119"/>
        <source>Story (*.md *.txt)</source>
        <translation>故事稿 (*.md *.txt)</translation>
    </message>
</context>
<context>
    <name>PageEditor</name>
    <message>
        <location filename="../ui/page_editor.py" line="184"/>
        <source>&amp;Title</source>
        <translation>标题(&amp;T)</translation>
    </message>
    <message>
        <location filename="../ui/page_editor.py" line="185"/>
        <source>&amp;Story</source>
        <translation>故事(&amp;S)</translation>
    </message>
    <message>
        <location filename="../ui/page_editor.py" line="186"/>
        <source>S&amp;cene</source>
        <translation>画面(&amp;C)</translation>
    </message>
    <message>
        <location filename="../ui/page_editor.py" line="187"/>
        <source>Photo</source>
        <translation>照片</translation>
    </message>
    <message>
        <location filename="../ui/page_editor.py" line="188"/>
        <source>St&amp;yle</source>
        <translation>风格(&amp;Y)</translation>
    </message>
    <message>
        <location filename="../ui/page_editor.py" line="189"/>
        <source>Stre&amp;ngth</source>
        <translation>变化程度(&amp;N)</translation>
    </message>
    <message>
        <location filename="../ui/page_editor.py" line="190"/>
        <source>See&amp;d</source>
        <translation>种子(&amp;D)</translation>
    </message>
    <message>
        <location filename="../ui/page_editor.py" line="191"/>
        <source>What happened? Type the story as it was told.</source>
        <translation>发生了什么？照着讲述的样子把故事写下来。</translation>
    </message>
    <message>
        <location filename="../ui/page_editor.py" line="193"/>
        <source>What the picture shows (optional; English works with most models)</source>
        <translation>插图里画什么（可不填；大多数模型读英文更准）</translation>
    </message>
    <message>
        <location filename="../ui/page_editor.py" line="195"/>
        <source>Choose photo…</source>
        <translation>选择照片…</translation>
    </message>
    <message>
        <location filename="../ui/page_editor.py" line="196"/>
        <source>Remove photo</source>
        <translation>移除照片</translation>
    </message>
    <message>
        <location filename="../ui/page_editor.py" line="197"/>
        <source>Use this picture on the cover</source>
        <translation>封面用这一页的图</translation>
    </message>
    <message>
        <location filename="../ui/page_editor.py" line="199"/>
        <source>Without a choice the cover shows the picture of the first page with a photo</source>
        <translation>不选的话，封面用第一张有照片的页的图</translation>
    </message>
    <message>
        <location filename="../ui/page_editor.py" line="202"/>
        <source>How far the picture may move away from the photo (0 = keep it, 1 = free)</source>
        <translation>插图可以离照片多远（0 = 保持原样，1 = 自由发挥）</translation>
    </message>
    <message>
        <location filename="../ui/page_editor.py" line="204"/>
        <source>automatic</source>
        <translation>自动</translation>
    </message>
    <message>
        <location filename="../ui/page_editor.py" line="205"/>
        <source>Large text on screen</source>
        <translation>屏幕上字放大</translation>
    </message>
    <message>
        <location filename="../ui/page_editor.py" line="206"/>
        <source>People on this page</source>
        <translation>这一页上的人物</translation>
    </message>
    <message>
        <location filename="../ui/page_editor.py" line="217"/>
        <source>Book style</source>
        <translation>全书风格</translation>
    </message>
    <message>
        <location filename="../ui/page_editor.py" line="276"/>
        <source>Drop a photo here</source>
        <translation>把照片拖到这里</translation>
    </message>
    <message>
        <location filename="../ui/page_editor.py" line="295"/>
        <source>Choose the cover picture</source>
        <translation>选择封面图</translation>
    </message>
    <message>
        <location filename="../ui/page_editor.py" line="362"/>
        <source>Choose a photo</source>
        <translation>选择照片</translation>
    </message>
    <message>
        <location filename="../ui/page_editor.py" line="362"/>
        <source>Photos (%s)</source>
        <translation>照片 (%s)</translation>
    </message>
</context>
<context>
    <name>PageListModel</name>
    <message>
        <location filename="../viewmodels/pages.py" line="93"/>
        <source>(untitled)</source>
        <translation>（无标题）</translation>
    </message>
</context>
<context>
    <name>PagePeopleMixin</name>
    <message>
        <location filename="../ui/page_people.py" line="52"/>
        <source>Drawn from the reference photos of: %s</source>
        <translation>按这些人的参考照片来画：%s</translation>
    </message>
    <message>
        <location filename="../ui/page_people.py" line="52"/>
        <location filename="../ui/page_people.py" line="56"/>
        <source>, </source>
        <translation>、</translation>
    </message>
    <message>
        <location filename="../ui/page_people.py" line="55"/>
        <source>No reference photos yet for %s: add them under People.</source>
        <translation>%s 还没有参考照片：请在“人物”里添加。</translation>
    </message>
</context>
<context>
    <name>PeoplePanel</name>
    <message>
        <location filename="../ui/people_panel.py" line="105"/>
        <source>Teaching the model a person&apos;s face (LoRA training) needs the full Memory Picture Book app, from the project&apos;s Releases page.</source>
        <translation>让模型认识一个人的脸（LoRA 训练）需要完整版记忆绘本，可在项目的 Releases 页面下载。</translation>
    </message>
    <message>
        <location filename="../ui/people_panel.py" line="136"/>
        <source>Add person…</source>
        <translation>添加人物…</translation>
    </message>
    <message>
        <location filename="../ui/people_panel.py" line="137"/>
        <source>Remove</source>
        <translation>移除</translation>
    </message>
    <message>
        <location filename="../ui/people_panel.py" line="138"/>
        <source>&amp;Name</source>
        <translation>名字(&amp;N)</translation>
    </message>
    <message>
        <location filename="../ui/people_panel.py" line="139"/>
        <source>&amp;Trigger word</source>
        <translation>触发词(&amp;T)</translation>
    </message>
    <message>
        <location filename="../ui/people_panel.py" line="140"/>
        <source>the word the LoRA was trained with</source>
        <translation>训练 LoRA 时用的词</translation>
    </message>
    <message>
        <location filename="../ui/people_panel.py" line="141"/>
        <location filename="../ui/people_panel.py" line="245"/>
        <source>Reference photos</source>
        <translation>参考照片</translation>
    </message>
    <message>
        <location filename="../ui/people_panel.py" line="142"/>
        <source>Add reference photo…</source>
        <translation>添加参考照片…</translation>
    </message>
    <message>
        <location filename="../ui/people_panel.py" line="143"/>
        <source>LoRA</source>
        <translation>学到的样子（LoRA）</translation>
    </message>
    <message>
        <location filename="../ui/people_panel.py" line="144"/>
        <source>Import LoRA…</source>
        <translation>导入 LoRA…</translation>
    </message>
    <message>
        <location filename="../ui/people_panel.py" line="145"/>
        <source>A .safetensors file (other formats can run code)</source>
        <translation>一个 .safetensors 文件（其他格式可能运行代码）</translation>
    </message>
    <message>
        <location filename="../ui/people_panel.py" line="188"/>
        <source>none yet</source>
        <translation>还没有</translation>
    </message>
    <message>
        <location filename="../ui/people_panel.py" line="188"/>
        <source>learned (%s)</source>
        <translation>已学会（%s）</translation>
    </message>
    <message>
        <location filename="../ui/people_panel.py" line="211"/>
        <source>%s draws each person from their reference photos (up to %d): no training needed. Add a few clear photos of the face.</source>
        <translation>%s 直接按每个人的参考照片（最多 %d 张）来画：无需训练。请添加几张脸部清楚的照片。</translation>
    </message>
    <message>
        <location filename="../ui/people_panel.py" line="227"/>
        <source>Add person</source>
        <translation>添加人物</translation>
    </message>
    <message>
        <location filename="../ui/people_panel.py" line="227"/>
        <source>Name:</source>
        <translation>名字：</translation>
    </message>
    <message>
        <location filename="../ui/people_panel.py" line="245"/>
        <source>Photos (%s)</source>
        <translation>照片 (%s)</translation>
    </message>
    <message>
        <location filename="../ui/people_panel.py" line="255"/>
        <source>Import LoRA</source>
        <translation>导入 LoRA</translation>
    </message>
</context>
<context>
    <name>QAbstractFileIconProvider</name>
    <message>
        <location filename="../ui/language.py" line="25"/>
        <source>Folder</source>
        <translation>文件夹</translation>
    </message>
    <message>
        <location filename="../ui/language.py" line="26"/>
        <source>Drive</source>
        <translation>驱动器</translation>
    </message>
    <message>
        <location filename="../ui/language.py" line="27"/>
        <source>File</source>
        <translation>文件</translation>
    </message>
</context>
<context>
    <name>QDialogButtonBox</name>
    <message>
        <location filename="../ui/language.py" line="28"/>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
</context>
<context>
    <name>QFileDialog</name>
    <message>
        <location filename="../ui/language.py" line="23"/>
        <source>&amp;Look in:</source>
        <translation>查找范围(&amp;L)：</translation>
    </message>
    <message>
        <location filename="../ui/language.py" line="24"/>
        <source>Files of &amp;type:</source>
        <translation>文件类型(&amp;T)：</translation>
    </message>
</context>
<context>
    <name>SegmentPlayer</name>
    <message>
        <location filename="../ui/segment_player.py" line="48"/>
        <source>Playing needs Qt Multimedia: install PySide6-Addons (pip install PySide6-Addons).</source>
        <translation>播放需要 Qt Multimedia：请安装 PySide6-Addons（pip install PySide6-Addons）。</translation>
    </message>
</context>
<context>
    <name>ServerBox</name>
    <message>
        <location filename="../ui/server_box.py" line="23"/>
        <source>Paste the connection code from the server&apos;s operator:</source>
        <translation>粘贴服务器管理员给您的连接码：</translation>
    </message>
    <message>
        <location filename="../ui/server_box.py" line="25"/>
        <source>one line, from the operator</source>
        <translation>一行字，由服务器管理员提供</translation>
    </message>
    <message>
        <location filename="../ui/server_box.py" line="27"/>
        <source>Check</source>
        <translation>检查</translation>
    </message>
    <message>
        <location filename="../ui/server_box.py" line="63"/>
        <source>Reaching the drawing server…</source>
        <translation>正在连接绘图服务器…</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/server_box.py" line="76"/>
        <source>✓ Connected to %s; %n job(s) in its queue.</source>
        <translation>
            <numerusform>✓ 已连接到 %s；队列中有 %n 个任务。</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ui/server_box.py" line="83"/>
        <source>Not connected: %s</source>
        <translation>未连接：%s</translation>
    </message>
</context>
<context>
    <name>SheetViewModel</name>
    <message>
        <location filename="../viewmodels/sheets.py" line="138"/>
        <source>Draw character sheet</source>
        <translation>画人物定妆像</translation>
    </message>
</context>
<context>
    <name>TrainingControl</name>
    <message>
        <location filename="../ui/training.py" line="70"/>
        <source>Done: the model now knows this person.</source>
        <translation>完成：模型现在认识这个人了。</translation>
    </message>
    <message>
        <location filename="../ui/training.py" line="79"/>
        <source>Stopped.</source>
        <translation>已停止。</translation>
    </message>
    <message>
        <location filename="../ui/training.py" line="95"/>
        <location filename="../ui/training.py" line="111"/>
        <source>their whole life</source>
        <translation>一生（全部照片）</translation>
    </message>
    <message>
        <location filename="../ui/training.py" line="109"/>
        <source>Learn from:</source>
        <translation>学习哪段时光：</translation>
    </message>
    <message>
        <location filename="../ui/training.py" line="112"/>
        <location filename="../ui/training.py" line="141"/>
        <source>Teach the model this person</source>
        <translation>让模型认识这个人</translation>
    </message>
    <message>
        <location filename="../ui/training.py" line="113"/>
        <source>Stop</source>
        <translation>停止</translation>
    </message>
    <message>
        <location filename="../ui/training.py" line="116"/>
        <source>Trains a small add-on (LoRA) from the reference photos; this takes a long time without a GPU.</source>
        <translation>用参考照片训练一个小小的附加模型（LoRA）；没有显卡时需要很长时间。</translation>
    </message>
    <message>
        <location filename="../ui/training.py" line="131"/>
        <source>measured by the last training on this computer</source>
        <translation>按这台电脑上次训练实测</translation>
    </message>
    <message>
        <location filename="../ui/training.py" line="133"/>
        <source>an estimate; the first training measures it</source>
        <translation>估计值，第一次训练后会按实测计算</translation>
    </message>
    <message>
        <location filename="../ui/training.py" line="136"/>
        <source>Teaching the model to draw %1 takes about %2 minutes on this computer (%3). Pictures are drawn more slowly meanwhile. Start now?</source>
        <translation>让模型学会画%1，在这台电脑上大约要 %2 分钟（%3）。这期间画插图会变慢。现在开始吗？</translation>
    </message>
    <message>
        <location filename="../ui/training.py" line="165"/>
        <source>Starting the training…</source>
        <translation>正在开始训练……</translation>
    </message>
    <message>
        <location filename="../ui/training.py" line="171"/>
        <source>Stopping…</source>
        <translation>正在停止…</translation>
    </message>
    <message>
        <location filename="../ui/training.py" line="184"/>
        <source>step %s of %s</source>
        <translation>第 %s 步，共 %s 步</translation>
    </message>
    <message>
        <location filename="../ui/training.py" line="186"/>
        <source>about %s min left</source>
        <translation>大约还要 %s 分钟</translation>
    </message>
    <message>
        <location filename="../ui/training.py" line="190"/>
        <source>training loss %.3f</source>
        <translation>训练损失 %.3f</translation>
    </message>
</context>
<context>
    <name>VideoDialog</name>
    <message>
        <location filename="../ui/video_dialog.py" line="44"/>
        <source>Add from video</source>
        <translation>从视频添加</translation>
    </message>
    <message>
        <location filename="../ui/video_dialog.py" line="45"/>
        <source>Choose videos…</source>
        <translation>选择视频…</translation>
    </message>
    <message>
        <location filename="../ui/video_dialog.py" line="51"/>
        <source> s</source>
        <translation> 秒</translation>
    </message>
    <message>
        <location filename="../ui/video_dialog.py" line="58"/>
        <source>One still every</source>
        <translation>每隔</translation>
    </message>
    <message>
        <location filename="../ui/video_dialog.py" line="60"/>
        <source>At most per video</source>
        <translation>每段视频最多</translation>
    </message>
    <message>
        <location filename="../ui/video_dialog.py" line="66"/>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <location filename="../ui/video_dialog.py" line="84"/>
        <source>Put ticked stills on new pages</source>
        <translation>把勾选的画面放到新页面</translation>
    </message>
    <message>
        <location filename="../ui/video_dialog.py" line="86"/>
        <source>Close</source>
        <translation>关闭</translation>
    </message>
    <message>
        <location filename="../ui/video_dialog.py" line="113"/>
        <source>Choose home videos</source>
        <translation>选择家庭录像</translation>
    </message>
    <message>
        <location filename="../ui/video_dialog.py" line="113"/>
        <source>Videos (%s)</source>
        <translation>视频 (%s)</translation>
    </message>
    <message>
        <location filename="../ui/video_dialog.py" line="138"/>
        <source>No stills were found in these videos.</source>
        <translation>这些视频里没有找到可用的画面。</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/video_dialog.py" line="139"/>
        <source>%n still(s)</source>
        <translation>
            <numerusform>%n 个画面</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ui/video_dialog.py" line="154"/>
        <source>Tick the stills to keep first.</source>
        <translation>请先勾选要保留的画面。</translation>
    </message>
</context>
<context>
    <name>VideoStillsViewModel</name>
    <message>
        <location filename="../viewmodels/video.py" line="137"/>
        <source>Add stills from video</source>
        <translation>从视频添加画面</translation>
    </message>
    <message>
        <location filename="../viewmodels/video.py" line="141"/>
        <source>Add page</source>
        <translation>添加一页</translation>
    </message>
</context>
<context>
    <name>WelcomePage</name>
    <message>
        <location filename="../ui/welcome.py" line="89"/>
        <source>Memory Picture Book</source>
        <translation>记忆绘本</translation>
    </message>
    <message>
        <location filename="../ui/welcome.py" line="90"/>
        <source>Stories and old photos become a picture book to print.</source>
        <translation>把故事和老照片做成可以印刷的图画书。</translation>
    </message>
    <message>
        <location filename="../ui/welcome.py" line="91"/>
        <source>Make the sample book (Grandma&apos;s Lane)</source>
        <translation>做一本示例书（外婆的弄堂）</translation>
    </message>
    <message>
        <location filename="../ui/welcome.py" line="92"/>
        <source>New book from a story…</source>
        <translation>用故事稿新建一本书…</translation>
    </message>
    <message>
        <location filename="../ui/welcome.py" line="93"/>
        <source>New blank book…</source>
        <translation>新建空白的书…</translation>
    </message>
    <message>
        <location filename="../ui/welcome.py" line="94"/>
        <source>Open book…</source>
        <translation>打开书…</translation>
    </message>
    <message>
        <location filename="../ui/welcome.py" line="95"/>
        <source>Recent books</source>
        <translation>最近的书</translation>
    </message>
</context>
<context>
    <name>WindowBooksMixin</name>
    <message>
        <location filename="../ui/window_books.py" line="46"/>
        <source>Open a book folder</source>
        <translation>打开书的文件夹</translation>
    </message>
    <message>
        <location filename="../ui/window_books.py" line="84"/>
        <source>The book could not be made.</source>
        <translation>这本书没能做出来。</translation>
    </message>
    <message>
        <location filename="../ui/window_books.py" line="98"/>
        <source>The sample book is in %s</source>
        <translation>示例书放在 %s</translation>
    </message>
</context>
<context>
    <name>WindowClosingMixin</name>
    <message>
        <location filename="../ui/window_closing.py" line="32"/>
        <source>Pictures are being drawn</source>
        <translation>正在画插图</translation>
    </message>
    <message>
        <location filename="../ui/window_closing.py" line="33"/>
        <source>Stop drawing and close? The pictures already finished are kept.</source>
        <translation>停止画图并关闭吗？已经画好的插图会保留。</translation>
    </message>
    <message>
        <location filename="../ui/window_closing.py" line="56"/>
        <source>Save the book in a new folder</source>
        <translation>把这本书保存到新文件夹</translation>
    </message>
    <message>
        <location filename="../ui/window_closing.py" line="70"/>
        <source>The book could not be saved</source>
        <translation>这本书没能保存</translation>
    </message>
    <message>
        <location filename="../ui/window_closing.py" line="73"/>
        <source>The latest changes are not saved: %s
Save the book in another folder, try again, or close without them?</source>
        <translation>最近的修改还没有保存：%s
把这本书保存到别的文件夹、再试一次，还是不保存就关闭？</translation>
    </message>
    <message>
        <location filename="../ui/window_closing.py" line="79"/>
        <source>Save elsewhere…</source>
        <translation>保存到别处…</translation>
    </message>
    <message>
        <location filename="../ui/window_closing.py" line="80"/>
        <source>Try again</source>
        <translation>再试一次</translation>
    </message>
    <message>
        <location filename="../ui/window_closing.py" line="81"/>
        <source>Close without saving</source>
        <translation>不保存，直接关闭</translation>
    </message>
</context>
<context>
    <name>WindowMenusMixin</name>
    <message>
        <location filename="../ui/window_menus.py" line="150"/>
        <source>&amp;Book</source>
        <translation>书(&amp;B)</translation>
    </message>
    <message>
        <location filename="../ui/window_menus.py" line="151"/>
        <source>Recent books</source>
        <translation>最近的书</translation>
    </message>
    <message>
        <location filename="../ui/window_menus.py" line="152"/>
        <source>&amp;Edit</source>
        <translation>编辑(&amp;E)</translation>
    </message>
    <message>
        <location filename="../ui/window_menus.py" line="153"/>
        <source>&amp;Pictures</source>
        <translation>插图(&amp;P)</translation>
    </message>
    <message>
        <location filename="../ui/window_menus.py" line="154"/>
        <source>&amp;View</source>
        <translation>查看(&amp;V)</translation>
    </message>
    <message>
        <location filename="../ui/window_menus.py" line="155"/>
        <source>Language</source>
        <translation>语言</translation>
    </message>
    <message>
        <location filename="../ui/window_menus.py" line="156"/>
        <source>&amp;Help</source>
        <translation>帮助(&amp;H)</translation>
    </message>
    <message>
        <location filename="../ui/window_menus.py" line="158"/>
        <source>New blank book…</source>
        <translation>新建空白的书…</translation>
    </message>
    <message>
        <location filename="../ui/window_menus.py" line="159"/>
        <source>New book from a story…</source>
        <translation>用故事稿新建一本书…</translation>
    </message>
    <message>
        <location filename="../ui/window_menus.py" line="160"/>
        <source>Open book…</source>
        <translation>打开书…</translation>
    </message>
    <message>
        <location filename="../ui/window_menus.py" line="161"/>
        <source>Save</source>
        <translation>保存</translation>
    </message>
    <message>
        <location filename="../ui/window_menus.py" line="162"/>
        <source>Export PDF…</source>
        <translation>导出 PDF…</translation>
    </message>
    <message>
        <location filename="../ui/window_menus.py" line="163"/>
        <source>Title, page size and style…</source>
        <translation>书名、页面大小和风格…</translation>
    </message>
    <message>
        <location filename="../ui/window_menus.py" line="164"/>
        <source>Quit</source>
        <translation>退出</translation>
    </message>
    <message>
        <location filename="../ui/window_menus.py" line="165"/>
        <source>Add page</source>
        <translation>添加一页</translation>
    </message>
    <message>
        <location filename="../ui/window_menus.py" line="166"/>
        <source>Duplicate page</source>
        <translation>复制这一页</translation>
    </message>
    <message>
        <location filename="../ui/window_menus.py" line="167"/>
        <source>Delete page</source>
        <translation>删除这一页</translation>
    </message>
    <message>
        <location filename="../ui/window_menus.py" line="168"/>
        <source>Move page up</source>
        <translation>把这一页往前移</translation>
    </message>
    <message>
        <location filename="../ui/window_menus.py" line="169"/>
        <source>Move page down</source>
        <translation>把这一页往后移</translation>
    </message>
    <message>
        <location filename="../ui/window_menus.py" line="170"/>
        <source>Illustrate this page</source>
        <translation>给这一页画插图</translation>
    </message>
    <message>
        <location filename="../ui/window_menus.py" line="171"/>
        <source>Illustrate selected pages</source>
        <translation>给选中的几页画插图</translation>
    </message>
    <message>
        <location filename="../ui/window_menus.py" line="172"/>
        <source>Illustrate the whole book</source>
        <translation>给整本书画插图</translation>
    </message>
    <message>
        <location filename="../ui/window_menus.py" line="173"/>
        <source>Make variations of this page</source>
        <translation>给这一页多画几张备选</translation>
    </message>
    <message>
        <location filename="../ui/window_menus.py" line="174"/>
        <source>Cancel drawing</source>
        <translation>停止画图</translation>
    </message>
    <message>
        <location filename="../ui/window_menus.py" line="175"/>
        <source>Model and engine…</source>
        <translation>模型与引擎…</translation>
    </message>
    <message>
        <location filename="../ui/window_menus.py" line="176"/>
        <source>Large text on screen</source>
        <translation>屏幕上字放大</translation>
    </message>
    <message>
        <location filename="../ui/window_menus.py" line="177"/>
        <source>About Memory Picture Book</source>
        <translation>关于记忆绘本</translation>
    </message>
    <message>
        <location filename="../ui/window_menus.py" line="178"/>
        <source>Typing Chinese…</source>
        <translation>输入中文…</translation>
    </message>
    <message>
        <location filename="../ui/window_menus.py" line="179"/>
        <source>Show in the applications menu</source>
        <translation>在应用程序菜单中显示</translation>
    </message>
    <message>
        <location filename="../ui/window_menus.py" line="180"/>
        <source>Follow the system</source>
        <translation>跟随系统</translation>
    </message>
    <message>
        <location filename="../ui/window_menus.py" line="186"/>
        <source>Undo</source>
        <translation>撤销</translation>
    </message>
    <message>
        <location filename="../ui/window_menus.py" line="187"/>
        <source>Redo</source>
        <translation>重做</translation>
    </message>
    <message>
        <location filename="../ui/window_menus.py" line="188"/>
        <source>People</source>
        <translation>人物</translation>
    </message>
    <message>
        <location filename="../ui/window_menus.py" line="189"/>
        <source>Add from video…</source>
        <translation>从视频添加…</translation>
    </message>
    <message>
        <location filename="../ui/window_menus.py" line="190"/>
        <source>Add from a recording…</source>
        <translation>从录音添加…</translation>
    </message>
    <message>
        <location filename="../ui/window_menus.py" line="191"/>
        <source>People in this book</source>
        <translation>书里的人物</translation>
    </message>
</context>
</TS>
