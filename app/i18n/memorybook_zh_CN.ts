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
        <location filename="../ui/book_dialog.py" line="91"/>
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
        <location filename="../viewmodels/book_people.py" line="38"/>
        <source>There is already a person called %s</source>
        <translation>已经有一个叫 %s 的人物了</translation>
    </message>
    <message>
        <location filename="../viewmodels/book_people.py" line="41"/>
        <source>Add person</source>
        <translation>添加人物</translation>
    </message>
    <message>
        <location filename="../viewmodels/book_people.py" line="54"/>
        <source>Edit person</source>
        <translation>编辑人物</translation>
    </message>
    <message>
        <location filename="../viewmodels/book_people.py" line="69"/>
        <source>There is no character sheet to approve for %s</source>
        <translation>%s 没有可以确认的人物定妆像</translation>
    </message>
    <message>
        <location filename="../viewmodels/book_people.py" line="71"/>
        <source>Approve character sheet</source>
        <translation>确认人物定妆像</translation>
    </message>
    <message>
        <location filename="../viewmodels/book_people.py" line="76"/>
        <source>Remove person</source>
        <translation>移除人物</translation>
    </message>
    <message>
        <location filename="../viewmodels/book_people.py" line="84"/>
        <source>This photo could not be added: %s</source>
        <translation>这张照片没能添加：%s</translation>
    </message>
    <message>
        <location filename="../viewmodels/book_people.py" line="175"/>
        <source>%s: only .safetensors LoRA files can be used (other formats can run code)</source>
        <translation>%s：只能使用 .safetensors 格式的 LoRA 文件（其他格式可能运行代码）</translation>
    </message>
</context>
<context>
    <name>BookPhotosMixin</name>
    <message>
        <location filename="../viewmodels/book_photos.py" line="77"/>
        <source>This photo could not be added: %s</source>
        <translation>这张照片没能添加：%s</translation>
    </message>
    <message>
        <location filename="../viewmodels/book_photos.py" line="82"/>
        <source>Add photo</source>
        <translation>添加照片</translation>
    </message>
    <message>
        <location filename="../viewmodels/book_photos.py" line="90"/>
        <source>Remove photo</source>
        <translation>移除照片</translation>
    </message>
    <message>
        <location filename="../viewmodels/book_photos.py" line="106"/>
        <source>Choose picture</source>
        <translation>选择插图</translation>
    </message>
</context>
<context>
    <name>BookViewModel</name>
    <message>
        <location filename="../viewmodels/book.py" line="247"/>
        <source>page</source>
        <translation>页面</translation>
    </message>
    <message>
        <location filename="../viewmodels/book.py" line="249"/>
        <source>Edit %s</source>
        <translation>编辑%s</translation>
    </message>
    <message>
        <location filename="../viewmodels/book.py" line="249"/>
        <source>, </source>
        <translation>、</translation>
    </message>
    <message>
        <location filename="../viewmodels/book.py" line="257"/>
        <source>Add page</source>
        <translation>添加一页</translation>
    </message>
    <message>
        <location filename="../viewmodels/book.py" line="266"/>
        <source>Duplicate page</source>
        <translation>复制这一页</translation>
    </message>
    <message>
        <location filename="../viewmodels/book.py" line="272"/>
        <source>Delete page</source>
        <translation>删除这一页</translation>
    </message>
    <message>
        <location filename="../viewmodels/book.py" line="279"/>
        <source>Move page</source>
        <translation>移动页面</translation>
    </message>
    <message>
        <location filename="../viewmodels/book.py" line="290"/>
        <source>book</source>
        <translation>书</translation>
    </message>
    <message>
        <location filename="../viewmodels/book.py" line="292"/>
        <source>Edit book</source>
        <translation>编辑书</translation>
    </message>
    <message>
        <location filename="../viewmodels/book.py" line="334"/>
        <location filename="../viewmodels/book.py" line="337"/>
        <location filename="../viewmodels/book_disk.py" line="94"/>
        <source>The book could not be saved: %s</source>
        <translation>这本书没能保存：%s</translation>
    </message>
    <message>
        <location filename="../viewmodels/book_disk.py" line="58"/>
        <source>Changes saved to this book by another program were taken in; your own edits are kept.</source>
        <translation>另一个程序保存到这本书的修改已经合并进来；您自己的修改都保留着。</translation>
    </message>
    <message>
        <location filename="../viewmodels/book_disk.py" line="70"/>
        <source>the disk is full; make room or save the book elsewhere</source>
        <translation>磁盘满了；请腾出空间，或把这本书保存到别处</translation>
    </message>
    <message>
        <location filename="../viewmodels/book_disk.py" line="73"/>
        <source>the folder is read-only; save the book elsewhere</source>
        <translation>这个文件夹是只读的；请把这本书保存到别处</translation>
    </message>
    <message>
        <location filename="../viewmodels/book_disk.py" line="76"/>
        <source>no permission to write in the book folder; save the book elsewhere</source>
        <translation>没有写入这本书文件夹的权限；请把这本书保存到别处</translation>
    </message>
    <message>
        <location filename="../viewmodels/book_people.py" line="159"/>
        <source>No face found in these reference photos of %1: %2. The model learns a person from a face it can see: choose photos where the face is clear and turned to the camera.</source>
        <translation>在%1的这些参考照片里找不到脸：%2。模型要看得见脸才能认识一个人：请换几张脸清楚、朝着镜头的照片。</translation>
    </message>
</context>
<context>
    <name>CliMessages</name>
    <message>
        <location filename="../cli/language.py" line="31"/>
        <source>pages: {pages}</source>
        <translation>页数：{pages}</translation>
    </message>
    <message>
        <location filename="../cli/language.py" line="32"/>
        <source>illustrations: {made} made, {reused} reused ({engine})</source>
        <translation>插图：新画 {made} 张，沿用 {reused} 张（{engine}）</translation>
    </message>
    <message>
        <location filename="../cli/language.py" line="33"/>
        <source>wrote {path} ({megabytes} MB)</source>
        <translation>已写入 {path}（{megabytes} MB）</translation>
    </message>
    <message>
        <location filename="../cli/language.py" line="34"/>
        <source>created {path}: “{title}”, {pages} page(s), {photos} photo(s)</source>
        <translation>已创建 {path}：《{title}》，{pages} 页，{photos} 张照片</translation>
    </message>
    <message>
        <location filename="../cli/language.py" line="35"/>
        <source>skipped (not photo files by their names): {files}</source>
        <translation>已跳过（从文件名看不是照片）：{files}</translation>
    </message>
    <message>
        <location filename="../cli/language.py" line="36"/>
        <source>{checked} checked: {good} will come in, {refused} refused.</source>
        <translation>检查了 {checked} 张：{good} 张可以用，{refused} 张不能用。</translation>
    </message>
    <message>
        <location filename="../cli/language.py" line="37"/>
        <source>added {name} with {photos} new photo(s) in {book}</source>
        <translation>已在 {book} 里添加 {name}，新照片 {photos} 张</translation>
    </message>
    <message>
        <location filename="../cli/language.py" line="38"/>
        <source>packed {book} into {archive} ({megabytes} MB)</source>
        <translation>已把 {book} 打包成 {archive}（{megabytes} MB）</translation>
    </message>
    <message>
        <location filename="../cli/language.py" line="39"/>
        <source>unpacked {archive} into {book}</source>
        <translation>已把 {archive} 解包到 {book}</translation>
    </message>
    <message>
        <location filename="../cli/language.py" line="40"/>
        <source>memorybook: cancelled</source>
        <translation>memorybook：已取消</translation>
    </message>
    <message>
        <location filename="../cli/language.py" line="41"/>
        <source>skipped (not video files by their names): {files}</source>
        <translation>已跳过（从文件名看不是视频）：{files}</translation>
    </message>
    <message>
        <location filename="../cli/language.py" line="42"/>
        <source>✓ {video}: {count} still(s)</source>
        <translation>✓ {video}：{count} 个画面</translation>
    </message>
    <message>
        <location filename="../cli/language.py" line="43"/>
        <source>{time}  shot {shot}  photos/{photo}</source>
        <translation>{time}  第 {shot} 个镜头  photos/{photo}</translation>
    </message>
    <message>
        <location filename="../cli/language.py" line="44"/>
        <source>{count} still(s) added from {good} of {total} video(s).</source>
        <translation>已从 {total} 段视频中的 {good} 段加入 {count} 个画面。</translation>
    </message>
    <message>
        <location filename="../cli/language.py" line="45"/>
        <source>preflight:</source>
        <translation>预检：</translation>
    </message>
    <message>
        <location filename="../cli/language.py" line="47"/>
        <source>Expected: {rate} pages/min — {book} for {pages} page(s), the first after {first} (loading {load}).</source>
        <translation>预计：每分钟 {rate} 页 — {pages} 页共需 {book}，第一页在 {first} 后画好（加载 {load}）。</translation>
    </message>
    <message>
        <location filename="../cli/language.py" line="51"/>
        <source>Per page: {compute} denoising, {moved} waiting on {weights} of weights moved, {encode} encoding the prompt, {decode} decoding; {busy} of {gpus} GPU(s) busy, {concurrent} page(s) at a time.</source>
        <translation>每页：去噪 {compute}，等待搬运 {weights} 权重 {moved}，编码提示词 {encode}，解码 {decode}；{gpus} 块 GPU 中 {busy} 块在工作，同时画 {concurrent} 页。</translation>
    </message>
    <message>
        <location filename="../cli/language.py" line="55"/>
        <source>Assumed: {assumptions} (change with --assume).</source>
        <translation>假定：{assumptions}（可用 --assume 修改）。</translation>
    </message>
    <message>
        <location filename="../cli/language.py" line="56"/>
        <source>{who}: era {era} with {count} new photo(s) in {book}</source>
        <translation>{who}：时期 {era}，新加了 {count} 张照片（{book}）</translation>
    </message>
    <message>
        <location filename="../cli/language.py" line="57"/>
        <source>page {page}: «{words}» → {first}–{last}</source>
        <translation>第 {page} 页：«{words}» → {first}–{last}</translation>
    </message>
    <message>
        <location filename="../cli/language.py" line="58"/>
        <source>{who}: {era} ({count} reference photo(s))</source>
        <translation>{who}：{era}（{count} 张参考照片）</translation>
    </message>
    <message>
        <location filename="../cli/language.py" line="59"/>
        <source>{photo}: restored → photos/{stored}</source>
        <translation>{photo}：已修复 → photos/{stored}</translation>
    </message>
    <message>
        <location filename="../cli/language.py" line="60"/>
        <source>{who} ({era}): character sheet drawn → {path}</source>
        <translation>{who}（{era}）：人物定妆像画好了 → {path}</translation>
    </message>
    <message>
        <location filename="../cli/language.py" line="61"/>
        <source>  look at it, then approve it: {command}</source>
        <translation>  请看一看，再确认：{command}</translation>
    </message>
    <message>
        <location filename="../cli/language.py" line="62"/>
        <source>{who} ({era}): character sheet photos/{photo} approved; pages of this era get it</source>
        <translation>{who}（{era}）：人物定妆像 photos/{photo} 已确认；这个时期的每一页都会用它</translation>
    </message>
    <message>
        <location filename="../cli/language.py" line="69"/>
        <source>memorybook: error: </source>
        <translation>memorybook：错误：</translation>
    </message>
    <message>
        <location filename="../cli/language.py" line="70"/>
        <source>warning: </source>
        <translation>注意：</translation>
    </message>
    <message>
        <location filename="../cli/language.py" line="71"/>
        <source>note: </source>
        <translation>提示：</translation>
    </message>
    <message>
        <location filename="../cli/language.py" line="72"/>
        <source>✗ </source>
        <translation>✗ </translation>
    </message>
    <message>
        <location filename="../cli/language.py" line="73"/>
        <source>! </source>
        <translation>! </translation>
    </message>
    <message>
        <location filename="../cli/language.py" line="74"/>
        <source>refused: </source>
        <translation>没有收进来：</translation>
    </message>
    <message>
        <location filename="../cli/language.py" line="75"/>
        <source>not drawn: </source>
        <translation>没有画成：</translation>
    </message>
    <message>
        <location filename="../cli/language.py" line="80"/>
        <source>sketch</source>
        <translation>素描引擎</translation>
    </message>
    <message>
        <location filename="../cli/language.py" line="81"/>
        <source>diffusion</source>
        <translation>扩散模型</translation>
    </message>
