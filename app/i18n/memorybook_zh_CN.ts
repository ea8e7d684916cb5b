<?xml version='1.0' encoding='utf-8'?>
<TS version="2.1" language="zh_CN" sourcelanguage="en">
<context>
    <name>BookDialog</name>
    <message>
        <location filename="../ui/book_dialog.py" line="30" />
        <source>About this book</source>
        <translation>关于这本书</translation>
    </message>
    <message>
        <location filename="../ui/book_dialog.py" line="42" />
        <source>A4 (210 × 297 mm)</source>
        <translation>A4（210 × 297 毫米）</translation>
    </message>
    <message>
        <location filename="../ui/book_dialog.py" line="43" />
        <source>A5 (148 × 210 mm)</source>
        <translation>A5（148 × 210 毫米）</translation>
    </message>
    <message>
        <location filename="../ui/book_dialog.py" line="44" />
        <source>Square (210 × 210 mm)</source>
        <translation>方形（210 × 210 毫米）</translation>
    </message>
    <message>
        <location filename="../ui/book_dialog.py" line="53" />
        <source>Large print (easier to read)</source>
        <translation>大字版（更容易读）</translation>
    </message>
    <message>
        <location filename="../ui/book_dialog.py" line="56" />
        <source>Title</source>
        <translation>标题</translation>
    </message>
    <message>
        <location filename="../ui/book_dialog.py" line="57" />
        <source>Subtitle</source>
        <translation>副标题</translation>
    </message>
    <message>
        <location filename="../ui/book_dialog.py" line="58" />
        <source>Dedication</source>
        <translation>献给</translation>
    </message>
    <message>
        <location filename="../ui/book_dialog.py" line="59" />
        <source>Language of the book</source>
        <translation>书的语言</translation>
    </message>
    <message>
        <location filename="../ui/book_dialog.py" line="60" />
        <source>Trim size (finished page)</source>
        <translation>成品尺寸</translation>
    </message>
    <message>
        <location filename="../ui/book_dialog.py" line="61" />
        <source>Style of the pictures</source>
        <translation>插图风格</translation>
    </message>
    <message>
        <location filename="../ui/book_dialog.py" line="84" />
        <source>Edit the book's details</source>
        <translation>修改书的信息</translation>
    </message>
</context>
<context>
    <name>BookViewModel</name>
    <message>
        <location filename="../viewmodels/book.py" line="180" />
        <source>page</source>
        <translation>页面</translation>
    </message>
    <message>
        <location filename="../viewmodels/book.py" line="182" />
        <source>Edit %s</source>
        <translation>编辑 %s</translation>
    </message>
    <message>
        <location filename="../viewmodels/book.py" line="190" />
        <source>Add page</source>
        <translation>添加一页</translation>
    </message>
    <message>
        <location filename="../viewmodels/book.py" line="199" />
        <source>Duplicate page</source>
        <translation>复制这一页</translation>
    </message>
    <message>
        <location filename="../viewmodels/book.py" line="205" />
        <source>Delete page</source>
        <translation>删除这一页</translation>
    </message>
    <message>
        <location filename="../viewmodels/book.py" line="212" />
        <source>Move page</source>
        <translation>移动页面</translation>
    </message>
    <message>
        <location filename="../viewmodels/book.py" line="264" />
        <location filename="../viewmodels/book.py" line="338" />
        <source>This photo could not be added: %s</source>
        <translation>这张照片没能添加：%s</translation>
    </message>
    <message>
        <location filename="../viewmodels/book.py" line="269" />
        <source>Add photo</source>
        <translation>添加照片</translation>
    </message>
    <message>
        <location filename="../viewmodels/book.py" line="277" />
        <source>Remove photo</source>
        <translation>移除照片</translation>
    </message>
    <message>
        <location filename="../viewmodels/book.py" line="288" />
        <source>Choose picture</source>
        <translation>选择插图</translation>
    </message>
    <message>
        <location filename="../viewmodels/book.py" line="299" />
        <source>book</source>
        <translation>书</translation>
    </message>
    <message>
        <location filename="../viewmodels/book.py" line="301" />
        <source>Edit book</source>
        <translation>编辑书</translation>
    </message>
    <message>
        <location filename="../viewmodels/book.py" line="310" />
        <source>There is already a person called %s</source>
        <translation>已经有一个叫 %s 的人物了</translation>
    </message>
    <message>
        <location filename="../viewmodels/book.py" line="313" />
        <source>Add person</source>
        <translation>添加人物</translation>
    </message>
    <message>
        <location filename="../viewmodels/book.py" line="326" />
        <source>Edit person</source>
        <translation>编辑人物</translation>
    </message>
    <message>
        <location filename="../viewmodels/book.py" line="331" />
        <source>Remove person</source>
        <translation>移除人物</translation>
    </message>
    <message>
        <location filename="../viewmodels/book.py" line="352" />
        <source>%s: only .safetensors LoRA files can be used (other formats can run code)</source>
        <translation>%s：只能使用 .safetensors 格式的 LoRA 文件（其他格式可能运行代码）</translation>
    </message>
    <message>
        <location filename="../viewmodels/book.py" line="400" />
        <source>The book could not be saved: %s</source>
        <translation>这本书没能保存：%s</translation>
    </message>
