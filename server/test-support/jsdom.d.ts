// jsdom ships no types and the server's type check has no DOM library; the little the server
// tests use of it: an XML document parsed, read by element and attribute.
declare module 'jsdom' {
  interface XmlElement {
    readonly localName: string
    readonly namespaceURI: string | null
    readonly textContent: string | null
    getAttribute(name: string): string | null
    getElementsByTagName(name: string): XmlElements
    getElementsByTagNameNS(namespace: string, name: string): XmlElements
  }
  interface XmlElements extends Iterable<XmlElement> {
    readonly length: number
    [index: number]: XmlElement | undefined
  }
  interface XmlDocument {
    readonly documentElement: XmlElement
    getElementsByTagName(name: string): XmlElements
  }
  export class JSDOM {
    constructor(text: string, options?: { contentType?: string })
    readonly window: { readonly document: XmlDocument }
  }
}