</context>
<context>
    <name>Commands</name>
    <message>
        <location filename="../viewmodels/commands.py" line="40"/>
        <source>title</source>
        <translation>标题</translation>
    </message>
    <message>
        <location filename="../viewmodels/commands.py" line="41"/>
        <source>story</source>
        <translation>故事</translation>
    </message>
    <message>
        <location filename="../viewmodels/commands.py" line="42"/>
        <source>scene</source>
        <translation>场景</translation>
    </message>
    <message>
        <location filename="../viewmodels/commands.py" line="43"/>
        <source>style</source>
        <translation>风格</translation>
    </message>
    <message>
        <location filename="../viewmodels/commands.py" line="44"/>
        <source>strength</source>
        <translation>强度</translation>
    </message>
    <message>
        <location filename="../viewmodels/commands.py" line="45"/>
        <source>seed</source>
        <translation>种子</translation>
    </message>
    <message>
        <location filename="../viewmodels/commands.py" line="46"/>
        <source>photo</source>
        <translation>照片</translation>
    </message>
    <message>
        <location filename="../viewmodels/commands.py" line="47"/>
        <source>people</source>
        <translation>人物</translation>
    </message>
    <message>
        <location filename="../viewmodels/commands.py" line="48"/>
        <source>picture</source>
        <translation>插图</translation>
    </message>