</context>
<context>
    <name>ExportDialog</name>
    <message>
        <location filename="../ui/export_dialog.py" line="35" />
        <source>Export the book as a PDF</source>
        <translation>把书导出为 PDF</translation>
    </message>
    <message>
        <location filename="../ui/export_dialog.py" line="39" />
        <source>A4 (210 × 297 mm)</source>
        <translation>A4（210 × 297 毫米）</translation>
    </message>
    <message>
        <location filename="../ui/export_dialog.py" line="40" />
        <source>A5 (148 × 210 mm)</source>
        <translation>A5（148 × 210 毫米）</translation>
    </message>
    <message>
        <location filename="../ui/export_dialog.py" line="41" />
        <source>Square (210 × 210 mm)</source>
        <translation>方形（210 × 210 毫米）</translation>
    </message>
    <message>
        <location filename="../ui/export_dialog.py" line="46" />
        <source>Large print (easier to read)</source>
        <translation>大字版（更容易读）</translation>
    </message>
    <message>
        <location filename="../ui/export_dialog.py" line="49" />
        <source>Choose…</source>
        <translation>选择…</translation>
    </message>
    <message>
        <location filename="../ui/export_dialog.py" line="54" />
        <source>Export</source>
        <translation>导出</translation>
    </message>
    <message>
        <location filename="../ui/export_dialog.py" line="57" />
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <location filename="../ui/export_dialog.py" line="58" />
        <source>Close</source>
        <translation>关闭</translation>
    </message>
    <message>
        <location filename="../ui/export_dialog.py" line="63" />
        <source>Worth checking before printing:</source>
        <translation>印刷前值得看一看：</translation>
    </message>
    <message>
        <location filename="../ui/export_dialog.py" line="45" />
        <source>Bleed and crop marks (3 mm, for a print shop)</source>
        <translation>出血和裁切标记（3 毫米，给印刷厂用）</translation>
    </message>
    <message>
        <location filename="../ui/export_dialog.py" line="76" />
        <source>Trim size (finished page)</source>
        <translation>成品尺寸</translation>
    </message>
    <message>
        <location filename="../ui/export_dialog.py" line="79" />
        <source>Save as</source>
        <translation>保存为</translation>
    </message>
    <message>
        <location filename="../ui/export_dialog.py" line="102" />
        <source>Cancelled.</source>
        <translation>已取消。</translation>
    </message>
    <message>
        <location filename="../ui/export_dialog.py" line="116" />
        <source>Save the PDF</source>
        <translation>保存 PDF</translation>
    </message>
    <message>
        <location filename="../ui/export_dialog.py" line="126" />
        <source>Making the PDF…</source>
        <translation>正在生成 PDF……</translation>
    </message>
    <message>
        <location filename="../ui/export_dialog.py" line="143" />
        <source>Saved %s (%.1f MB)</source>
        <translation>已保存 %s（%.1f MB）</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/export_dialog.py" line="144" />
        <source>%n story page(s)</source>
        <translation><numerusform>%n 页故事</numerusform></translation>
    </message>
    <message>
        <location filename="../ui/export_dialog.py" line="146" />
        <source>pictures: %s drawn, %s reused</source>
        <translation>插图：新画 %s 张，沿用 %s 张</translation>
    </message>
