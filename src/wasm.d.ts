/** `import path from "x.wasm" with { type: "file" }`: the embedded file's path, read with Bun.file. */
declare module "*.wasm" {
  const path: string;
  export default path;
}