</context>
<context>
    <name>CoreMessages</name>
    <message>
        <location filename="../viewmodels/message_table.py" line="20"/>
        <source>no such file; check the name and folder</source>
        <translation>找不到这个文件；请检查文件名和所在文件夹</translation>
    </message>
    <message>
        <location filename="../viewmodels/message_table.py" line="22"/>
        <source>no such book folder</source>
        <translation>没有这个书的文件夹；请检查名字和位置</translation>
    </message>
    <message>
        <location filename="../viewmodels/message_table.py" line="23"/>
        <source>the output must be a .pdf file name, e.g. {name}</source>
        <translation>输出要写成 .pdf 文件名，比如 {name}</translation>
    </message>
    <message>
        <location filename="../viewmodels/message_table.py" line="24"/>
        <source>cannot write {target}: the folder {folder} does not exist</source>
        <translation>无法写入 {target}：文件夹 {folder} 不存在；请先建好这个文件夹或换一个位置</translation>
    </message>
    <message>
        <location filename="../viewmodels/message_table.py" line="26"/>
        <source>unexpected entry {entry}; the archive is not safe to open</source>
        <translation>里面有不该有的文件 {entry}；这个压缩包打开不安全</translation>
    </message>
    <message>
        <location filename="../viewmodels/message_table.py" line="27"/>
        <source>entry {entry} would grow {ratio} times when unpacked (a zip bomb; a book&apos;s files grow at most {limit}:1); the archive is not safe to open</source>
        <translation>文件 {entry} 解压后会变大 {ratio} 倍（压缩炸弹；一本书的文件最多变大 {limit}:1）；这个压缩包打开不安全</translation>
    </message>
    <message>
        <location filename="../viewmodels/message_table.py" line="32"/>
        <source>would grow {ratio} times when unpacked (a zip bomb; a book&apos;s files grow at most {limit}:1); the archive is not safe to open</source>
        <translation>解压后会变大 {ratio} 倍（压缩炸弹；一本书的文件最多变大 {limit}:1）；这个压缩包打开不安全</translation>
    </message>
    <message>
        <location filename="../viewmodels/message_table.py" line="37"/>
        <source>is a folder, not a photo; give the photo files inside it</source>
        <translation>这是一个文件夹，不是照片；请选择里面的照片文件</translation>
    </message>
    <message>
        <location filename="../viewmodels/message_table.py" line="38"/>
        <source>cannot be read (permission denied); copy it somewhere readable</source>
        <translation>没有权限读取；请把它复制到能读取的地方</translation>
    </message>
    <message>
        <location filename="../viewmodels/message_table.py" line="39"/>
        <source>cannot be read ({why}); copy it again</source>
        <translation>读取不了（{why}）；请重新复制一份</translation>
    </message>
    <message>
        <location filename="../viewmodels/message_table.py" line="40"/>
        <source>the file is empty (0 bytes); copy the photo again from where it came from</source>
        <translation>文件是空的（0 字节）；请从原来的地方重新复制这张照片</translation>
    </message>
    <message>
        <location filename="../viewmodels/message_table.py" line="43"/>
        <source>not a picture file (its contents are in no image format, whatever its name ends in); choose the photo itself (JPEG, PNG or HEIC)</source>
        <translation>这不是图片文件（不管文件名后缀是什么，里面都不是图片）；请选择照片本身（JPEG、PNG 或 HEIC）</translation>
    </message>
    <message>
        <location filename="../viewmodels/message_table.py" line="48"/>
        <source>is a {format} file, which a book cannot use; save it as JPEG or PNG</source>
        <translation>是 {format} 格式，绘本用不了；请另存为 JPEG 或 PNG</translation>
    </message>
    <message>
        <location filename="../viewmodels/message_table.py" line="49"/>
        <source>only {size} pixels, too small to print; use a bigger scan of the photo</source>
        <translation>只有 {size} 像素，太小了，印不出来；请用更大的扫描件</translation>
    </message>
    <message>
        <location filename="../viewmodels/message_table.py" line="52"/>
        <source>the file is cut off part way (incomplete copy or download); copy it again from the original</source>
        <translation>文件只有一部分（复制或下载没有完成）；请从原件重新复制</translation>
    </message>
    <message>
        <location filename="../viewmodels/message_table.py" line="56"/>
        <source>{size} is far more than any photo (limit {limit} megapixels) and could exhaust the computer&apos;s memory; use a smaller copy of the photo</source>
        <translation>{size} 远远超过任何照片（上限 {limit} 百万像素），可能耗尽电脑内存；请换一份小一些的照片</translation>
    </message>
    <message>
        <location filename="../viewmodels/message_table.py" line="61"/>
        <source>the image data is damaged ({detail}); use another copy or a new scan of the photo</source>
        <translation>图像数据损坏了（{detail}）；请换一份副本，或重新扫描这张照片</translation>
    </message>
    <message>
        <location filename="../viewmodels/message_table.py" line="64"/>
        <source>the file changed while it was being copied; try again</source>
        <translation>复制的时候文件变了；请再试一次</translation>
    </message>
    <message>
        <location filename="../viewmodels/message_table.py" line="65"/>
        <source>Only {size} pixels: it will print blurry. Use a bigger scan or the original file if there is one.</source>
        <translation>只有 {size} 像素：印出来会模糊。如果有更大的扫描件或原始文件，请换用。</translation>
    </message>
    <message>
        <location filename="../viewmodels/message_table.py" line="69"/>
        <source>Very long and narrow ({ratio}:1): it is printed whole, without stretching, so it will be small on the page.</source>
        <translation>又长又窄（{ratio}:1）：会完整印出、不会拉伸，所以在页面上会比较小。</translation>
    </message>
    <message>
        <location filename="../viewmodels/message_table.py" line="74"/>
        <source>It has several frames (an animation or pages): only the first one is used.</source>
        <translation>它有好几帧（动图或多页）：只用第一帧。</translation>
    </message>
    <message>
        <location filename="../viewmodels/message_table.py" line="77"/>
        <source>Its EXIF data is damaged, so which way up it was taken is unknown; check it is shown upright.</source>
        <translation>它的 EXIF 信息损坏了，不知道拍摄时哪边朝上；请确认照片是正着的。</translation>
    </message>
    <message>
        <location filename="../viewmodels/message_table.py" line="81"/>
        <source>Its colour profile could not be read, so its colours may look slightly different.</source>
        <translation>读不了它的色彩配置，颜色可能会稍有不同。</translation>
    </message>
    <message>
        <location filename="../viewmodels/message_table.py" line="84"/>
        <source>not a regular file (a pipe, device or socket); give the photo file itself</source>
        <translation>不是普通文件（是管道、设备或套接字）；请选择照片文件本身</translation>
    </message>
    <message>
        <location filename="../viewmodels/message_table.py" line="87"/>
        <source>Very large ({size}): it came in at {reduced}, still more than enough to print.</source>
        <translation>照片非常大（{size}）：已按 {reduced} 导入，印刷仍然绰绰有余。</translation>
    </message>
    <message>
        <location filename="../viewmodels/message_table.py" line="91"/>
        <source>is a folder, not a video; give the video files inside it</source>
        <translation>是一个文件夹，不是视频；请选择文件夹里的视频文件</translation>
    </message>
    <message>
        <location filename="../viewmodels/message_table.py" line="92"/>
        <source>the file is empty (0 bytes); copy the video again</source>
        <translation>文件是空的（0 字节）；请重新复制这段视频</translation>
    </message>
    <message>
        <location filename="../viewmodels/message_table.py" line="93"/>
        <source>cannot be read as a video (damaged, or a copy cut off before the end, where MP4 and MOV files keep their index); copy it again from the camera or phone</source>
        <translation>无法作为视频读取（文件损坏，或复制时没有复制完整——MP4 和 MOV 文件的索引在末尾）；请从相机或手机重新复制</translation>
    </message>
    <message>
        <location filename="../viewmodels/message_table.py" line="98"/>
        <source>not a video file (FFmpeg reads no video format in it)</source>
        <translation>不是视频文件（FFmpeg 读不出任何视频格式）</translation>
    </message>
    <message>
        <location filename="../viewmodels/message_table.py" line="99"/>
        <source>is a picture, not a video; add it to the book as a photo</source>
        <translation>是一张图片，不是视频；请作为照片加入绘本</translation>
    </message>
    <message>
        <location filename="../viewmodels/message_table.py" line="100"/>
        <source>not a video (it has no picture, only sound or data)</source>
        <translation>不是视频（里面没有画面，只有声音或数据）</translation>
    </message>
    <message>
        <location filename="../viewmodels/message_table.py" line="101"/>
        <source>damaged or cut off at {time}; the stills before it are used (copy the video again from the camera for the rest)</source>
        <translation>在 {time} 处损坏或被截断；已使用之前的画面（要后面的部分，请从相机重新复制视频）</translation>
    </message>
    <message>
        <location filename="../viewmodels/message_table.py" line="107"/>
        <source>the file is empty (0 bytes); copy the recording from the phone again</source>
        <translation>文件是空的（0 字节）；请从手机上重新复制这段录音</translation>
    </message>
    <message>
        <location filename="../viewmodels/message_table.py" line="108"/>
        <source>the recording is damaged or cut short and cannot be read; copy it from the phone again</source>
        <translation>录音损坏或不完整，读不出来；请从手机上重新复制</translation>
    </message>
    <message>
        <location filename="../viewmodels/message_table.py" line="112"/>
        <source>not an audio or video file; give a recording such as .m4a, .mp3, .wav, .aac, .ogg, .mp4 or .mov</source>
        <translation>不是音频或视频文件；请选择录音文件，比如 .m4a、.mp3、.wav、.aac、.ogg、.mp4 或 .mov</translation>
    </message>
    <message>
        <location filename="../viewmodels/message_table.py" line="116"/>
        <source>the file has no sound track; give the recording with the voice in it</source>
        <translation>这个文件没有声音；请选择录有说话声的那个文件</translation>
    </message>
    <message>
        <location filename="../viewmodels/message_table.py" line="120"/>
        <source>no sound anywhere in this {hours} h {minutes} min recording (silent at every place listened to); check that it is the right file and that the phone&apos;s microphone was on</source>
        <translation>这段 {hours} 小时 {minutes} 分钟的录音里完全没有声音（听过的每一处都是静音）；请确认文件没有选错、手机的麦克风是开着的</translation>
    </message>
    <message>
        <location filename="../viewmodels/message_table.py" line="129"/>
        <source>no sound anywhere in this {minutes} min {seconds} s recording (silent at every place listened to); check that it is the right file and that the phone&apos;s microphone was on</source>
        <translation>这段 {minutes} 分 {seconds} 秒的录音里完全没有声音（听过的每一处都是静音）；请确认文件没有选错、手机的麦克风是开着的</translation>
    </message>
    <message>
        <location filename="../viewmodels/message_table.py" line="135"/>
        <source>not a recording this app reads; give one of {suffixes}</source>
        <translation>不是本程序能读的录音；请选择这些格式之一：{suffixes}</translation>
    </message>
    <message>
        <location filename="../viewmodels/message_table.py" line="136"/>
        <source>the transcript is not approved yet; read it with the storyteller, then run `memorybook interview approve BOOK {name}`</source>
        <translation>文字稿还没有确认；请和讲述人一起读一遍，然后运行 `memorybook interview approve BOOK {name}`</translation>
    </message>
    <message>
        <location filename="../viewmodels/message_table.py" line="141"/>
        <source>put the cursor inside the text of segment {number} where it should be split</source>
        <translation>请把光标放在第 {number} 段文字中要分开的地方</translation>
    </message>
    <message>
        <location filename="../viewmodels/message_table.py" line="144"/>
        <source>put the cursor inside the text where the page should be split</source>
        <translation>请把光标放在这一页文字中要分开的地方</translation>
    </message>
    <message>
        <location filename="../viewmodels/message_table.py" line="146"/>
        <source>already exists and is not empty; choose a new folder name</source>
        <translation>已经存在而且不是空的；请换一个新的文件夹名</translation>
    </message>
    <message>
        <location filename="../viewmodels/message_table.py" line="147"/>
        <source>already exists; choose a new folder to open the book into</source>
        <translation>已经存在；请换一个新文件夹来放这本书</translation>
    </message>
    <message>
        <location filename="../viewmodels/message_table.py" line="148"/>
        <source>story file not found</source>
        <translation>找不到故事稿文件</translation>
    </message>
    <message>
        <location filename="../viewmodels/message_table.py" line="149"/>
        <source>not UTF-8 text ({why}); save the story as UTF-8</source>
        <translation>不是 UTF-8 文本（{why}）；请把故事稿另存为 UTF-8 编码</translation>
    </message>
    <message>
        <location filename="../viewmodels/message_table.py" line="150"/>
        <source>photo folder not found</source>
        <translation>找不到照片文件夹</translation>
    </message>
    <message>
        <location filename="../viewmodels/message_table.py" line="154"/>
        <source>photo &apos;{name}&apos; named in {story} was not found (looked in {looked}); choose the folder that holds it</source>
        <translation>{story} 里写的照片“{name}”找不到（找过：{looked}）；请选择放着这张照片的文件夹</translation>
    </message>
    <message>
        <location filename="../viewmodels/message_table.py" line="160"/>
        <source>no book title found; the first line should be like &apos;# Grandma&apos;s Lane&apos;</source>
        <translation>没有找到书名；第一行应该像“# 外婆的弄堂”这样</translation>
    </message>
    <message>
        <location filename="../viewmodels/message_table.py" line="163"/>
        <source>no pages found; start each page with a &apos;## Page title&apos; line</source>
        <translation>没有找到任何一页；每一页请用“## 这一页的标题”这样的一行开头</translation>
    </message>
    <message>
        <location filename="../viewmodels/message_table.py" line="164"/>
        <source>line {line}: a page (## ...) comes before the book title (# ...)</source>
        <translation>第 {line} 行：一页（## ……）出现在书名（# ……）之前</translation>
    </message>
    <message>
        <location filename="../viewmodels/message_table.py" line="165"/>
        <source>line {line}: the script must start with the title, like &apos;# Grandma&apos;s Lane&apos;</source>
        <translation>第 {line} 行：故事稿要以书名开头，像“# 外婆的弄堂”这样</translation>
    </message>
    <message>
        <location filename="../viewmodels/message_table.py" line="168"/>
        <source>line {line}: text before the first page; start pages with &apos;## Page title&apos;</source>
        <translation>第 {line} 行：第一页之前有文字；每一页请用“## 这一页的标题”开头</translation>
    </message>
    <message>
        <location filename="../viewmodels/message_table.py" line="171"/>
        <source>photo missing from the book folder; add the photo again</source>
        <translation>书的文件夹里少了这张照片；请重新添加</translation>
    </message>
    <message>
        <location filename="../viewmodels/message_table.py" line="173"/>
        <source>field &apos;{field}&apos; leads outside the book folder ({name}); the book is not safe to use — ask for it again or remove that entry</source>
        <translation>字段“{field}”指向书的文件夹以外（{name}）；这本书不能安全使用——请重新向对方要一份，或删掉这一项</translation>
    </message>
    <message>
        <location filename="../viewmodels/message_table.py" line="178"/>
        <source>photo: {name} must be a file name inside the photo folder (no &apos;..&apos;, no full path)</source>
        <translation>“photo:” 后的 {name} 必须是照片文件夹里的文件名（不能有“..”，也不能是完整路径）</translation>
    </message>
    <message>
        <location filename="../viewmodels/message_table.py" line="181"/>
        <source>nested more than {depth} levels deep, which no book file is; it was left as it is{hint}</source>
        <translation>嵌套超过 {depth} 层，不可能是书的文件；文件原样保留{hint}</translation>
    </message>
    <message>
        <location filename="../viewmodels/message_table.py" line="185"/>
        <source>damaged or truncated ({detail}); it was left as it is{hint}</source>
        <translation>文件已损坏或不完整（{detail}）；文件原样保留{hint}</translation>
    </message>
    <message>
        <location filename="../viewmodels/message_table.py" line="187"/>
        <source>in use by {owner} (process {pid} on {host}, since {since}); close it there first, or wait until it has finished</source>
        <translation>正在被{owner}使用（{host} 上的进程 {pid}，从 {since} 起）；请先在那里关闭这本书，或等它完成</translation>
    </message>
    <message>
        <location filename="../viewmodels/message_table.py" line="192"/>
        <source>in use by {owner} (process {pid} on {host}, since {since}); close it there first; if nothing on that computer uses the book, delete {path}</source>
        <translation>正在被{owner}使用（{host} 上的进程 {pid}，从 {since} 起）；请先在那里关闭这本书；如果那台电脑上没有程序在用这本书，请删除 {path}</translation>
    </message>
    <message>
        <location filename="../viewmodels/message_table.py" line="198"/>
        <source>the picture ({label}) prints at {dpi} DPI (below {low}) and may look soft — a larger scan of the photo would print sharper</source>
        <translation>图片（{label}）印出来只有 {dpi} DPI（低于 {low}），可能会发虚——用更大的扫描件会印得更清楚</translation>
    </message>
    <message>
        <location filename="../viewmodels/message_table.py" line="203"/>
        <source>the font cannot draw {chars}; replace these characters or they will print wrongly</source>
        <translation>字体画不出 {chars}；请换掉这些字，否则会印错</translation>
    </message>
    <message>
        <location filename="../viewmodels/message_table.py" line="206"/>
        <source>one glyph stands for {chars}; copy/paste gives back {kept} for each</source>
        <translation>{chars} 共用一个字形；复制粘贴时都会得到 {kept}</translation>
    </message>
    <message>
        <location filename="../viewmodels/message_table.py" line="207"/>
        <source>the {what} does not fit its frame even at {pt} pt; {over} of {lines} lines are not printed — shorten it or choose a larger page size</source>
        <translation>{what}缩到 {pt} 磅也放不下；{lines} 行里有 {over} 行印不出来——请删短一些，或选更大的开本</translation>
    </message>
    <message>
        <location filename="../viewmodels/message_table.py" line="213"/>
        <source>the model reads English only; using the scene description</source>
        <translation>这个模型只读得懂英文；改用场景描述来画</translation>
    </message>
    <message>
        <location filename="../viewmodels/message_table.py" line="214"/>
        <source>the model reads English only and the page has Chinese text but no scene description; add an English scene to the page</source>
        <translation>这个模型只读得懂英文，这一页的文字是中文，又没有场景描述；请给这一页加一段英文场景描述</translation>
    </message>
    <message>
        <location filename="../viewmodels/message_table.py" line="219"/>
        <source>the model reads English only and the scene description is Chinese</source>
        <translation>这个模型只读得懂英文，而场景描述是中文</translation>
    </message>
    <message>
        <location filename="../viewmodels/message_table.py" line="220"/>
        <source>the prompt is empty (no style, scene or text)</source>
        <translation>提示词是空的（没有风格、场景，也没有文字）</translation>
    </message>
    <message>
        <location filename="../viewmodels/message_table.py" line="221"/>
        <source>the prompt is {count} tokens; the text encoder reads only the first {limit}, so its end is cut</source>
        <translation>提示词有 {count} 个词元；文本编码器只读前 {limit} 个，后面的部分被截掉了</translation>
    </message>
    <message>
        <location filename="../viewmodels/message_table.py" line="225"/>
        <source>{pipeline} takes no negative prompt; it was left out</source>
        <translation>{pipeline} 不接受反向提示词；已略去</translation>
    </message>
    <message>
        <location filename="../viewmodels/message_table.py" line="226"/>
        <source>strength {strength} gives no denoising step at {steps} steps; using {used}</source>
        <translation>强度 {strength} 在 {steps} 步下一步也不会去噪；改用 {used}</translation>
    </message>
    <message>
        <location filename="../viewmodels/message_table.py" line="229"/>
        <source>the model takes at most {limit} reference photos; some photos of {names} were left out</source>
        <translation>该模型最多接受 {limit} 张参考照片；{names} 的部分照片未使用</translation>
    </message>
    <message>
        <location filename="../viewmodels/message_table.py" line="233"/>
        <source>a reference photo of {person} cannot be read as an image ({error})</source>
        <translation>{person} 的一张参考照片无法作为图像读取（{error}）</translation>
    </message>
    <message>
        <location filename="../viewmodels/message_table.py" line="235"/>
        <source>model &apos;{name}&apos; not found: give a diffusers folder, a .safetensors file or a hub id</source>
        <translation>找不到模型“{name}”：请给出 diffusers 模型文件夹、.safetensors 文件或 Hugging Face 上的模型名</translation>
    </message>
    <message>
        <location filename="../viewmodels/message_table.py" line="238"/>
        <source>model &apos;{name}&apos; is not a local folder or file and is not in the Hugging Face cache; download it with `memorybook models download {id}` (set HF_ENDPOINT to use a mirror)</source>
        <translation>模型“{name}”不是这台电脑上的文件夹或文件，也不在 Hugging Face 缓存里；请先下载（在这个窗口里按“下载这个模型”，或运行 `memorybook models download {id}`；设置 HF_ENDPOINT 可以用镜像）</translation>
    </message>
    <message>
        <location filename="../viewmodels/message_table.py" line="243"/>
        <source>not a diffusers model folder (no model_index.json); give the folder that holds model_index.json, or a single .safetensors checkpoint file</source>
        <translation>不是 diffusers 模型文件夹（里面没有 model_index.json）；请选择含有 model_index.json 的文件夹，或一个 .safetensors 模型文件</translation>
    </message>
    <message>
        <location filename="../viewmodels/message_table.py" line="248"/>
        <source>cannot download {id}: HF_HUB_OFFLINE is set; unset it to download, or copy the model folder to this computer and pass its path</source>
        <translation>无法下载 {id}：设置了 HF_HUB_OFFLINE（离线模式）；取消这个设置才能下载，或者把模型文件夹复制到这台电脑上再选择它</translation>
    </message>
    <message>
        <location filename="../viewmodels/message_table.py" line="253"/>
        <source>the drawing process stopped unexpectedly (exit code {code}){memory}; try again, or choose a smaller model or the sketch engine</source>
        <translation>画图的进程意外停止了（退出码 {code}）{memory}；请再试一次，或者换一个小一些的模型，或用内置素描引擎</translation>
    </message>
    <message>
        <location filename="../viewmodels/message_table.py" line="258"/>
        <source>the LoRA file changed since it was recorded</source>
        <translation>LoRA 文件在记录之后被改动过</translation>
    </message>
    <message>
        <location filename="../viewmodels/message_table.py" line="260"/>
        <source>the connection code is damaged (it starts with memorybook1: and is one line); copy it again from the operator&apos;s `memorybook serve token add`</source>
        <translation>连接码已损坏（它以 memorybook1: 开头，只有一行）；请从管理员的 `memorybook serve token add` 输出重新复制</translation>
    </message>
    <message>
        <location filename="../viewmodels/message_table.py" line="265"/>
        <source>the drawing server refused the token; ask its operator for a new connection code</source>
        <translation>绘图服务器拒绝了这个令牌；请向服务器管理员要一个新的连接码</translation>
    </message>
    <message>
        <location filename="../viewmodels/message_table.py" line="268"/>
        <source>the drawing server {address} has not answered for {seconds} s; check the address and that the server is running, then run the build again (the pictures already drawn are kept in the book)</source>
        <translation>绘图服务器 {address} 已有 {seconds} 秒没有回应；请检查地址、确认服务器在运行，然后重新绘制（已画好的图都保存在书里）</translation>
    </message>
    <message>
        <location filename="../viewmodels/message_table.py" line="273"/>
        <source>no drawing server is chosen: paste its connection code in Model and engine…, or draw on this computer</source>
        <translation>还没有选择绘图服务器：请在“模型与引擎…”里粘贴连接码，或改为在这台电脑上绘制</translation>
    </message>
    <message>
        <location filename="../viewmodels/message_table.py" line="277"/>
        <source>the drawing server refused the page: {reason}</source>
        <translation>绘图服务器拒绝了这一页：{reason}</translation>
    </message>
    <message>
        <location filename="../viewmodels/message_table.py" line="278"/>
        <source>the drawing server could not draw the picture: {reason}</source>
        <translation>绘图服务器没能画出这张图：{reason}</translation>
    </message>
    <message>
        <location filename="../viewmodels/message_table.py" line="279"/>
        <source>the drawing server {server} shows a different certificate than its connection code names; do not use it, and ask the operator for a new connection code</source>
        <translation>绘图服务器 {server} 出示的证书与连接码中的不同；请不要使用它，并向管理员要一个新的连接码</translation>
    </message>
    <message>
        <location filename="../viewmodels/message_table.py" line="285"/>
        <source>the decoded picture holds NaN/Inf values (the VAE overflowed), so it would print as a black square; draw it on a GPU with the VAE in float32, or choose another model; no picture was stored for it</source>
        <translation>解码出的插图含有 NaN/Inf 数值（VAE 溢出），印出来会是一块黑；请在有显卡的电脑上用 float32 的 VAE 重画，或换一个模型；这张图没有保存</translation>
    </message>
    <message>
        <location filename="../viewmodels/message_table.py" line="290"/>
        <source>the model&apos;s safety checker flagged the picture and blacked it out; change the page&apos;s scene wording and draw it again, or turn the model&apos;s safety checker off in the book&apos;s picture settings; no picture was stored for it</source>
        <translation>模型的安全检查器把插图判为不宜并涂黑了；请改写本页的画面描述后重画，或在本书的插图设置里关闭模型的安全检查器；这张图没有保存</translation>
    </message>
    <message>
        <location filename="../viewmodels/message_table.py" line="296"/>
        <source>the picture came out all black; draw it again with another seed, or choose another model; no picture was stored for it</source>
        <translation>插图画出来是一片黑；请换一个随机种子重画，或换一个模型；这张图没有保存</translation>
    </message>
    <message>
        <location filename="../viewmodels/message_table.py" line="301"/>
        <source>the picture came out one flat colour, with nothing drawn; draw it again with another seed, or choose another model; no picture was stored for it</source>
        <translation>插图只有一种颜色，什么也没画出来；请换一个随机种子重画，或换一个模型；这张图没有保存</translation>
    </message>
    <message>
        <location filename="../viewmodels/message_table.py" line="306"/>
        <source>{name}&apos;s LoRA cannot be added to a denoiser {how} (the parts not in memory would draw black); load the model whole or with model offload to use people&apos;s LoRAs</source>
        <translation>{name} 的 LoRA 不能加到已拆分的去噪模型上（{how}；不在内存里的部分会画出黑图）；要用人物的 LoRA，请整体加载模型或使用模型卸载（model offload）</translation>
    </message>
    <message>
        <location filename="../viewmodels/messages.py" line="68"/>
        <source>story text</source>
        <translation>故事文字</translation>
    </message>
    <message>
        <location filename="../viewmodels/messages.py" line="69"/>
        <source>title</source>
        <translation>标题</translation>
    </message>
    <message>
        <location filename="../viewmodels/messages.py" line="70"/>
        <source>subtitle</source>
        <translation>副标题</translation>
    </message>
    <message>
        <location filename="../viewmodels/messages.py" line="71"/>
        <source>dedication</source>
        <translation>献词</translation>
    </message>
    <message>
        <location filename="../viewmodels/messages.py" line="72"/>
        <source>colophon text</source>
        <translation>版权页文字</translation>
    </message>
    <message>
        <location filename="../viewmodels/messages.py" line="73"/>
        <source>the cover picture</source>
        <translation>封面图</translation>
    </message>
    <message>
        <location filename="../viewmodels/messages.py" line="74"/>
        <source>the illustration</source>
        <translation>插图</translation>
    </message>
    <message>
        <location filename="../viewmodels/messages.py" line="75"/>
        <source> (the computer may have run out of memory)</source>
        <translation>（电脑可能内存不够了）</translation>
    </message>
    <message>
        <location filename="../viewmodels/messages.py" line="76"/>
        <source>; the previous save is in book.json.bak</source>
        <translation>；上一次保存的内容在 book.json.bak 里</translation>
    </message>
    <message>
        <location filename="../viewmodels/messages.py" line="77"/>
        <source>the Memory Book app</source>
        <translation>记忆绘本应用</translation>
    </message>
    <message>
        <location filename="../viewmodels/messages.py" line="78"/>
        <source>a program saving the book</source>
        <translation>一个正在保存这本书的程序</translation>
    </message>
    <message>
        <location filename="../viewmodels/messages.py" line="86"/>
        <source>far too many pixels</source>
        <translation>像素多得离谱</translation>
    </message>
    <message>
        <location filename="../viewmodels/messages.py" line="89"/>
        <source>{size} megapixels</source>
        <translation>{size} 百万像素</translation>
    </message>
    <message>
        <location filename="../viewmodels/messages.py" line="92"/>
        <source>{size} pixels</source>
        <translation>{size} 像素</translation>
    </message>
    <message>
        <location filename="../viewmodels/messages.py" line="128"/>
        <source>cover</source>
        <translation>封面</translation>
    </message>
    <message>
        <location filename="../viewmodels/messages.py" line="130"/>
        <source>colophon</source>
        <translation>版权页</translation>
    </message>
    <message>
        <location filename="../viewmodels/messages.py" line="132"/>
        <source>back cover</source>
        <translation>封底</translation>
    </message>
    <message>
        <location filename="../viewmodels/messages.py" line="141"/>
        <location filename="../viewmodels/messages.py" line="145"/>
        <source>page {number} “{title}”</source>
        <translation>第 {number} 页“{title}”</translation>
    </message>
    <message>
        <location filename="../viewmodels/messages.py" line="148"/>
        <source>page {number}</source>
        <translation>第 {number} 页</translation>
    </message>
    <message>
        <location filename="../viewmodels/messages.py" line="154"/>
        <source>pages {numbers}</source>
        <translation>第 {numbers} 页</translation>
    </message>
    <message>
        <location filename="../viewmodels/messages.py" line="155"/>
        <source>, </source>
        <translation>、</translation>
    </message>
    <message>
        <location filename="../viewmodels/messages.py" line="135"/>
        <location filename="../viewmodels/messages.py" line="170"/>
        <source>{where}: {message}</source>
        <translation>{where}：{message}</translation>
    </message>
    <message>
        <location filename="../viewmodels/messages.py" line="184"/>
        <source>; </source>
        <translation>；</translation>
    </message>
</context>
<context>
    <name>ErasBox</name>
    <message>
        <location filename="../ui/eras_box.py" line="51"/>
        <source>Times of life and character sheets</source>
        <translation>人生的各个时期和人物定妆像</translation>
    </message>
    <message>
        <location filename="../ui/eras_box.py" line="52"/>
        <source>Approve character sheet</source>
        <translation>确认人物定妆像</translation>
    </message>
    <message>
        <location filename="../ui/eras_box.py" line="83"/>
        <source>whole life</source>
        <translation>一生</translation>
    </message>
    <message>
        <location filename="../ui/eras_box.py" line="87"/>
        <source>age %d–%d</source>
        <translation>%d–%d 岁</translation>
    </message>
    <message>
        <location filename="../ui/eras_box.py" line="89"/>
        <source>%d photo(s)</source>
        <translation>%d 张照片</translation>
    </message>
    <message>
        <location filename="../ui/eras_box.py" line="93"/>
        <source>sheet approved</source>
        <translation>定妆像已确认</translation>
    </message>
    <message>
        <location filename="../ui/eras_box.py" line="93"/>
        <source>sheet waiting</source>
        <translation>定妆像待确认</translation>
    </message>
    <message>
        <location filename="../ui/eras_box.py" line="110"/>
        <source>No character sheet yet; the command line draws one (see docs/LIFETIME.md).</source>
        <translation>还没有人物定妆像；用命令行画一张（见 docs/LIFETIME.md）。</translation>
    </message>
    <message>
        <location filename="../ui/eras_box.py" line="113"/>
        <source>Every page of this time gets this portrait as a reference photo.</source>
        <translation>这个时期的每一页都会用这张肖像作参考照片。</translation>
    </message>
    <message>
        <location filename="../ui/eras_box.py" line="117"/>
        <source>Look at the portrait: once approved, every page of this time gets it, and pages drawn before are drawn again at the next build.</source>
        <translation>请看一看这张肖像：确认以后，这个时期的每一页都会用它，之前画好的页会在下次生成时重画。</translation>
    </message>
</context>
<context>
    <name>ExportDialog</name>
    <message>
        <location filename="../ui/export_dialog.py" line="62"/>
        <source>Export the book as a PDF</source>
        <translation>把书导出为 PDF</translation>
    </message>
    <message>
        <location filename="../ui/export_dialog.py" line="66"/>
        <source>A4 (210 × 297 mm)</source>
        <translation>A4（210 × 297 毫米）</translation>
    </message>
    <message>
        <location filename="../ui/export_dialog.py" line="67"/>
        <source>A5 (148 × 210 mm)</source>
        <translation>A5（148 × 210 毫米）</translation>
    </message>
    <message>
        <location filename="../ui/export_dialog.py" line="68"/>
        <source>Square (210 × 210 mm)</source>
        <translation>方形（210 × 210 毫米）</translation>
    </message>
    <message>
        <location filename="../ui/export_dialog.py" line="76"/>
        <source>For a print shop (PDF/X-4, CMYK)</source>
        <translation>交印刷厂印制（PDF/X-4，CMYK）</translation>
    </message>
    <message>
        <location filename="../ui/export_dialog.py" line="79"/>
        <source>Colours converted for offset printing, bleed on, pages padded to a multiple of 4 with a back cover. Leave it off for screens and home printers.</source>
        <translation>颜色转换为印刷用的 CMYK，带出血，页数补足为 4 的倍数并加封底。在屏幕上看或用家用打印机打印时不要勾选。</translation>
    </message>
    <message>
        <location filename="../ui/export_dialog.py" line="86"/>
        <source>Choose…</source>
        <translation>选择…</translation>
    </message>
    <message>
        <location filename="../ui/export_dialog.py" line="91"/>
        <source>Export</source>
        <translation>导出</translation>
    </message>
    <message>
        <location filename="../ui/export_dialog.py" line="94"/>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <location filename="../ui/export_dialog.py" line="95"/>
        <source>Close</source>
        <translation>关闭</translation>
    </message>
    <message>
        <location filename="../ui/export_dialog.py" line="100"/>
        <source>Worth checking before printing:</source>
        <translation>印刷前值得看一看：</translation>
    </message>
    <message>
        <location filename="../ui/export_dialog.py" line="72"/>
        <source>Bleed and crop marks (3 mm, for a print shop)</source>
        <translation>出血和裁切标记（3 毫米，给印刷厂用）</translation>
    </message>
    <message>
        <location filename="../ui/export_dialog.py" line="122"/>
        <source>Add a photo to this page…</source>
        <translation>给这一页加照片…</translation>
    </message>
    <message>
        <location filename="../ui/export_dialog.py" line="123"/>
        <source>Choose a model…</source>
        <translation>选择模型…</translation>
    </message>
    <message>
        <location filename="../ui/export_dialog.py" line="142"/>
        <source>Trim size (finished page)</source>
        <translation>成品尺寸</translation>
    </message>
    <message>
        <location filename="../ui/export_dialog.py" line="146"/>
        <source>Save as</source>
        <translation>保存为</translation>
    </message>
    <message>
        <location filename="../ui/export_dialog.py" line="342"/>
        <source>Cancelled.</source>
        <translation>已取消。</translation>
    </message>
    <message>
        <location filename="../ui/export_dialog.py" line="253"/>
        <source>Save the PDF</source>
        <translation>保存 PDF</translation>
    </message>
    <message>
        <location filename="../ui/export_dialog.py" line="238"/>
        <source>Large print: on (bigger type, captions, high contrast). Change it in File ▸ Title, page size and style…</source>
        <translation>大字版：开（字更大、图片配说明、对比更强）。在“文件 ▸ 书名、页面大小和风格…”里修改</translation>
    </message>
    <message>
        <location filename="../ui/export_dialog.py" line="241"/>
        <source>Large print: off. Turn it on in File ▸ Title, page size and style…</source>
        <translation>大字版：关。在“文件 ▸ 书名、页面大小和风格…”里打开</translation>
    </message>
    <message>
        <location filename="../ui/export_dialog.py" line="296"/>
        <source>Making the PDF…</source>
        <translation>正在生成 PDF……</translation>
    </message>
    <message>
        <location filename="../ui/export_dialog.py" line="316"/>
        <source>Checking the book before exporting…</source>
        <translation>导出前正在检查这本书…</translation>
    </message>
    <message>
        <location filename="../ui/export_dialog.py" line="352"/>
        <source>Saved %s (%.1f MB)</source>
        <translation>已保存 %s（%.1f MB）</translation>
    </message>
    <message>
        <location filename="../ui/export_dialog.py" line="353"/>
        <source>The cover: %1</source>
        <translation>封面：%1</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/export_dialog.py" line="354"/>
        <source>%n story page(s)</source>
        <translation>
            <numerusform>%n 页故事</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ui/export_dialog.py" line="356"/>
        <source>pictures: %s drawn, %s reused</source>
        <translation>插图：新画 %s 张，沿用 %s 张</translation>
    </message>
</context>
<context>
    <name>ExportFindingsMixin</name>
    <message>
        <location filename="../ui/export_findings.py" line="28"/>
        <source>Waiting for the work under way, then checking the book before printing…</source>
        <translation>等手头的工作做完，再做印刷前检查…</translation>
    </message>
    <message>
        <location filename="../ui/export_findings.py" line="30"/>
        <location filename="../ui/export_findings.py" line="40"/>
        <source>Checking the book before printing…</source>
        <translation>正在做印刷前检查…</translation>
    </message>
    <message>
        <location filename="../ui/export_findings.py" line="73"/>
        <source>The book could not be checked: %1</source>
        <translation>没能检查这本书：%1</translation>
    </message>
    <message>
        <location filename="../ui/export_findings.py" line="76"/>
        <source>Before printing: the check could not run.</source>
        <translation>印刷前检查：没能完成检查。</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/export_findings.py" line="99"/>
        <source>Before printing: %n finding(s), %1 blocking</source>
        <translation>
            <numerusform>印刷前检查：%n 个问题，其中 %1 个妨碍印刷</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ui/export_findings.py" line="101"/>
        <source>Before printing: nothing found.</source>
        <translation>印刷前检查：没有发现问题。</translation>
    </message>
    <message>
        <location filename="../ui/export_findings.py" line="130"/>
        <location filename="../ui/export_findings.py" line="141"/>
        <source>Export anyway?</source>
        <translation>仍然导出吗？</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/export_findings.py" line="131"/>
        <source>%n problem(s) would show in the printed book (see the list). Export anyway?</source>
        <translation>
            <numerusform>有 %n 个问题会出现在印好的书里（见列表）。仍然导出吗？</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ui/export_findings.py" line="142"/>
        <source>The book could not be checked (see the list). Export anyway?</source>
        <translation>没能检查这本书（见列表）。仍然导出吗？</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/export_findings.py" line="151"/>
        <source>%n page(s) have no picture yet. Draw them with the model %1?</source>
        <translation>
            <numerusform>还有 %n 页没有插图。要用模型 %1 来画吗？</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ui/export_findings.py" line="158"/>
        <source>How long it takes is not known yet (no picture measured on this computer).</source>
        <translation>还不知道要多久（这台电脑上还没有量过画一张图的时间）。</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/export_findings.py" line="164"/>
        <source>About %n minute(s) (%1 s per picture, last measured).</source>
        <translation>
            <numerusform>大约 %n 分钟（上次测得每张 %1 秒）。</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ui/export_findings.py" line="174"/>
        <source>Draw the missing pictures?</source>
        <translation>画出缺少的插图吗？</translation>
    </message>
    <message>
        <location filename="../ui/export_findings.py" line="178"/>
        <source>Draw with the model</source>
        <translation>用模型画</translation>
    </message>
    <message>
        <location filename="../ui/export_findings.py" line="179"/>
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
        <location filename="../viewmodels/exporter.py" line="148"/>
        <source>No book is open.</source>
        <translation>没有打开的书。</translation>
    </message>
    <message>
        <location filename="../viewmodels/exporter.py" line="367"/>
        <source>Illustrate page</source>
        <translation>画这一页</translation>
    </message>
    <message>
        <location filename="../viewmodels/exporter.py" line="387"/>
        <source>The check was stopped before it ended.</source>
        <translation>检查没做完就停止了。</translation>
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
        <location filename="../ui/illustrate_panel.py" line="221"/>
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
        <location filename="../ui/illustrate_panel.py" line="221"/>
        <source>version %v of %m</source>
        <translation>第 %v 张，共 %m 张</translation>
    </message>
    <message>
        <location filename="../ui/illustrate_panel.py" line="235"/>
        <source>seed %s</source>
        <translation>种子 %s</translation>
    </message>
</context>
<context>
    <name>IllustrateViewModel</name>
    <message>
        <location filename="../viewmodels/illustrate.py" line="246"/>
        <source>Choose variation</source>
        <translation>选择备选插图</translation>
    </message>
    <message>
        <location filename="../viewmodels/illustrate.py" line="265"/>
        <source>Bring back earlier picture</source>
        <translation>找回以前的插图</translation>
    </message>
    <message>
        <location filename="../viewmodels/illustrate.py" line="325"/>
        <source>Illustrate page</source>
        <translation>画这一页</translation>
    </message>
    <message numerus="yes">
        <location filename="../viewmodels/illustrate.py" line="340"/>
        <source>%n page(s) illustrated</source>
        <translation>
            <numerusform>已画好 %n 页</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../viewmodels/illustrate.py" line="342"/>
        <source>%n variation(s) ready: pick the one you like</source>
        <translation>
            <numerusform>%n 张备选画好了：挑一张喜欢的</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>InputMethodHelp</name>
    <message>
        <location filename="../ui/dialogs.py" line="155"/>
        <source>Memory Book works with the input method you already use: the one of Windows or macOS, IBus, and fcitx5 (through fcitx5&apos;s IBus front end, which is on unless it was turned off).</source>
        <translation>记忆绘本可以用你平时的输入法打字：Windows 或 macOS 自带的输入法、IBus，以及 fcitx5（通过 fcitx5 的 IBus 前端，默认是打开的）。</translation>
    </message>
    <message>
        <location filename="../ui/dialogs.py" line="163"/>
        <source>This computer uses fcitx5; the app talks to it as IBus. If typing Chinese does not work, open fcitx5&apos;s settings (fcitx5-configtool) → Addons, turn on “IBus Frontend”, log out and in again.</source>
        <translation>这台电脑用的是 fcitx5，本程序通过 IBus 的方式和它连接。如果打不出中文：打开 fcitx5 的设置（fcitx5-configtool）→“附加组件”，勾选“IBus 前端”（IBus Frontend），然后注销再重新登录。</translation>
    </message>
    <message>
        <location filename="../ui/dialogs.py" line="171"/>
        <source>Typing Chinese</source>
        <translation>输入中文</translation>
    </message>
</context>
<context>
    <name>InterviewDialog</name>
    <message>
        <location filename="../ui/interview_dialog.py" line="58"/>
        <source>Recorded conversations</source>
        <translation>录下的谈话</translation>
    </message>
    <message>
        <location filename="../ui/interview_dialog.py" line="63"/>
        <source>Detect the language</source>
        <translation>自动识别语言</translation>
    </message>
    <message>
        <location filename="../ui/interview_dialog.py" line="64"/>
        <source>Mandarin</source>
        <translation>普通话</translation>
    </message>
    <message>
        <location filename="../ui/interview_dialog.py" line="65"/>
        <source>Cantonese</source>
        <translation>粤语</translation>
    </message>
    <message>
        <location filename="../ui/interview_dialog.py" line="66"/>
        <source>English</source>
        <translation>英语</translation>
    </message>
    <message>
        <location filename="../ui/interview_dialog.py" line="69"/>
        <source>Add from a recording…</source>
        <translation>从录音添加…</translation>
    </message>
    <message>
        <location filename="../ui/interview_dialog.py" line="72"/>
        <source>Recording</source>
        <translation>录音</translation>
    </message>
    <message>
        <location filename="../ui/interview_dialog.py" line="74"/>
        <source>Language</source>
        <translation>语言</translation>
    </message>
    <message>
        <location filename="../ui/interview_dialog.py" line="81"/>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <location filename="../ui/interview_dialog.py" line="89"/>
        <source>Time</source>
        <translation>时间</translation>
    </message>
    <message>
        <location filename="../ui/interview_dialog.py" line="89"/>
        <source>Speaker</source>
        <translation>说话人</translation>
    </message>
    <message>
        <location filename="../ui/interview_dialog.py" line="89"/>
        <source>Text</source>
        <translation>文字</translation>
    </message>
    <message>
        <location filename="../ui/interview_dialog.py" line="98"/>
        <source>The selected segment&apos;s words; correct them here.</source>
        <translation>选中这一段的文字；在这里改正。</translation>
    </message>
    <message>
        <location filename="../ui/interview_dialog.py" line="100"/>
        <source>The storyteller</source>
        <translation>讲述人</translation>
    </message>
    <message>
        <location filename="../ui/interview_dialog.py" line="100"/>
        <source>The volunteer</source>
        <translation>志愿者</translation>
    </message>
    <message>
        <location filename="../ui/interview_dialog.py" line="100"/>
        <source>Another person</source>
        <translation>其他人</translation>
    </message>
    <message>
        <location filename="../ui/interview_dialog.py" line="103"/>
        <source>Merge with the next</source>
        <translation>和下一段合并</translation>
    </message>
    <message>
        <location filename="../ui/interview_dialog.py" line="105"/>
        <source>Split at the cursor</source>
        <translation>在光标处分开</translation>
    </message>
    <message>
        <location filename="../ui/interview_dialog.py" line="110"/>
        <source>Spoken by</source>
        <translation>说话的是</translation>
    </message>
    <message>
        <location filename="../ui/interview_dialog.py" line="115"/>
        <source>The storyteller has read this transcript and approves it</source>
        <translation>讲述人已经看过这份文字稿，同意使用</translation>
    </message>
    <message>
        <location filename="../ui/interview_dialog.py" line="133"/>
        <source>Close</source>
        <translation>关闭</translation>
    </message>
    <message>
        <location filename="../ui/interview_dialog.py" line="164"/>
        <source>Choose recordings</source>
        <translation>选择录音</translation>
    </message>
    <message>
        <location filename="../ui/interview_dialog.py" line="164"/>
        <source>Recordings (%s)</source>
        <translation>录音 (%s)</translation>
    </message>
    <message>
        <location filename="../ui/interview_dialog.py" line="201"/>
        <source>Play this segment</source>
        <translation>播放这一段</translation>
    </message>
    <message>
        <location filename="../ui/interview_dialog.py" line="212"/>
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
        <location filename="../viewmodels/interview.py" line="176"/>
        <source>Pages come only from an approved transcript: read it with the storyteller, then tick that she approves it.</source>
        <translation>只有确认过的文字稿才能分页：请和讲述人一起读一遍，再勾选她同意使用。</translation>
    </message>
    <message>
        <location filename="../viewmodels/interview.py" line="214"/>
        <source>Add pages from a recording</source>
        <translation>从录音添加页面</translation>
    </message>
    <message>
        <location filename="../viewmodels/interview.py" line="216"/>
        <source>Add page</source>
        <translation>添加一页</translation>
    </message>
    <message>
        <location filename="../viewmodels/interview.py" line="244"/>
        <source>Add a recording</source>
        <translation>添加录音</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../ui/main_window.py" line="215"/>
        <source>Memory Book</source>
        <translation>记忆绘本</translation>
    </message>
    <message>
        <location filename="../ui/main_window.py" line="226"/>
        <source>All changes saved</source>
        <translation>所有修改都已保存</translation>
    </message>
    <message>
        <location filename="../ui/main_window.py" line="226"/>
        <source>Saving soon…</source>
        <translation>马上保存…</translation>
    </message>
    <message>
        <location filename="../ui/main_window.py" line="342"/>
        <source>About Memory Book</source>
        <translation>关于记忆绘本</translation>
    </message>
    <message>
        <location filename="../ui/main_window.py" line="343"/>
        <source>Memory Book %s
Stories and old photos become a picture book to print.</source>
        <translation>记忆绘本 %s
把故事和老照片做成可以印刷的图画书。</translation>
    </message>
</context>
<context>
    <name>ModelDialog</name>
    <message>
        <location filename="../ui/model_dialog.py" line="64"/>
        <source>How should the pictures be drawn?</source>
        <translation>用什么来画插图？</translation>
    </message>
    <message>
        <location filename="../ui/model_dialog.py" line="69"/>
        <source>Welcome! Memory Book can draw pictures right away with its built-in sketch engine (no download, works on any computer). You can choose a picture model later.</source>
        <translation>欢迎！记忆绘本可以马上用内置的素描引擎画插图（不用下载，任何电脑都能用）。以后也可以再选择图像模型。</translation>
    </message>
    <message>
        <location filename="../ui/model_dialog.py" line="75"/>
        <source>Built-in sketch engine (offline, no model needed)</source>
        <translation>内置素描引擎（离线，无需模型）</translation>
    </message>
    <message>
        <location filename="../ui/model_dialog.py" line="76"/>
        <source>A picture model (diffusion)</source>
        <translation>图像模型（扩散模型）</translation>
    </message>
    <message>
        <location filename="../ui/model_dialog.py" line="84"/>
        <source>a model folder, a .safetensors file, or a hub id</source>
        <translation>模型文件夹、.safetensors 文件或在线模型名</translation>
    </message>
    <message>
        <location filename="../ui/model_dialog.py" line="85"/>
        <source>Folder…</source>
        <translation>文件夹…</translation>
    </message>
    <message>
        <location filename="../ui/model_dialog.py" line="86"/>
        <source>File…</source>
        <translation>文件…</translation>
    </message>
    <message>
        <location filename="../ui/model_dialog.py" line="103"/>
        <source>Or choose a known model:</source>
        <translation>或者选一个已知的模型：</translation>
    </message>
    <message>
        <location filename="../ui/model_dialog.py" line="110"/>
        <source>Stop download</source>
        <translation>停止下载</translation>
    </message>
    <message>
        <location filename="../ui/model_dialog.py" line="112"/>
        <source>Download this model</source>
        <translation>下载这个模型</translation>
    </message>
    <message>
        <location filename="../ui/model_dialog.py" line="123"/>
        <source>Download stopped.</source>
        <translation>下载已停止。</translation>
    </message>
    <message>
        <location filename="../ui/model_dialog.py" line="138"/>
        <source>How it would run on this computer:</source>
        <translation>在这台电脑上会怎样运行：</translation>
    </message>
    <message>
        <location filename="../ui/model_dialog.py" line="157"/>
        <source>Draw on a drawing server (no graphics card needed here)</source>
        <translation>在绘图服务器上绘制（这台电脑不需要显卡）</translation>
    </message>
    <message>
        <location filename="../ui/model_dialog.py" line="172"/>
        <source>Hub models are downloaded the first time they are used; without a graphics card they are slow.</source>
        <translation>在线模型第一次使用时会下载；没有显卡时会比较慢。</translation>
    </message>
    <message>
        <location filename="../ui/model_dialog.py" line="230"/>
        <source>download %.1f GB</source>
        <translation>下载 %.1f GB</translation>
    </message>
    <message>
        <location filename="../ui/model_dialog.py" line="232"/>
        <source>graphics card memory %.0f GB or more</source>
        <translation>显存至少 %.0f GB</translation>
    </message>
    <message>
        <location filename="../ui/model_dialog.py" line="235"/>
        <source>(not for commercial use)</source>
        <translation>（不可商用）</translation>
    </message>
    <message>
        <location filename="../ui/model_dialog.py" line="237"/>
        <source>prompts in Chinese and English</source>
        <translation>可用中文或英文描述</translation>
    </message>
    <message>
        <location filename="../ui/model_dialog.py" line="239"/>
        <source>prompts in English</source>
        <translation>只读英文描述</translation>
    </message>
    <message>
        <location filename="../ui/model_dialog.py" line="242"/>
        <source>keeps faces from up to %d photos, no training</source>
        <translation>最多参照 %d 张照片保留相貌，无需训练</translation>
    </message>
    <message>
        <location filename="../ui/model_dialog.py" line="264"/>
        <source>✓ This model is on this computer.</source>
        <translation>✓ 这个模型已经在这台电脑上了。</translation>
    </message>
    <message>
        <location filename="../ui/model_dialog.py" line="266"/>
        <source>Not ready: %s</source>
        <translation>还不能用：%s</translation>
    </message>
    <message>
        <location filename="../ui/model_dialog.py" line="273"/>
        <source>Downloading… you can keep using the app.</source>
        <translation>正在下载……您可以继续使用。</translation>
    </message>
    <message>
        <location filename="../ui/model_dialog.py" line="280"/>
        <source>%s of %s MB</source>
        <translation>%s / %s MB</translation>
    </message>
    <message>
        <location filename="../ui/model_dialog.py" line="286"/>
        <source>Downloaded. Press OK to use it.</source>
        <translation>下载好了。按“确定”就可以使用。</translation>
    </message>
    <message>
        <location filename="../ui/model_dialog.py" line="296"/>
        <source>Model folder</source>
        <translation>模型文件夹</translation>
    </message>
    <message>
        <location filename="../ui/model_dialog.py" line="301"/>
        <source>Model file</source>
        <translation>模型文件</translation>
    </message>
    <message>
        <location filename="../ui/model_dialog.py" line="143"/>
        <source>Working out how this model would run…</source>
        <translation>正在算这个模型在这台电脑上怎么运行……</translation>
    </message>
    <message>
        <location filename="../ui/model_dialog.py" line="218"/>
        <source>This model is a folder or file on this computer: there is nothing to download.</source>
        <translation>这个模型是这台电脑上的文件夹或文件，不需要下载。</translation>
    </message>
</context>
<context>
    <name>ModelsViewModel</name>
    <message>
        <location filename="../viewmodels/models.py" line="124"/>
        <location filename="../viewmodels/models.py" line="162"/>
        <source>, </source>
        <translation>、</translation>
    </message>
    <message>
        <location filename="../viewmodels/models.py" line="126"/>
        <source>The whole model fits on %s and runs there.</source>
        <translation>整个模型放得进%s，就在那里运行。</translation>
    </message>
    <message>
        <location filename="../viewmodels/models.py" line="127"/>
        <source>One copy of the model on each of %s: pages are drawn side by side.</source>
        <translation>%s上各放一份模型：几页同时画。</translation>
    </message>
    <message>
        <location filename="../viewmodels/models.py" line="128"/>
        <source>The model&apos;s parts are spread over %s.</source>
        <translation>模型的各个部分分放在%s上。</translation>
    </message>
    <message>
        <location filename="../viewmodels/models.py" line="129"/>
        <location filename="../viewmodels/models.py" line="153"/>
        <source>The model is split across %s.</source>
        <translation>模型拆开放在%s上。</translation>
    </message>
    <message>
        <location filename="../viewmodels/models.py" line="131"/>
        <source>The model&apos;s parts take turns on %s; the others wait in the computer&apos;s memory (a little slower).</source>
        <translation>模型的各部分轮流用%s，其余部分在电脑内存里等着（稍慢一些）。</translation>
    </message>
    <message>
        <location filename="../viewmodels/models.py" line="138"/>
        <source>The model is moved to %s a little at a time (much slower, but it needs the least memory).</source>
        <translation>模型一点一点地搬到%s上（慢很多，但最省内存）。</translation>
    </message>
    <message>
        <location filename="../viewmodels/models.py" line="134"/>
        <source>The model waits in the computer&apos;s memory and moves to %s one block at a time, the next block on its way while this one works (slower, needs little memory).</source>
        <translation>模型放在电脑内存里，一块一块地搬到%s上，这一块在算时下一块已在路上（慢一些，很省显存）。</translation>
    </message>
    <message>
        <location filename="../viewmodels/models.py" line="141"/>
        <source>Every layer of the denoiser is cut in pieces, one piece on each of %s, working together on each picture (tensor parallelism; started with torchrun).</source>
        <translation>去噪网络的每一层都切成几块，%s上各放一块，一起画每一张图（张量并行；用 torchrun 启动）。</translation>
    </message>
    <message>
        <location filename="../viewmodels/models.py" line="145"/>
        <source>Each of %s works on its own share of the picture&apos;s tokens, the pieces put back together at every step (context parallelism; started with torchrun).</source>
        <translation>%s各自处理图片的一部分词元，每一步再拼回一起（上下文并行；用 torchrun 启动）。</translation>
    </message>
    <message>
        <location filename="../viewmodels/models.py" line="149"/>
        <source>The model does not fit in memory on %s: parts are read from the disk as they are needed (very slow).</source>
        <translation>模型在%s上放不下：需要哪部分就从硬盘读哪部分（非常慢）。</translation>
    </message>
    <message>
        <location filename="../viewmodels/models.py" line="155"/>
        <source>There is no graphics card, so each picture takes a while.</source>
        <translation>这台电脑没有显卡，所以每张图都要画一会儿。</translation>
    </message>
    <message>
        <location filename="../viewmodels/models.py" line="159"/>
        <source>%s: %s (%s)</source>
        <translation>%s：%s（%s）</translation>
    </message>
    <message>
        <location filename="../viewmodels/models.py" line="171"/>
        <source>the text encoder</source>
        <translation>文本编码器</translation>
    </message>
    <message>
        <location filename="../viewmodels/models.py" line="172"/>
        <source>the second text encoder</source>
        <translation>第二个文本编码器</translation>
    </message>
    <message>
        <location filename="../viewmodels/models.py" line="173"/>
        <source>the third text encoder</source>
        <translation>第三个文本编码器</translation>
    </message>
    <message>
        <location filename="../viewmodels/models.py" line="174"/>
        <source>the denoiser (UNet)</source>
        <translation>去噪网络（UNet）</translation>
    </message>
    <message>
        <location filename="../viewmodels/models.py" line="175"/>
        <source>the denoiser (transformer)</source>
        <translation>去噪网络（Transformer）</translation>
    </message>
    <message>
        <location filename="../viewmodels/models.py" line="176"/>
        <source>the image decoder (VAE)</source>
        <translation>图像解码器（VAE）</translation>
    </message>
    <message>
        <location filename="../viewmodels/models.py" line="177"/>
        <source>the safety checker</source>
        <translation>安全检查器</translation>
    </message>
    <message>
        <location filename="../viewmodels/models.py" line="178"/>
        <source>the image encoder</source>
        <translation>图像编码器</translation>
    </message>
    <message>
        <location filename="../viewmodels/models.py" line="179"/>
        <source>each part in turn</source>
        <translation>各部分轮流</translation>
    </message>
    <message>
        <location filename="../viewmodels/models.py" line="182"/>
        <source>part of the denoiser (%s)</source>
        <translation>去噪网络的一部分（%s）</translation>
    </message>
    <message>
        <location filename="../viewmodels/models.py" line="187"/>
        <source>the computer&apos;s processor (CPU)</source>
        <translation>电脑的处理器（CPU）</translation>
    </message>
    <message>
        <location filename="../viewmodels/models.py" line="189"/>
        <source>the disk</source>
        <translation>硬盘</translation>
    </message>
    <message>
        <location filename="../viewmodels/models.py" line="191"/>
        <source>graphics card %s</source>
        <translation>%s 号显卡</translation>
    </message>
</context>
<context>
    <name>NewBookDialog</name>
    <message>
        <location filename="../ui/dialogs.py" line="42"/>
        <source>New book from a story</source>
        <translation>用故事稿新建一本书</translation>
    </message>
    <message>
        <location filename="../ui/dialogs.py" line="42"/>
        <source>New book</source>
        <translation>新建一本书</translation>
    </message>
    <message>
        <location filename="../ui/dialogs.py" line="44"/>
        <location filename="../ui/dialogs.py" line="51"/>
        <location filename="../ui/dialogs.py" line="55"/>
        <source>Choose…</source>
        <translation>选择…</translation>
    </message>
    <message>
        <location filename="../ui/dialogs.py" line="54"/>
        <source>optional: the folder holding the story&apos;s photos</source>
        <translation>可不填：放故事照片的文件夹</translation>
    </message>
    <message>
        <location filename="../ui/dialogs.py" line="59"/>
        <source>Story script (.md)</source>
        <translation>故事稿（.md）</translation>
    </message>
    <message>
        <location filename="../ui/dialogs.py" line="60"/>
        <location filename="../ui/dialogs.py" line="129"/>
        <source>Photos folder</source>
        <translation>照片文件夹</translation>
    </message>
    <message>
        <location filename="../ui/dialogs.py" line="62"/>
        <source>Title</source>
        <translation>标题</translation>
    </message>
    <message>
        <location filename="../ui/dialogs.py" line="63"/>
        <source>Language of the book</source>
        <translation>书的语言</translation>
    </message>
    <message>
        <location filename="../ui/dialogs.py" line="64"/>
        <location filename="../ui/dialogs.py" line="115"/>
        <source>New book folder</source>
        <translation>新书的文件夹</translation>
    </message>
    <message>
        <location filename="../ui/dialogs.py" line="92"/>
        <source>Choose the story script.</source>
        <translation>请选择故事稿。</translation>
    </message>
    <message>
        <location filename="../ui/dialogs.py" line="94"/>
        <source>There is no story script at %s.</source>
        <translation>%s 这里没有故事稿。</translation>
    </message>
    <message>
        <location filename="../ui/dialogs.py" line="96"/>
        <source>There is no folder at %s for the photos.</source>
        <translation>照片文件夹 %s 不存在。</translation>
    </message>
    <message>
        <location filename="../ui/dialogs.py" line="98"/>
        <source>Choose where the new book goes.</source>
        <translation>请选择新书放在哪里。</translation>
    </message>
    <message>
        <location filename="../ui/dialogs.py" line="102"/>
        <source>%s is already there and not empty: choose a new name for the book folder.</source>
        <translation>%s 已经存在而且里面有东西：请给书的文件夹换一个新名字。</translation>
    </message>
    <message>
        <location filename="../ui/dialogs.py" line="121"/>
        <source>Story script</source>
        <translation>故事稿</translation>
    </message>
    <message>
        <location filename="../ui/dialogs.py" line="121"/>
        <source>Story (*.md *.txt)</source>
        <translation>故事稿 (*.md *.txt)</translation>
    </message>
</context>
<context>
    <name>PageEditor</name>
    <message>
        <location filename="../ui/page_editor.py" line="181"/>
        <source>&amp;Title</source>
        <translation>标题(&amp;T)</translation>
    </message>
    <message>
        <location filename="../ui/page_editor.py" line="182"/>
        <source>&amp;Story</source>
        <translation>故事(&amp;S)</translation>
    </message>
    <message>
        <location filename="../ui/page_editor.py" line="183"/>
        <source>S&amp;cene</source>
        <translation>画面(&amp;C)</translation>
    </message>
    <message>
        <location filename="../ui/page_editor.py" line="184"/>
        <source>Photo</source>
        <translation>照片</translation>
    </message>
    <message>
        <location filename="../ui/page_editor.py" line="185"/>
        <source>St&amp;yle</source>
        <translation>风格(&amp;Y)</translation>
    </message>
    <message>
        <location filename="../ui/page_editor.py" line="186"/>
        <source>Stre&amp;ngth</source>
        <translation>变化程度(&amp;N)</translation>
    </message>
    <message>
        <location filename="../ui/page_editor.py" line="187"/>
        <source>See&amp;d</source>
        <translation>种子(&amp;D)</translation>
    </message>
    <message>
        <location filename="../ui/page_editor.py" line="188"/>
        <source>What happened? Type the story as it was told.</source>
        <translation>发生了什么？照着讲述的样子把故事写下来。</translation>
    </message>
    <message>
        <location filename="../ui/page_editor.py" line="190"/>
        <source>What the picture shows (optional; English works with most models)</source>
        <translation>插图里画什么（可不填；大多数模型读英文更准）</translation>
    </message>
    <message>
        <location filename="../ui/page_editor.py" line="192"/>
        <source>Choose photo…</source>
        <translation>选择照片…</translation>
    </message>
    <message>
        <location filename="../ui/page_editor.py" line="193"/>
        <source>Remove photo</source>
        <translation>移除照片</translation>
    </message>
    <message>
        <location filename="../ui/page_editor.py" line="195"/>
        <source>How far the picture may move away from the photo (0 = keep it, 1 = free)</source>
        <translation>插图可以离照片多远（0 = 保持原样，1 = 自由发挥）</translation>
    </message>
    <message>
        <location filename="../ui/page_editor.py" line="197"/>
        <source>automatic</source>
        <translation>自动</translation>
    </message>
    <message>
        <location filename="../ui/page_editor.py" line="198"/>
        <source>Large text on screen</source>
        <translation>屏幕上字放大</translation>
    </message>
    <message>
        <location filename="../ui/page_editor.py" line="199"/>
        <source>People on this page</source>
        <translation>这一页上的人物</translation>
    </message>
    <message>
        <location filename="../ui/page_editor.py" line="210"/>
        <source>Book style</source>
        <translation>全书风格</translation>
    </message>
    <message>
        <location filename="../ui/page_editor.py" line="269"/>
        <source>Drop a photo here</source>
        <translation>把照片拖到这里</translation>
    </message>
    <message>
        <location filename="../ui/page_editor.py" line="335"/>
        <source>Choose a photo</source>
        <translation>选择照片</translation>
    </message>
    <message>
        <location filename="../ui/page_editor.py" line="335"/>
        <source>Photos (%s)</source>
        <translation>照片 (%s)</translation>
    </message>
</context>
<context>
    <name>PageListModel</name>
    <message>
        <location filename="../viewmodels/pages.py" line="91"/>
        <source>(untitled)</source>
        <translation>（无标题）</translation>
    </message>
</context>
<context>
    <name>PagePeopleMixin</name>
    <message>
        <location filename="../ui/page_people.py" line="54"/>
        <source>Drawn from the reference photos of: %s</source>
        <translation>按这些人的参考照片来画：%s</translation>
    </message>
    <message>
        <location filename="../ui/page_people.py" line="54"/>
        <location filename="../ui/page_people.py" line="58"/>
        <source>, </source>
        <translation>、</translation>
    </message>
    <message>
        <location filename="../ui/page_people.py" line="57"/>
        <source>No reference photos yet for %s: add them under People.</source>
        <translation>%s 还没有参考照片：请在“人物”里添加。</translation>
    </message>
</context>
<context>
    <name>PeoplePanel</name>
    <message>
        <location filename="../ui/people_panel.py" line="120"/>
        <source>Add person…</source>
        <translation>添加人物…</translation>
    </message>
    <message>
        <location filename="../ui/people_panel.py" line="121"/>
        <source>Remove</source>
        <translation>移除</translation>
    </message>
    <message>
        <location filename="../ui/people_panel.py" line="122"/>
        <source>&amp;Name</source>
        <translation>名字(&amp;N)</translation>
    </message>
    <message>
        <location filename="../ui/people_panel.py" line="123"/>
        <source>&amp;Trigger word</source>
        <translation>触发词(&amp;T)</translation>
    </message>
    <message>
        <location filename="../ui/people_panel.py" line="124"/>
        <source>the word the LoRA was trained with</source>
        <translation>训练 LoRA 时用的词</translation>
    </message>
    <message>
        <location filename="../ui/people_panel.py" line="125"/>
        <location filename="../ui/people_panel.py" line="227"/>
        <source>Reference photos</source>
        <translation>参考照片</translation>
    </message>
    <message>
        <location filename="../ui/people_panel.py" line="126"/>
        <source>Add reference photo…</source>
        <translation>添加参考照片…</translation>
    </message>
    <message>
        <location filename="../ui/people_panel.py" line="127"/>
        <source>LoRA</source>
        <translation>学到的样子（LoRA）</translation>
    </message>
    <message>
        <location filename="../ui/people_panel.py" line="128"/>
        <source>Import LoRA…</source>
        <translation>导入 LoRA…</translation>
    </message>
    <message>
        <location filename="../ui/people_panel.py" line="129"/>
        <source>A .safetensors file (other formats can run code)</source>
        <translation>一个 .safetensors 文件（其他格式可能运行代码）</translation>
    </message>
    <message>
        <location filename="../ui/people_panel.py" line="172"/>
        <source>none yet</source>
        <translation>还没有</translation>
    </message>
    <message>
        <location filename="../ui/people_panel.py" line="172"/>
        <source>learned (%s)</source>
        <translation>已学会（%s）</translation>
    </message>
    <message>
        <location filename="../ui/people_panel.py" line="193"/>
        <source>%s draws each person from their reference photos (up to %d): no training needed. Add a few clear photos of the face.</source>
        <translation>%s 直接按每个人的参考照片（最多 %d 张）来画：无需训练。请添加几张脸部清楚的照片。</translation>
    </message>
    <message>
        <location filename="../ui/people_panel.py" line="209"/>
        <source>Add person</source>
        <translation>添加人物</translation>
    </message>
    <message>
        <location filename="../ui/people_panel.py" line="209"/>
        <source>Name:</source>
        <translation>名字：</translation>
    </message>
    <message>
        <location filename="../ui/people_panel.py" line="227"/>
        <source>Photos (%s)</source>
        <translation>照片 (%s)</translation>
    </message>
    <message>
        <location filename="../ui/people_panel.py" line="237"/>
        <source>Import LoRA</source>
        <translation>导入 LoRA</translation>
    </message>
</context>
<context>
    <name>QAbstractFileIconProvider</name>
    <message>
        <location filename="../ui/language.py" line="23"/>
        <source>Folder</source>
        <translation>文件夹</translation>
    </message>
    <message>
        <location filename="../ui/language.py" line="24"/>
        <source>Drive</source>
        <translation>驱动器</translation>
    </message>
    <message>
        <location filename="../ui/language.py" line="25"/>
        <source>File</source>
        <translation>文件</translation>
    </message>
</context>
<context>
    <name>QDialogButtonBox</name>
    <message>
        <location filename="../ui/language.py" line="26"/>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
</context>
<context>
    <name>QFileDialog</name>
    <message>
        <location filename="../ui/language.py" line="21"/>
        <source>&amp;Look in:</source>
        <translation>查找范围(&amp;L)：</translation>
    </message>
    <message>
        <location filename="../ui/language.py" line="22"/>
        <source>Files of &amp;type:</source>
        <translation>文件类型(&amp;T)：</translation>
    </message>
</context>
<context>
    <name>SegmentPlayer</name>
    <message>
        <location filename="../ui/segment_player.py" line="41"/>
        <source>Playing needs Qt Multimedia: install PySide6-Addons (pip install PySide6-Addons).</source>
        <translation>播放需要 Qt Multimedia：请安装 PySide6-Addons（pip install PySide6-Addons）。</translation>
    </message>
</context>
<context>
    <name>ServerBox</name>
    <message>
        <location filename="../ui/server_box.py" line="22"/>
        <source>Paste the connection code from the server&apos;s operator:</source>
        <translation>粘贴服务器管理员给您的连接码：</translation>
    </message>
    <message>
        <location filename="../ui/server_box.py" line="24"/>
        <source>one line, from the operator</source>
        <translation>一行字，由服务器管理员提供</translation>
    </message>
    <message>
        <location filename="../ui/server_box.py" line="26"/>
        <source>Check</source>
        <translation>检查</translation>
    </message>
    <message>
        <location filename="../ui/server_box.py" line="62"/>
        <source>Reaching the drawing server…</source>
        <translation>正在连接绘图服务器…</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/server_box.py" line="75"/>
        <source>✓ Connected to %s; %n job(s) in its queue.</source>
        <translation>
            <numerusform>✓ 已连接到 %s；队列中有 %n 个任务。</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ui/server_box.py" line="82"/>
        <source>Not connected: %s</source>
        <translation>未连接：%s</translation>
    </message>
</context>
<context>
    <name>TrainingControl</name>
    <message>
        <location filename="../ui/training.py" line="58"/>
        <source>Done: the model now knows this person.</source>
        <translation>完成：模型现在认识这个人了。</translation>
    </message>
    <message>
        <location filename="../ui/training.py" line="62"/>
        <source>Stopped.</source>
        <translation>已停止。</translation>
    </message>
    <message>
        <location filename="../ui/training.py" line="72"/>
        <location filename="../ui/training.py" line="101"/>
        <source>Teach the model this person</source>
        <translation>让模型认识这个人</translation>
    </message>
    <message>
        <location filename="../ui/training.py" line="73"/>
        <source>Stop</source>
        <translation>停止</translation>
    </message>
    <message>
        <location filename="../ui/training.py" line="76"/>
        <source>Trains a small add-on (LoRA) from the reference photos; this takes a long time without a GPU.</source>
        <translation>用参考照片训练一个小小的附加模型（LoRA）；没有显卡时需要很长时间。</translation>
    </message>
    <message>
        <location filename="../ui/training.py" line="91"/>
        <source>measured by the last training on this computer</source>
        <translation>按这台电脑上次训练实测</translation>
    </message>
    <message>
        <location filename="../ui/training.py" line="93"/>
        <source>an estimate; the first training measures it</source>
        <translation>估计值，第一次训练后会按实测计算</translation>
    </message>
    <message>
        <location filename="../ui/training.py" line="96"/>
        <source>Teaching the model to draw %1 takes about %2 minutes on this computer (%3). Pictures are drawn more slowly meanwhile. Start now?</source>
        <translation>让模型学会画%1，在这台电脑上大约要 %2 分钟（%3）。这期间画插图会变慢。现在开始吗？</translation>
    </message>
    <message>
        <location filename="../ui/training.py" line="121"/>
        <source>Starting the training…</source>
        <translation>正在开始训练……</translation>
    </message>
    <message>
        <location filename="../ui/training.py" line="127"/>
        <source>Stopping…</source>
        <translation>正在停止…</translation>
    </message>
    <message>
        <location filename="../ui/training.py" line="140"/>
        <source>step %s of %s</source>
        <translation>第 %s 步，共 %s 步</translation>
    </message>
    <message>
        <location filename="../ui/training.py" line="142"/>
        <source>about %s min left</source>
        <translation>大约还要 %s 分钟</translation>
    </message>
    <message>
        <location filename="../ui/training.py" line="146"/>
        <source>training loss %.3f</source>
        <translation>训练损失 %.3f</translation>
    </message>
</context>
<context>
    <name>TrainingViewModel</name>
    <message>
        <location filename="../viewmodels/training.py" line="135"/>
        <source>Choose a picture model first (Pictures → Model and engine…).</source>
        <translation>请先选择图像模型（插图 → 模型与引擎…）。</translation>
    </message>
    <message>
        <location filename="../viewmodels/training.py" line="132"/>
        <source>Add a few reference photos of %s first.</source>
        <translation>请先添加几张 %s 的参考照片。</translation>
    </message>
    <message>
        <location filename="../viewmodels/training.py" line="249"/>
        <source>The training could not be started.</source>
        <translation>训练没能开始。</translation>
    </message>
    <message>
        <location filename="../viewmodels/training.py" line="268"/>
        <source>The training stopped with an error: %s</source>
        <translation>训练出错停止了：%s</translation>
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
        <location filename="../viewmodels/video.py" line="135"/>
        <source>Add stills from video</source>
        <translation>从视频添加画面</translation>
    </message>
    <message>
        <location filename="../viewmodels/video.py" line="139"/>
        <source>Add page</source>
        <translation>添加一页</translation>
    </message>
</context>
<context>
    <name>WelcomePage</name>
    <message>
        <location filename="../ui/welcome.py" line="90"/>
        <source>Memory Book</source>
        <translation>记忆绘本</translation>
    </message>
    <message>
        <location filename="../ui/welcome.py" line="91"/>
        <source>Stories and old photos become a picture book to print.</source>
        <translation>把故事和老照片做成可以印刷的图画书。</translation>
    </message>
    <message>
        <location filename="../ui/welcome.py" line="92"/>
        <source>Make the sample book (Grandma&apos;s Lane)</source>
        <translation>做一本示例书（外婆的弄堂）</translation>
    </message>
    <message>
        <location filename="../ui/welcome.py" line="93"/>
        <source>New book from a story…</source>
        <translation>用故事稿新建一本书…</translation>
    </message>
    <message>
        <location filename="../ui/welcome.py" line="94"/>
        <source>New blank book…</source>
        <translation>新建空白的书…</translation>
    </message>
    <message>
        <location filename="../ui/welcome.py" line="95"/>
        <source>Open book…</source>
        <translation>打开书…</translation>
    </message>
    <message>
        <location filename="../ui/welcome.py" line="96"/>
        <source>Recent books</source>
        <translation>最近的书</translation>
    </message>
</context>
<context>
    <name>WindowBooksMixin</name>
    <message>
        <location filename="../ui/window_books.py" line="28"/>
        <source>Open a book folder</source>
        <translation>打开书的文件夹</translation>
    </message>
    <message>
        <location filename="../ui/window_books.py" line="66"/>
        <source>The book could not be made.</source>
        <translation>这本书没能做出来。</translation>
    </message>
    <message>
        <location filename="../ui/window_books.py" line="80"/>
        <source>The sample book is in %s</source>
        <translation>示例书放在 %s</translation>
    </message>
</context>
<context>
    <name>WindowClosingMixin</name>
    <message>
        <location filename="../ui/window_closing.py" line="24"/>
        <source>Pictures are being drawn</source>
        <translation>正在画插图</translation>
    </message>
    <message>
        <location filename="../ui/window_closing.py" line="25"/>
        <source>Stop drawing and close? The pictures already finished are kept.</source>
        <translation>停止画图并关闭吗？已经画好的插图会保留。</translation>
    </message>
    <message>
        <location filename="../ui/window_closing.py" line="46"/>
        <source>Save the book in a new folder</source>
        <translation>把这本书保存到新文件夹</translation>
    </message>
    <message>
        <location filename="../ui/window_closing.py" line="58"/>
        <source>The book could not be saved</source>
        <translation>这本书没能保存</translation>
    </message>
    <message>
        <location filename="../ui/window_closing.py" line="61"/>
        <source>The latest changes are not saved: %s
Save the book in another folder, try again, or close without them?</source>
        <translation>最近的修改还没有保存：%s
把这本书保存到别的文件夹、再试一次，还是不保存就关闭？</translation>
    </message>
    <message>
        <location filename="../ui/window_closing.py" line="67"/>
        <source>Save elsewhere…</source>
        <translation>保存到别处…</translation>
    </message>
    <message>
        <location filename="../ui/window_closing.py" line="68"/>
        <source>Try again</source>
        <translation>再试一次</translation>
    </message>
    <message>
        <location filename="../ui/window_closing.py" line="69"/>
        <source>Close without saving</source>
        <translation>不保存，直接关闭</translation>
    </message>
</context>
<context>
    <name>WindowMenusMixin</name>
    <message>
        <location filename="../ui/window_menus.py" line="123"/>
        <source>&amp;Book</source>
        <translation>书(&amp;B)</translation>
    </message>
    <message>
        <location filename="../ui/window_menus.py" line="124"/>
        <source>Recent books</source>
        <translation>最近的书</translation>
    </message>
    <message>
        <location filename="../ui/window_menus.py" line="125"/>
        <source>&amp;Edit</source>
        <translation>编辑(&amp;E)</translation>
    </message>
    <message>
        <location filename="../ui/window_menus.py" line="126"/>
        <source>&amp;Pictures</source>
        <translation>插图(&amp;P)</translation>
    </message>
    <message>
        <location filename="../ui/window_menus.py" line="127"/>
        <source>&amp;View</source>
        <translation>查看(&amp;V)</translation>
    </message>
    <message>
        <location filename="../ui/window_menus.py" line="128"/>
        <source>Language</source>
        <translation>语言</translation>
    </message>
    <message>
        <location filename="../ui/window_menus.py" line="129"/>
        <source>&amp;Help</source>
        <translation>帮助(&amp;H)</translation>
    </message>
    <message>
        <location filename="../ui/window_menus.py" line="131"/>
        <source>New blank book…</source>
        <translation>新建空白的书…</translation>
    </message>
    <message>
        <location filename="../ui/window_menus.py" line="132"/>
        <source>New book from a story…</source>
        <translation>用故事稿新建一本书…</translation>
    </message>
    <message>
        <location filename="../ui/window_menus.py" line="133"/>
        <source>Open book…</source>
        <translation>打开书…</translation>
    </message>
    <message>
        <location filename="../ui/window_menus.py" line="134"/>
        <source>Save</source>
        <translation>保存</translation>
    </message>
    <message>
        <location filename="../ui/window_menus.py" line="135"/>
        <source>Export PDF…</source>
        <translation>导出 PDF…</translation>
    </message>
    <message>
        <location filename="../ui/window_menus.py" line="136"/>
        <source>Title, page size and style…</source>
        <translation>书名、页面大小和风格…</translation>
    </message>
    <message>
        <location filename="../ui/window_menus.py" line="137"/>
        <source>Quit</source>
        <translation>退出</translation>
    </message>
    <message>
        <location filename="../ui/window_menus.py" line="138"/>
        <source>Add page</source>
        <translation>添加一页</translation>
    </message>
    <message>
        <location filename="../ui/window_menus.py" line="139"/>
        <source>Duplicate page</source>
        <translation>复制这一页</translation>
    </message>
    <message>
        <location filename="../ui/window_menus.py" line="140"/>
        <source>Delete page</source>
        <translation>删除这一页</translation>
    </message>
    <message>
        <location filename="../ui/window_menus.py" line="141"/>
        <source>Move page up</source>
        <translation>把这一页往前移</translation>
    </message>
    <message>
        <location filename="../ui/window_menus.py" line="142"/>
        <source>Move page down</source>
        <translation>把这一页往后移</translation>
    </message>
    <message>
        <location filename="../ui/window_menus.py" line="143"/>
        <source>Illustrate this page</source>
        <translation>给这一页画插图</translation>
    </message>
    <message>
        <location filename="../ui/window_menus.py" line="144"/>
        <source>Illustrate selected pages</source>
        <translation>给选中的几页画插图</translation>
    </message>
    <message>
        <location filename="../ui/window_menus.py" line="145"/>
        <source>Illustrate the whole book</source>
        <translation>给整本书画插图</translation>
    </message>
    <message>
        <location filename="../ui/window_menus.py" line="146"/>
        <source>Make variations of this page</source>
        <translation>给这一页多画几张备选</translation>
    </message>
    <message>
        <location filename="../ui/window_menus.py" line="147"/>
        <source>Cancel drawing</source>
        <translation>停止画图</translation>
    </message>
    <message>
        <location filename="../ui/window_menus.py" line="148"/>
        <source>Model and engine…</source>
        <translation>模型与引擎…</translation>
    </message>
    <message>
        <location filename="../ui/window_menus.py" line="149"/>
        <source>Large text on screen</source>
        <translation>屏幕上字放大</translation>
    </message>
    <message>
        <location filename="../ui/window_menus.py" line="150"/>
        <source>About Memory Book</source>
        <translation>关于记忆绘本</translation>
    </message>
    <message>
        <location filename="../ui/window_menus.py" line="151"/>
        <source>Typing Chinese…</source>
        <translation>输入中文…</translation>
    </message>
    <message>
        <location filename="../ui/window_menus.py" line="152"/>
        <source>Follow the system</source>
        <translation>跟随系统</translation>
    </message>
    <message>
        <location filename="../ui/window_menus.py" line="158"/>
        <source>Undo</source>
        <translation>撤销</translation>
    </message>
    <message>
        <location filename="../ui/window_menus.py" line="159"/>
        <source>Redo</source>
        <translation>重做</translation>
    </message>
    <message>
        <location filename="../ui/window_menus.py" line="160"/>
        <source>People</source>
        <translation>人物</translation>
    </message>
    <message>
        <location filename="../ui/window_menus.py" line="161"/>
        <source>Add from video…</source>
        <translation>从视频添加…</translation>
    </message>
    <message>
        <location filename="../ui/window_menus.py" line="162"/>
        <source>Add from a recording…</source>
        <translation>从录音添加…</translation>
    </message>
    <message>
        <location filename="../ui/window_menus.py" line="163"/>
        <source>People in this book</source>
        <translation>书里的人物</translation>
    </message>
</context>
</TS>