</context>
<context>
    <name>ExportViewModel</name>
    <message>
        <location filename="../viewmodels/exporter.py" line="182" />
        <source>Illustrate page</source>
        <translation>画这一页</translation>
    </message>
</context>
<context>
    <name>IllustratePanel</name>
    <message>
        <location filename="../ui/illustrate_panel.py" line="136" />
        <source>Cancelled.</source>
        <translation>已取消。</translation>
    </message>
    <message>
        <location filename="../ui/illustrate_panel.py" line="152" />
        <source>The page as it will be printed</source>
        <translation>这一页印出来的样子</translation>
    </message>
    <message>
        <location filename="../ui/illustrate_panel.py" line="153" />
        <source>Illustrate this page</source>
        <translation>给这一页画插图</translation>
    </message>
    <message>
        <location filename="../ui/illustrate_panel.py" line="154" />
        <source>Make variations</source>
        <translation>多画几张</translation>
    </message>
    <message>
        <location filename="../ui/illustrate_panel.py" line="155" />
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <location filename="../ui/illustrate_panel.py" line="156" />
        <source>Variations: click the one you like</source>
        <translation>备选插图：点一下您喜欢的那张</translation>
    </message>
    <message>
        <location filename="../ui/illustrate_panel.py" line="157" />
        <source>Earlier pictures: click one to bring it back</source>
        <translation>以前的插图：点一下就能找回来</translation>
    </message>
    <message>
        <location filename="../ui/illustrate_panel.py" line="158" />
        <source>page %v of %m</source>
        <translation>第 %v 页，共 %m 页</translation>
    </message>
    <message>
        <location filename="../ui/illustrate_panel.py" line="159" />
        <source>step %v of %m</source>
        <translation>第 %v 步，共 %m 步</translation>
    </message>
    <message>
        <location filename="../ui/illustrate_panel.py" line="199" />
        <source>Drawing… you can keep editing.</source>
        <translation>正在画图……您可以继续编辑。</translation>
    </message>
    <message>
        <location filename="../ui/illustrate_panel.py" line="215" />
        <source>seed %s</source>
        <translation>种子 %s</translation>
    </message>
