@preconcurrency import CLibXML2
import CCmarkGFM

enum LinkProbe {
    static func versions() -> (String, String) {
        (String(cString: cmark_version_string()), String(LIBXML_DOTTED_VERSION))
    }
}
