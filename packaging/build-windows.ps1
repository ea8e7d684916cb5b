# Build the Windows bundle of Memory Picture Book with PyInstaller: dist\memorybook\ and a .zip beside it.
#
#   powershell -ExecutionPolicy Bypass -File packaging\build-windows.ps1                 # light (no torch)
#   powershell -ExecutionPolicy Bypass -File packaging\build-windows.ps1 -Variant full-cpu
#   powershell -ExecutionPolicy Bypass -File packaging\build-windows.ps1 -Variant full-cuda
#
# Needs Python 3.11+ from python.org (the `py` launcher). $env:PYTHON = "C:\path\python.exe" builds with an
# existing environment instead of making .venv-bundle-<variant>. $env:TORCH_INDEX = "cu128" picks the CUDA
# wheel tag of download.pytorch.org for full-cuda. Model weights are never bundled.
#
# The bundle holds two programs: MemoryPictureBook.exe (the desktop app, no console window: start-menu
# shortcut target) and memorybook.exe (the command line). Not built or tested on the development machine
# (Linux); the spec and the launcher are shared with the Linux build, which is.
param([ValidateSet("light", "full-cpu", "full-cuda")][string]$Variant = "light")
$ErrorActionPreference = "Stop"
Set-Location (Split-Path -Parent $PSScriptRoot)

function Invoke-Checked {
    param([string]$Exe, [Parameter(ValueFromRemainingArguments)][string[]]$Rest)
    & $Exe @Rest
    if ($LASTEXITCODE -ne 0) { throw "$Exe $Rest failed with exit status $LASTEXITCODE" }
}

$start = Get-Date
$specVariant = if ($Variant -eq "light") { "light" } else { "full" }
$python = $env:PYTHON
if (-not $python) {
    $venv = ".venv-bundle-$Variant"
    Invoke-Checked py -3.11 -m venv $venv
    $python = "$venv\Scripts\python.exe"
    Invoke-Checked $python -m pip install --upgrade pip
    if ($Variant -eq "full-cpu") {
        Invoke-Checked $python -m pip install torch --index-url https://download.pytorch.org/whl/cpu
    } elseif ($Variant -eq "full-cuda") {
        $tag = if ($env:TORCH_INDEX) { $env:TORCH_INDEX } else { "cu128" }
        Invoke-Checked $python -m pip install torch --index-url "https://download.pytorch.org/whl/$tag"
    }
    & $python packaging\requirements.py $specVariant | Set-Content -Encoding utf8 "$venv\requirements.txt"
    Invoke-Checked $python -m pip install -r "$venv\requirements.txt"
}

Invoke-Checked $python -m PyInstaller --noconfirm --clean --log-level WARN `
    --distpath dist --workpath build\pyinstaller packaging\memorybook.spec -- --variant $specVariant

Invoke-Checked dist\memorybook\memorybook.exe --version
$version = & $python -c "import sys; sys.path.insert(0, '.'); from app import __version__; print(__version__)"
$archive = "dist\memorybook-$version-windows-x64-$Variant.zip"
# Compress-Archive handles the light bundle; for full-cuda (several GB) use 7-Zip or an Inno Setup installer.
Compress-Archive -Path dist\memorybook -DestinationPath $archive -Force
$size = "{0:N0} MB" -f ((Get-ChildItem dist\memorybook -Recurse | Measure-Object Length -Sum).Sum / 1MB)
Write-Host "bundle: dist\memorybook ($size, variant $Variant); archive: $archive"
Write-Host ("build wall time: {0:N0} s" -f ((Get-Date) - $start).TotalSeconds)