</context>
<context>
    <name>IllustrateViewModel</name>
    <message>
        <location filename="../viewmodels/illustrate.py" line="228" />
        <source>Choose variation</source>
        <translation>选择备选插图</translation>
    </message>
    <message>
        <location filename="../viewmodels/illustrate.py" line="233" />
        <source>Bring back earlier picture</source>
        <translation>找回以前的插图</translation>
    </message>
    <message>
        <location filename="../viewmodels/illustrate.py" line="292" />
        <source>Illustrate page</source>
        <translation>画这一页</translation>
    </message>
    <message numerus="yes">
        <location filename="../viewmodels/illustrate.py" line="305" />
        <source>%n page(s) illustrated</source>
        <translation><numerusform>已画好 %n 页</numerusform></translation>
    </message>
    <message numerus="yes">
        <location filename="../viewmodels/illustrate.py" line="307" />
        <source>%n variation(s) ready: pick the one you like</source>
        <translation><numerusform>%n 张备选画好了：挑一张喜欢的</numerusform></translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../ui/main_window.py" line="352" />
        <source>Memory Book</source>
        <translation>记忆绘本</translation>
    </message>
    <message>
        <location filename="../ui/main_window.py" line="363" />
        <source>All changes saved</source>
        <translation>所有修改都已保存</translation>
    </message>
    <message>
        <location filename="../ui/main_window.py" line="363" />
        <source>Saving soon…</source>
        <translation>马上保存…</translation>
    </message>
    <message>
        <location filename="../ui/main_window.py" line="419" />
        <source>Open a book folder</source>
        <translation>打开书的文件夹</translation>
    </message>
    <message>
        <location filename="../ui/main_window.py" line="283" />
        <location filename="../ui/main_window.py" line="493" />
        <source>About Memory Book</source>
        <translation>关于记忆绘本</translation>
    </message>
    <message>
        <location filename="../ui/main_window.py" line="256" />
        <source>&amp;Book</source>
        <translation>书(&amp;B)</translation>
    </message>
    <message>
        <location filename="../ui/main_window.py" line="257" />
        <source>Recent books</source>
        <translation>最近的书</translation>
    </message>
    <message>
        <location filename="../ui/main_window.py" line="258" />
        <source>&amp;Edit</source>
        <translation>编辑(&amp;E)</translation>
    </message>
    <message>
        <location filename="../ui/main_window.py" line="259" />
        <source>&amp;Pictures</source>
        <translation>插图(&amp;P)</translation>
    </message>
    <message>
        <location filename="../ui/main_window.py" line="260" />
        <source>&amp;View</source>
        <translation>查看(&amp;V)</translation>
    </message>
    <message>
        <location filename="../ui/main_window.py" line="261" />
        <source>Language</source>
        <translation>语言</translation>
    </message>
    <message>
        <location filename="../ui/main_window.py" line="262" />
        <source>&amp;Help</source>
        <translation>帮助(&amp;H)</translation>
    </message>
    <message>
        <location filename="../ui/main_window.py" line="264" />
        <source>New blank book…</source>
        <translation>新建空白的书…</translation>
    </message>
    <message>
        <location filename="../ui/main_window.py" line="265" />
        <source>New book from a story…</source>
        <translation>用故事稿新建一本书…</translation>
    </message>
    <message>
        <location filename="../ui/main_window.py" line="266" />
        <source>Open book…</source>
        <translation>打开书…</translation>
    </message>
    <message>
        <location filename="../ui/main_window.py" line="267" />
        <source>Save</source>
        <translation>保存</translation>
    </message>
    <message>
        <location filename="../ui/main_window.py" line="268" />
        <source>Export PDF…</source>
        <translation>导出 PDF…</translation>
    </message>
    <message>
        <location filename="../ui/main_window.py" line="269" />
        <source>Title, page size and style…</source>
        <translation>书名、页面大小和风格…</translation>
    </message>
    <message>
        <location filename="../ui/main_window.py" line="270" />
        <source>Quit</source>
        <translation>退出</translation>
    </message>
    <message>
        <location filename="../ui/main_window.py" line="271" />
        <source>Add page</source>
        <translation>添加一页</translation>
    </message>
    <message>
        <location filename="../ui/main_window.py" line="272" />
        <source>Duplicate page</source>
        <translation>复制这一页</translation>
    </message>
    <message>
        <location filename="../ui/main_window.py" line="273" />
        <source>Delete page</source>
        <translation>删除这一页</translation>
    </message>
    <message>
        <location filename="../ui/main_window.py" line="274" />
        <source>Move page up</source>
        <translation>把这一页往前移</translation>
    </message>
    <message>
        <location filename="../ui/main_window.py" line="275" />
        <source>Move page down</source>
        <translation>把这一页往后移</translation>
    </message>
    <message>
        <location filename="../ui/main_window.py" line="276" />
        <source>Illustrate this page</source>
        <translation>给这一页画插图</translation>
    </message>
    <message>
        <location filename="../ui/main_window.py" line="277" />
        <source>Illustrate selected pages</source>
        <translation>给选中的几页画插图</translation>
    </message>
    <message>
        <location filename="../ui/main_window.py" line="278" />
        <source>Illustrate the whole book</source>
        <translation>给整本书画插图</translation>
    </message>
    <message>
        <location filename="../ui/main_window.py" line="279" />
        <source>Make variations of this page</source>
        <translation>给这一页多画几张备选</translation>
    </message>
    <message>
        <location filename="../ui/main_window.py" line="280" />
        <source>Cancel drawing</source>
        <translation>停止画图</translation>
    </message>
    <message>
        <location filename="../ui/main_window.py" line="281" />
        <source>Model and engine…</source>
        <translation>模型与引擎…</translation>
    </message>
    <message>
        <location filename="../ui/main_window.py" line="282" />
        <source>Large text</source>
        <translation>大字</translation>
    </message>
    <message>
        <location filename="../ui/main_window.py" line="284" />
        <source>Follow the system</source>
        <translation>跟随系统</translation>
    </message>
    <message>
        <location filename="../ui/main_window.py" line="290" />
        <source>Undo</source>
        <translation>撤销</translation>
    </message>
    <message>
        <location filename="../ui/main_window.py" line="291" />
        <source>Redo</source>
        <translation>重做</translation>
    </message>
    <message>
        <location filename="../ui/main_window.py" line="292" />
        <source>People</source>
        <translation>人物</translation>
    </message>
    <message>
        <location filename="../ui/main_window.py" line="293" />
        <source>People in this book</source>
        <translation>书里的人物</translation>
    </message>
    <message>
        <location filename="../ui/main_window.py" line="452" />
        <source>The sample book is in %s</source>
        <translation>示例书放在 %s</translation>
    </message>
    <message>
        <location filename="../ui/main_window.py" line="494" />
        <source>Memory Book %s
