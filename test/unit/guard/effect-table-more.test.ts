import { afterAll, describe, expect, test } from "bun:test";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { effectNote, judge, unattendedRefusal } from "../../../src/guard/to-shell.ts";

const cwd = mkdtempSync(join(tmpdir(), "aye-table-more-"));
afterAll(() => rmSync(cwd, { recursive: true, force: true }));

const refusal = async (plan: string) => unattendedRefusal(await judge(plan, cwd));

/** Per ecosystem: what only reads, lists or plans, and so runs with no one pressing a key. */
const RUNS: Record<string, string[]> = {
  "Android and Apple devices": ["fastboot devices", "fastboot flashing get_unlock_ability", "aapt dump badging app.apk", "apkanalyzer apk summary app.apk", "maestro hierarchy", "ns doctor", "ios-deploy -c", "ideviceinstaller -l", "ideviceinfo", "xcodes list", "xcversion installed"],
  "images, audio and video": ["ffmpeg -formats", "ffmpeg -hwaccels", "magick identify -verbose a.png", "magick -list format", "convert -version", "gm compare -metric mse a.png b.png", "inkscape --query-all a.svg", "metaflac --list a.flac", "vorbiscomment a.ogg", "dcraw -i photo.cr2"],
  "Windows administration": ["reg query HKLM\\Software\\Foo", "sc query wuauserv", "sc.exe qc wuauserv", "netsh interface show interface", "schtasks /query /fo LIST", "attrib file.txt", "robocopy src dst /MIR /L", "bcdedit /enum", "dism /Online /Get-Features", "dism /Online /Cleanup-Image /CheckHealth", "sfc /verifyonly", "chkdsk", "ipconfig /all", "tasklist", "wevtutil qe System /c:5", "powercfg /list", "Get-ChildItem -Recurse", "get-content notes.txt"],
  "version control beyond git": ["p4 info", "p4 -c ws opened", "p4 sync -n", "p4 client -o", "p4 obliterate //depot/old/...", "p4 login -s", "fossil timeline", "bzr log -l 5", "brz status", "darcs whatsnew", "sl", "sl status", "tig", "stg series", "quilt series", "gt log", "git-crypt status"],
  "JVM and .NET": ["mill resolve __", "ant -p", "buck query //...", "plz query alltargets", "clj-kondo --lint src", "cljfmt check", "cljfmt fix", "jreleaser config", "quarkus ext list", "dotnet-ef migrations list", "dotnet-outdated", "dotnet-trace ps", "dotnet-dump analyze core.1"],
  "data, models and compute": ["hf auth whoami", "hf cache scan", "huggingface-cli scan-cache", "kaggle competitions list", "kaggle competitions download -c titanic", "dvc exp show", "dvc remote list", "dvc config -l", "mlflow runs list --experiment-id 1", "bentoml list", "ray status", "ray job list", "accelerate env", "gpustat", "squeue -u me", "sinfo", "scontrol show job 1", "module avail"],
  "DNS, CDN and edge": ["octodns-sync --config-file c.yaml", "octodns-validate --config-file c.yaml", "dnscontrol preview", "lexicon cloudflare list example.com A", "fastly service list", "fastly compute build", "flarectl zone list", "aws-nuke -c nuke.yml", "cloud-nuke inspect-aws", "steampipe plugin list", "netlify env:list", "ntl status"],
  "containers and clusters": ["crictl pods", "crictl inspecti abc", "rdctl list-settings", "ctop", "kubie info ctx", "telepresence status", "okteto context list", "devspace print", "dapr list", "kn service list"],
  "secret stores": ["gopass ls", "keepassxc-cli ls db.kdbx", "lpass ls", "bws secret list", "teller show", "vals eval -f secrets.yaml", "cfssl certinfo -cert ca.pem"],
  "version managers": ["jabba ls", "nodebrew ls", "gvm list", "elan show", "pyenv shims", "mise completion bash"],
  "other systems' package managers": ["apk manifest curl", "port contents curl", "aptitude why libc6", "zypper locks", "pkg rquery %n", "brew options wget", "scoop status", "scoop shim list", "winget source list", "winget pin list", "choco feature list"],
  "Windows' other tools": ["vssadmin list shadows", "fsutil fsinfo drives", "fsutil volume diskfree C:", "manage-bde -status C:", "defrag C: /A", "auditpol /get /category:*", "pnputil /enum-drivers", "w32tm /query /status", "tzutil /g", "gpresult /r", "tracert example.com", "bitsadmin /list"],
  "servers, storage and clusters": ["ipmitool chassis status", "iwctl station wlan0 get-networks", "wpa_cli -i wlan0 status", "bridge link", "ipvsadm -Ln", "pcs status", "ceph -s", "ceph osd tree", "rados -p data ls", "snapper list", "patronictl list", "pgbackrest info", "barman list-backups main", "timeshift --list", "datadog-agent status"],
  "scanners, package builds and frameworks": ["clamscan -r .", "lintian pkg.deb", "aptly repo list", "snapcraft status app", "tauri info", "taze", "drush status", "git-annex whereis", "datalad status", "kubescape scan", "kubecm ls", "awslogs groups", "zappa status dev", "sccache --show-stats", "ember version", "ansible-navigator doc ansible.builtin.copy"],
  "Linux and macOS administration": ["iw dev", "iw dev wlan0 info", "bluetoothctl devices", "systemd-resolve --status", "xrandr", "xrandr --listmonitors", "setxkbmap -query", "xset q", "v4l2-ctl --list-devices", "mokutil --sb-state", "fwupdmgr get-devices", "multipath -ll", "exportfs -v", "semanage port -l", "postqueue -p", "rndc status", "unbound-control status", "mosquitto_sub -t sensors", "monit -t", "icinga2 daemon -C", "mdutil -s /", "kmutil showloaded", "dscacheutil -q host -a name example.com", "xclip -o"],
};

