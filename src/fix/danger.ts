/** Commands that can destroy work: marked loudly and run only after the person types `yes`. */

const DANGERS: [RegExp, string][] = [
  [/\brm\s+(?:-[a-zA-Z]*[rR][a-zA-Z]*\s+-?[a-zA-Z]*f|-[a-zA-Z]*f[a-zA-Z]*\s+-[a-zA-Z]*[rR]|-[a-zA-Z]*(?:rf|fr)[a-zA-Z]*|--recursive\s+--force|--force\s+--recursive)\b/, "deletes files recursively without asking"],
  [/\brm\s+(?:-\S+\s+)*(?:\/|~|\*|\.)(?:\s|$)/, "deletes a whole tree"],
  [/\bdd\b[^|;&]*\bof=/, "writes raw bytes over a file or device"],
  [/\bmkfs(?:\.\w+)?\b|\bwipefs\b|\bfdisk\b|\bparted\b|\bsgdisk\b/, "rewrites a disk or partition"],
  [/>\s*\/dev\/(?:sd|nvme|hd|vd|mmcblk|disk)\w*/, "writes to a block device"],
  [/\b(?:shutdown|reboot|halt|poweroff)\b|\bsystemctl\s+(?:poweroff|reboot|halt)\b/, "stops the machine"],
  [/\bchmod\s+(?:-R\s+)?0?777\b|\bchmod\s+-R\b|\bchown\s+-R\b/, "changes permissions widely"],
  [/\bgit\s+push\b.*(?:\s--force\b|\s-f\b|\s--force-with-lease\b|\s\+\S)/, "rewrites history on the remote"],
  [/\bgit\s+reset\s+--hard\b/, "throws away uncommitted work"],
  [/\bgit\s+clean\s+-\w*f/, "deletes untracked files"],
  [/\bgit\s+(?:checkout|restore)\s+(?:--\s+)?\.(?:\s|$)/, "throws away uncommitted changes"],
  [/\bgit\s+branch\s+-D\b/, "deletes a branch that may not be merged"],
  [/\b(?:curl|wget)\b[^|]*\|\s*(?:sudo\s+)?(?:ba|z|da|fi)?sh\b/, "runs a script straight from the network"],
  [/:\(\)\s*\{\s*:\|:&\s*\};:/, "a fork bomb"],
  [/\bkill(?:all)?\s+-9\s+-1\b|\bkillall\b|\bpkill\s+-9\b/, "kills many processes"],
  [/\bdocker\s+system\s+prune\b|\bdocker\s+volume\s+(?:rm|prune)\b/, "deletes Docker data"],
  [/\bkubectl\s+delete\b/, "deletes cluster resources"],
  [/\bterraform\s+destroy\b/, "destroys infrastructure"],
  [/\bDROP\s+(?:TABLE|DATABASE|SCHEMA)\b|\bTRUNCATE\s+TABLE\b/i, "drops data"],
  [/\btruncate\s+-s\s*0\b|>\s*\/etc\//, "empties or overwrites a file"],
];

/** Why `command` is dangerous, or an empty list. Async: judging may need to load a parser. */
export async function dangers(command: string): Promise<string[]> {
  return DANGERS.filter(([pattern]) => pattern.test(command)).map(([, why]) => why);
}