Stories and old photos become a picture book to print.</source>
        <translation>记忆绘本 %s
把故事和老照片做成可以印刷的图画书。</translation>
    </message>
    <message>
        <location filename="../ui/main_window.py" line="509" />
        <source>Pictures are being drawn</source>
        <translation>正在画插图</translation>
    </message>
    <message>
        <location filename="../ui/main_window.py" line="510" />
        <source>Stop drawing and close? The pictures already finished are kept.</source>
        <translation>停止画图并关闭吗？已经画好的插图会保留。</translation>
    </message>
</context>
<context>
    <name>ModelDialog</name>
    <message>
        <location filename="../ui/model_dialog.py" line="47" />
        <source>How should the pictures be drawn?</source>
        <translation>用什么来画插图？</translation>
    </message>
    <message>
        <location filename="../ui/model_dialog.py" line="52" />
        <source>Welcome! Memory Book can draw pictures right away with its built-in sketch engine (no download, works on any computer). You can choose a picture model later.</source>
        <translation>欢迎！记忆绘本可以马上用内置的素描引擎画插图（不用下载，任何电脑都能用）。以后也可以再选择图像模型。</translation>
    </message>
    <message>
        <location filename="../ui/model_dialog.py" line="58" />
        <source>Built-in sketch engine (offline, no model needed)</source>
        <translation>内置素描引擎（离线，无需模型）</translation>
    </message>
    <message>
        <location filename="../ui/model_dialog.py" line="59" />
        <source>A picture model (diffusion)</source>
        <translation>图像模型（扩散模型）</translation>
    </message>
    <message>
        <location filename="../ui/model_dialog.py" line="67" />
        <source>a model folder, a .safetensors file, or a hub id</source>
        <translation>模型文件夹、.safetensors 文件或在线模型名</translation>
    </message>
    <message>
        <location filename="../ui/model_dialog.py" line="68" />
        <source>Folder…</source>
        <translation>文件夹…</translation>
    </message>
    <message>
        <location filename="../ui/model_dialog.py" line="69" />
        <source>File…</source>
        <translation>文件…</translation>
    </message>
    <message>
        <location filename="../ui/model_dialog.py" line="88" />
        <source>Or choose a known model:</source>
        <translation>或者选一个已知的模型：</translation>
    </message>
    <message>
        <location filename="../ui/model_dialog.py" line="96" />
        <source>Stop download</source>
        <translation>停止下载</translation>
    </message>
    <message>
        <location filename="../ui/model_dialog.py" line="99" />
        <source>Download this model</source>
        <translation>下载这个模型</translation>
    </message>
    <message>
        <location filename="../ui/model_dialog.py" line="110" />
        <source>Download stopped.</source>
        <translation>下载已停止。</translation>
    </message>
    <message>
        <location filename="../ui/model_dialog.py" line="126" />
        <source>How it would run on this computer:</source>
        <translation>在这台电脑上会怎样运行：</translation>
    </message>
    <message>
        <location filename="../ui/model_dialog.py" line="143" />
        <source>Hub models are downloaded the first time they are used; without a graphics card they are slow.</source>
        <translation>在线模型第一次使用时会下载；没有显卡时会比较慢。</translation>
    </message>
    <message>
        <location filename="../ui/model_dialog.py" line="169" />
        <source>download %.1f GB</source>
        <translation>下载 %.1f GB</translation>
    </message>
    <message>
        <location filename="../ui/model_dialog.py" line="171" />
        <source>graphics card memory %.0f GB or more</source>
        <translation>显存至少 %.0f GB</translation>
    </message>
    <message>
        <location filename="../ui/model_dialog.py" line="174" />
        <source>(not for commercial use)</source>
        <translation>（不可商用）</translation>
    </message>
    <message>
        <location filename="../ui/model_dialog.py" line="195" />
        <source>✓ This model is on this computer.</source>
        <translation>✓ 这个模型已经在这台电脑上了。</translation>
    </message>
    <message>
        <location filename="../ui/model_dialog.py" line="197" />
        <source>Not ready: %s</source>
        <translation>还不能用：%s</translation>
    </message>
    <message>
        <location filename="../ui/model_dialog.py" line="204" />
        <source>Downloading… you can keep using the app.</source>
        <translation>正在下载……您可以继续使用。</translation>
    </message>
    <message>
        <location filename="../ui/model_dialog.py" line="211" />
        <source>%s of %s MB</source>
        <translation>%s / %s MB</translation>
    </message>
    <message>
        <location filename="../ui/model_dialog.py" line="217" />
        <source>Downloaded. Press OK to use it.</source>
        <translation>下载好了。按“确定”就可以使用。</translation>
    </message>
    <message>
        <location filename="../ui/model_dialog.py" line="228" />
        <source>Model folder</source>
        <translation>模型文件夹</translation>
    </message>
    <message>
        <location filename="../ui/model_dialog.py" line="233" />
        <source>Model file</source>
        <translation>模型文件</translation>
    </message>