/** Per ecosystem: what writes elsewhere, deletes, sends or changes the system, and is asked, in words. */
const ASKS: Record<string, [string, string][]> = {
  "Android and Apple devices": [
    ["fastboot flash boot boot.img", "overwrites or deletes"],
    ["fastboot flashing unlock", "overwrites or deletes"],
    ["apktool d -f app.apk", "overwrites or deletes"],
    ["maestro test flow.yaml", "runs code"],
    ["ns clean", "overwrites or deletes"],
    ["ios-deploy --bundle app.app", "changes the system"],
    ["xcodes install 15.0", "installs software"],
  ],
  "images, audio and video": [
    ["mogrify -resize 50% *.png", "overwrites or deletes"],
    // (A new file is only a write: what is there may be lost, or whatever a word made when the line runs names.)
    ["magick in.png -resize 50% \"$OUT\"", "overwrites or deletes"],
    ["gm compare -metric mse a.png b.png -file diff.png", "overwrites or deletes"],
    ["metaflac --remove-all-tags a.flac", "overwrites or deletes"],
    ["vorbiscomment -w -t ARTIST=x a.ogg", "overwrites or deletes"],
    ["inkscape --query-all --actions=export-do a.svg", "overwrites or deletes"],
    ["godot --headless --export-release Linux build/game", "runs code"],
  ],
  "Windows administration": [
    ["reg add HKCU\\Software\\Foo /v x /d 1", "changes the system"],
    ["reg delete HKCU\\Software\\Foo /f", "overwrites or deletes"],
    ["sc delete foo", "overwrites or deletes"],
    ["netsh winsock reset", "overwrites or deletes"],
    ["schtasks /create /tn foo /tr x.exe", "changes the system"],
    ["icacls file.txt /grant Everyone:F", "changes the system"],
    ["robocopy src dst /MIR", "overwrites or deletes"],
    ["dism /Online /Cleanup-Image /RestoreHealth", "changes the system"],
    ["chkdsk C: /f", "changes the system"],
    ["ipconfig /flushdns", "changes the system"],
    ["wevtutil cl System", "overwrites or deletes"],
  ],
  "version control beyond git": [
    ["p4 sync", "overwrites or deletes"],
    ["p4 revert file.c", "overwrites or deletes"],
    ["p4 submit -d fix", "sends data out"],
    ["p4 obliterate -y //depot/old/...", "overwrites or deletes"],
    ["fossil commit -m fix", "sends data out"],
    ["bzr push lp:project", "sends data out"],
    ["sl goto main", "overwrites or deletes"],
    ["stg push", "rewrites history"],
    ["gt sync", "overwrites or deletes"],
    ["git-secret reveal -f", "overwrites or deletes"],
    // unlock checks the encrypted files out again over the tree's; lock removes the key from .git.
    ["git-crypt unlock", "overwrites or deletes"],
    ["git crypt unlock", "overwrites or deletes"],
    ["git-crypt lock", "overwrites or deletes"],
    ["git crypt lock --force", "overwrites or deletes"],
  ],
  "JVM and .NET": [
    ["jreleaser full-release", "sends data out"],
    ["quarkus dev", "runs code"],
    ["dotnet-ef database update", "changes the system"],
    ["dotnet-outdated -u", "installs software"],
  ],
  "data, models and compute": [
    ["hf download gpt2", "writes outside this folder"],
    ["hf upload me/model .", "sends data out"],
    ["kaggle competitions submit -c titanic -f s.csv -m x", "sends data out"],
    ["dvc exp apply exp-1", "overwrites or deletes"],
    ["mlflow models serve -m runs:/1/model", "sends data out"],
    ["ray down cluster.yaml", "overwrites or deletes"],
    ["scancel 1234", "overwrites or deletes"],
    ["sbatch job.sh", "leaves something running"],
    ["tensorboard --logdir runs", "sends data out"],
  ],
  "DNS, CDN and edge": [
    ["octodns-sync --config-file c.yaml --doit", "changes the system"],
    ["dnscontrol push", "changes the system"],
    ["lexicon cloudflare delete example.com A --name www", "overwrites or deletes"],
    ["fastly compute publish", "sends data out"],
    ["aws-nuke -c nuke.yml --no-dry-run", "overwrites or deletes"],
    ["cloud-nuke aws", "overwrites or deletes"],
    ["netlify env:set KEY value", "sends data out"],
  ],
  "containers and clusters": [
    ["crictl rmp abc", "overwrites or deletes"],
    ["rdctl factory-reset", "overwrites or deletes"],
    ["telepresence intercept api", "changes the system"],
    ["okteto destroy", "overwrites or deletes"],
    ["dapr init", "installs software"],
  ],
  "secret stores": [
    ["gopass show -c db/pass", "leaves something running"],
    ["gopass rm db/pass", "overwrites or deletes"],
    ["keepassxc-cli rm db.kdbx entry", "overwrites or deletes"],
    ["lpass add site", "sends data out"],
    ["teller run -- env", "runs code"],
  ],
  "version managers": [
    ["jabba install 1.17", "installs software"],
    ["pyenv virtualenv 3.12 tools", "installs software"],
    ["sdk flush", "overwrites or deletes"],
  ],
  "other systems' package managers": [
    ["brew tap-new me/tools", "writes outside this folder"],
    ["scoop cleanup git", "overwrites or deletes"],
    ["winget source remove community", "overwrites or deletes"],
    ["choco feature enable -n allowGlobalConfirmation", "changes your settings"],
    ["nix fmt", "runs code"],
  ],
  "Windows' other tools": [
    ["vssadmin delete shadows /all /quiet", "overwrites or deletes"],
    ["msiexec /i app.msi", "installs software"],
    ["msiexec /x app.msi", "overwrites or deletes"],
    ["manage-bde -status -off C:", "changes the system"],
    ["defrag C: /O", "changes the system"],
    ["pnputil /delete-driver oem1.inf", "overwrites or deletes"],
    ["cmd /c del build", "runs code"],
  ],
  "servers, storage and clusters": [
    ["ceph auth get-or-create client.app mon 'allow r'", "changes the system"],
    ["ceph osd pool delete p p --yes-i-really-really-mean-it", "overwrites or deletes"],
    ["rados -p data get obj notes.txt", "overwrites or deletes"],
    ["pcs cluster stop --all", "overwrites or deletes"],
    ["snapper delete 5", "overwrites or deletes"],
    ["pgbackrest restore --stanza=main", "overwrites or deletes"],
    ["patronictl switchover", "changes the system"],
    ["timeshift --restore", "overwrites or deletes"],
  ],
  "scanners, package builds and frameworks": [
    ["nuclei -u https://example.com", "sends data out"],
    ["clamscan -r --remove .", "overwrites or deletes"],
    ["debuild -us -uc", "runs code"],
    ["snapcraft upload app.snap", "sends data out"],
    ["aptly publish drop stable", "overwrites or deletes"],
    ["ember destroy route users", "overwrites or deletes"],
    ["drush sql:drop", "overwrites or deletes"],
    ["drush config:export", "overwrites or deletes"],
    ["git-annex drop big.iso", "overwrites or deletes"],
    ["kubescape scan --submit", "sends data out"],
    ["zappa undeploy dev", "overwrites or deletes"],
    ["cookiecutter gh:org/template", "runs code"],
  ],
  "Linux and macOS administration": [
    ["iw reg set US", "changes the system"],
    ["xrandr --output HDMI-1 --off", "changes the system"],
    ["xrandr -q --output HDMI-1 --auto", "changes the system"],
    ["exportfs -ra", "changes the system"],
    ["semanage port -a -t http_port_t -p tcp 8081", "changes the system"],
    ["postsuper -d ALL", "overwrites or deletes"],
    ["mosquitto_sub -t sensors --remove-retained", "overwrites or deletes"],
    ["mdutil -E /", "changes the system"],
    ["tccutil reset All", "overwrites or deletes"],
    ["pbcopy < notes.txt", "leaves something running"],
  ],
};

