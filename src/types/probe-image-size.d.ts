// The synchronous size reader of probe-image-size (the package ships no types).
declare module "probe-image-size/sync" {
  interface ProbedSize {
    width: number
    height: number
    type: string
    mime: string
    wUnits: string
    hUnits: string
  }
  function probeImageSize(bytes: Buffer): ProbedSize | null
  export = probeImageSize
}