</context>
<context>
    <name>NewBookDialog</name>
    <message>
        <location filename="../ui/dialogs.py" line="35" />
        <source>New book from a story</source>
        <translation>用故事稿新建一本书</translation>
    </message>
    <message>
        <location filename="../ui/dialogs.py" line="35" />
        <source>New book</source>
        <translation>新建一本书</translation>
    </message>
    <message>
        <location filename="../ui/dialogs.py" line="37" />
        <location filename="../ui/dialogs.py" line="44" />
        <location filename="../ui/dialogs.py" line="48" />
        <source>Choose…</source>
        <translation>选择…</translation>
    </message>
    <message>
        <location filename="../ui/dialogs.py" line="47" />
        <source>optional: the folder holding the story's photos</source>
        <translation>可不填：放故事照片的文件夹</translation>
    </message>
    <message>
        <location filename="../ui/dialogs.py" line="52" />
        <source>Story script (.md)</source>
        <translation>故事稿（.md）</translation>
    </message>
    <message>
        <location filename="../ui/dialogs.py" line="53" />
        <location filename="../ui/dialogs.py" line="81" />
        <source>Photos folder</source>
        <translation>照片文件夹</translation>
    </message>
    <message>
        <location filename="../ui/dialogs.py" line="55" />
        <source>Title</source>
        <translation>标题</translation>
    </message>
    <message>
        <location filename="../ui/dialogs.py" line="56" />
        <source>Language of the book</source>
        <translation>书的语言</translation>
    </message>
    <message>
        <location filename="../ui/dialogs.py" line="57" />
        <location filename="../ui/dialogs.py" line="67" />
        <source>New book folder</source>
        <translation>新书的文件夹</translation>
    </message>
    <message>
        <location filename="../ui/dialogs.py" line="73" />
        <source>Story script</source>
        <translation>故事稿</translation>
    </message>
    <message>
        <location filename="../ui/dialogs.py" line="73" />
        <source>Story (*.md *.txt)</source>
        <translation>故事稿 (*.md *.txt)</translation>
    </message>