describe("the breadth table: reads and dry runs of each ecosystem run with no one pressing a key", () => {
  for (const [ecosystem, plans] of Object.entries(RUNS)) {
    test.each(plans)(`${ecosystem}: %p runs`, async (plan) => {
      expect(await refusal(plan)).toBeUndefined();
    });
  }
});

describe("the breadth table: what writes elsewhere, deletes, sends or changes the system is asked, in words", () => {
  for (const [ecosystem, plans] of Object.entries(ASKS)) {
    test.each(plans)(`${ecosystem}: asks for %p: it %s`, async (plan, words) => {
      const v = await judge(plan, cwd);
      expect(unattendedRefusal(v)).toBeDefined();
      expect(effectNote(v)).toContain(words);
    });
  }
});

describe("the breadth table: what its options or words cannot tell is asked as unknown", () => {
  test.each([
    // (ffmpeg's outputs are told apart in effect-specials.ts: effect-breadth-3.test.ts.)
    // wmic's /format: may load a script; netsh -f runs a script.
    "wmic os get caption",
    "netsh -f script.txt",
    // A spec edited without -o opens an editor or reads a new one from stdin.
    "p4 client",
    // Tasks of the build's own, and targets of build.xml.
    "mill __.compile",
    "ant clean",
    // Collect and monitor can launch the program after --.
    "dotnet-trace collect -- ./app",
    // (PowerShell's cmdlets that change things are in the table for their -WhatIf: effect-breadth-3.test.ts.)
    "sc \\\\server query wuauserv",
    // Options before the verb hide it; a query of a database is its SQL's.
    "ipmitool -H 10.0.0.1 -U admin -P x chassis power off",
    "patronictl query -c 'drop table users'",
  ])("%p is asked as unknown", async (plan) => {
    expect(await refusal(plan)).toContain("does what aye does not know");
  });

  // A differ of the plan's own choosing runs whatever it names.
  test.each([
    "fossil diff --command 'rm -rf ~'",
    "fossil gdiff",
    "bzr diff --using meld",
    "quilt diff --diff=./mydiff",
    "quilt header -e",
    "sccache gcc -c main.c",
    "datadog-agent check disk",
  ])("%p runs code aye cannot read, so it is asked", async (plan) => {
    expect(await refusal(plan)).toContain("runs code aye cannot read");
  });

  test("a listing option with one that acts is no listing", async () => {
    expect(await refusal("dism /Online /Get-Features /Enable-Feature /FeatureName:X")).toBeDefined();
    expect(await refusal("metaflac --list --remove-all-tags a.flac")).toBeDefined();
    expect(await refusal("schtasks /query /delete /tn x")).toBeDefined();
    expect(await refusal("mokutil --mokx --import key.der")).toBeDefined();
    expect(await refusal("v4l2-ctl --all --set-freq=100")).toBeDefined();
    expect(await refusal("mdutil -s -i off /")).toBeDefined();
    expect(await refusal("monit -t reload")).toBeDefined();
    // An export named beside a query writes where it says.
    expect(await refusal("inkscape --query-all --export-filename=../x.png a.svg")).toBeDefined();
    // id3v2 sets a frame by an option named after it: even with -l it may write.
    expect(await refusal("id3v2 -l --TIT2 title a.mp3")).toBeDefined();
  });
});