</context>
<context>
    <name>PageEditor</name>
    <message>
        <location filename="../ui/page_editor.py" line="163" />
        <source>&amp;Title</source>
        <translation>标题(&amp;T)</translation>
    </message>
    <message>
        <location filename="../ui/page_editor.py" line="164" />
        <source>&amp;Story</source>
        <translation>故事(&amp;S)</translation>
    </message>
    <message>
        <location filename="../ui/page_editor.py" line="165" />
        <source>S&amp;cene</source>
        <translation>画面(&amp;C)</translation>
    </message>
    <message>
        <location filename="../ui/page_editor.py" line="166" />
        <source>Photo</source>
        <translation>照片</translation>
    </message>
    <message>
        <location filename="../ui/page_editor.py" line="167" />
        <source>St&amp;yle</source>
        <translation>风格(&amp;Y)</translation>
    </message>
    <message>
        <location filename="../ui/page_editor.py" line="168" />
        <source>Stre&amp;ngth</source>
        <translation>变化程度(&amp;N)</translation>
    </message>
    <message>
        <location filename="../ui/page_editor.py" line="169" />
        <source>See&amp;d</source>
        <translation>种子(&amp;D)</translation>
    </message>
    <message>
        <location filename="../ui/page_editor.py" line="170" />
        <source>What happened? Type the story as it was told.</source>
        <translation>发生了什么？照着讲述的样子把故事写下来。</translation>
    </message>
    <message>
        <location filename="../ui/page_editor.py" line="172" />
        <source>What the picture shows (optional; English works with most models)</source>
        <translation>插图里画什么（可不填；大多数模型读英文更准）</translation>
    </message>
    <message>
        <location filename="../ui/page_editor.py" line="174" />
        <source>Choose photo…</source>
        <translation>选择照片…</translation>
    </message>
    <message>
        <location filename="../ui/page_editor.py" line="175" />
        <source>Remove photo</source>
        <translation>移除照片</translation>
    </message>
    <message>
        <location filename="../ui/page_editor.py" line="177" />
        <source>How far the picture may move away from the photo (0 = keep it, 1 = free)</source>
        <translation>插图可以离照片多远（0 = 保持原样，1 = 自由发挥）</translation>
    </message>
    <message>
        <location filename="../ui/page_editor.py" line="179" />
        <source>automatic</source>
        <translation>自动</translation>
    </message>
    <message>
        <location filename="../ui/page_editor.py" line="180" />
        <source>Large text</source>
        <translation>大字</translation>
    </message>
    <message>
        <location filename="../ui/page_editor.py" line="181" />
        <source>People on this page</source>
        <translation>这一页上的人物</translation>
    </message>
    <message>
        <location filename="../ui/page_editor.py" line="192" />
        <source>Book style</source>
        <translation>全书风格</translation>
    </message>
    <message>
        <location filename="../ui/page_editor.py" line="285" />
        <source>Drop a photo here</source>
        <translation>把照片拖到这里</translation>
    </message>
    <message>
        <location filename="../ui/page_editor.py" line="345" />
        <source>Choose a photo</source>
        <translation>选择照片</translation>
    </message>
    <message>
        <location filename="../ui/page_editor.py" line="345" />
        <source>Photos (%s)</source>
        <translation>照片 (%s)</translation>
    </message>
</context>
<context>
    <name>PageListModel</name>
    <message>
        <location filename="../viewmodels/pages.py" line="84" />
        <source>(untitled)</source>
        <translation>（无标题）</translation>
    </message>
</context>
<context>
    <name>PeoplePanel</name>
    <message>
        <location filename="../ui/people_panel.py" line="107" />
        <source>Add person…</source>
        <translation>添加人物…</translation>
    </message>
    <message>
        <location filename="../ui/people_panel.py" line="108" />
        <source>Remove</source>
        <translation>移除</translation>
    </message>
    <message>
        <location filename="../ui/people_panel.py" line="109" />
        <source>&amp;Name</source>
        <translation>名字(&amp;N)</translation>
    </message>
    <message>
        <location filename="../ui/people_panel.py" line="110" />
        <source>&amp;Trigger word</source>
        <translation>触发词(&amp;T)</translation>
    </message>
    <message>
        <location filename="../ui/people_panel.py" line="111" />
        <source>the word the LoRA was trained with</source>
        <translation>训练 LoRA 时用的词</translation>
    </message>
    <message>
        <location filename="../ui/people_panel.py" line="112" />
        <location filename="../ui/people_panel.py" line="183" />
        <source>Reference photos</source>
        <translation>参考照片</translation>
    </message>
    <message>
        <location filename="../ui/people_panel.py" line="113" />
        <source>Add reference photo…</source>
        <translation>添加参考照片…</translation>
    </message>
    <message>
        <location filename="../ui/people_panel.py" line="114" />
        <source>LoRA</source>
        <translation>LoRA</translation>
    </message>
    <message>
        <location filename="../ui/people_panel.py" line="115" />
        <source>Import LoRA (.safetensors)…</source>
        <translation>导入 LoRA（.safetensors）…</translation>
    </message>
    <message>
        <location filename="../ui/people_panel.py" line="156" />
        <source>none yet</source>
        <translation>还没有</translation>
    </message>
    <message>
        <location filename="../ui/people_panel.py" line="165" />
        <source>Add person</source>
        <translation>添加人物</translation>
    </message>
    <message>
        <location filename="../ui/people_panel.py" line="165" />
        <source>Name:</source>
        <translation>名字：</translation>
    </message>
    <message>
        <location filename="../ui/people_panel.py" line="183" />
        <source>Photos (%s)</source>
        <translation>照片 (%s)</translation>
    </message>
    <message>
        <location filename="../ui/people_panel.py" line="193" />
        <source>Import LoRA</source>
        <translation>导入 LoRA</translation>
    </message>
</context>
<context>
    <name>TrainingControl</name>
    <message>
        <location filename="../ui/training.py" line="44" />
        <source>Done: the model now knows this person.</source>
        <translation>完成：模型现在认识这个人了。</translation>
    </message>
    <message>
        <location filename="../ui/training.py" line="47" />
        <source>Stopped.</source>
        <translation>已停止。</translation>
    </message>
    <message>
        <location filename="../ui/training.py" line="57" />
        <source>Teach the model this person</source>
        <translation>让模型认识这个人</translation>
    </message>
    <message>
        <location filename="../ui/training.py" line="58" />
        <source>Stop</source>
        <translation>停止</translation>
    </message>
    <message>
        <location filename="../ui/training.py" line="61" />
        <source>Trains a small add-on (LoRA) from the reference photos; this takes a long time without a GPU.</source>
        <translation>用参考照片训练一个小小的附加模型（LoRA）；没有显卡时需要很长时间。</translation>
    </message>
    <message>
        <location filename="../ui/training.py" line="73" />
        <source>Starting the training…</source>
        <translation>正在开始训练……</translation>
    </message>
    <message>
        <location filename="../ui/training.py" line="85" />
        <source>step %s of %s</source>
        <translation>第 %s 步，共 %s 步</translation>
    </message>
    <message>
        <location filename="../ui/training.py" line="87" />
        <source>about %s min left</source>
        <translation>大约还要 %s 分钟</translation>
    </message>
    <message>
        <location filename="../ui/training.py" line="89" />
        <source>loss %.3f</source>
        <translation>损失 %.3f</translation>
    </message>
</context>
<context>
    <name>TrainingViewModel</name>
    <message>
        <location filename="../viewmodels/training.py" line="139" />
        <source>Choose a picture model first (Pictures → Model and engine…).</source>
        <translation>请先选择图像模型（插图 → 模型与引擎…）。</translation>
    </message>
    <message>
        <location filename="../viewmodels/training.py" line="136" />
        <source>Add a few reference photos of %s first.</source>
        <translation>请先添加几张 %s 的参考照片。</translation>
    </message>
    <message>
        <location filename="../viewmodels/training.py" line="217" />
        <source>The training could not be started.</source>
        <translation>训练没能开始。</translation>
    </message>
    <message>
        <location filename="../viewmodels/training.py" line="235" />
        <source>The training stopped with an error: %s</source>
        <translation>训练出错停止了：%s</translation>
    </message>
</context>
<context>
    <name>WelcomePage</name>
    <message>
        <location filename="../ui/welcome.py" line="87" />
        <source>Memory Book</source>
        <translation>记忆绘本</translation>
    </message>
    <message>
        <location filename="../ui/welcome.py" line="88" />
        <source>Stories and old photos become a picture book to print.</source>
        <translation>把故事和老照片做成可以印刷的图画书。</translation>
    </message>
    <message>
        <location filename="../ui/welcome.py" line="89" />
        <source>Make the sample book (Grandma's Lane)</source>
        <translation>做一本示例书（外婆的弄堂）</translation>
    </message>
    <message>
        <location filename="../ui/welcome.py" line="90" />
        <source>New book from a story…</source>
        <translation>用故事稿新建一本书…</translation>
    </message>
    <message>
        <location filename="../ui/welcome.py" line="91" />
        <source>New blank book…</source>
        <translation>新建空白的书…</translation>
    </message>
    <message>
        <location filename="../ui/welcome.py" line="92" />
        <source>Open book…</source>
        <translation>打开书…</translation>
    </message>
    <message>
        <location filename="../ui/welcome.py" line="93" />
        <source>Recent books</source>
        <translation>最近的书</translation>
    </message>
</context>
</TS>