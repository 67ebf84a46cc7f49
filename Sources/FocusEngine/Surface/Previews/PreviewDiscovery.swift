#if os(Linux)
/// The Swift runtime's enumeration of loaded images' metadata sections (exported by libswiftCore
/// on ELF platforms; the swift-testing library discovers tests the same way).
@_silgen_name("swift_enumerateAllMetadataSections")
private func swift_enumerateAllMetadataSections(
    _ body: @convention(c) (UnsafeRawPointer, UnsafeMutableRawPointer) -> Bool,
    _ context: UnsafeMutableRawPointer)
#endif

/// Finds the types conforming to `_PreviewRegistration` and `PreviewProvider` by walking the
/// protocol conformance records of every loaded image (`swift5_protocol_conformances`).
///
/// Record layouts (Swift ABI, `docs/ABI/TypeMetadata.rst`): a conformance record is a 32-bit
/// relative pointer to a conformance descriptor `{ protocol, typeRef, witnessTable, flags }`
/// (32 bits each; the protocol pointer may be indirect, low bit set; the type reference kind is
/// `flags >> 3 & 7`); a context descriptor starts `{ flags, parent, name }` and a type descriptor
/// continues with its metadata access function. Only non-generic types are instantiated.
enum PreviewDiscovery {
    static func registrations() -> [Preview] {
        var found: [Preview] = []
        for type in conformingTypes(toProtocolsNamed: ["_PreviewRegistration", "PreviewProvider"]) {
            if let registration = type as? any _PreviewRegistration.Type {
                found.append(Preview(registration: registration))
            } else if let provider = type as? any PreviewProvider.Type {
                found.append(Preview(provider: provider))
            }
        }
        return found
    }

    /// Non-generic types whose conformance records name a FocusEngine protocol in `names`.
    static func conformingTypes(toProtocolsNamed names: Set<String>) -> [Any.Type] {
        #if os(Linux)
        final class Collector {
            var ranges: [UnsafeRawBufferPointer] = []
        }
        let collector = Collector()
        withExtendedLifetime(collector) {
            swift_enumerateAllMetadataSections({ sections, context in
                // MetadataSections: version, reserved, next, prev, then { start, length } ranges:
                // swift5_protocols, swift5_protocol_conformances, ...
                let words = sections.assumingMemoryBound(to: UInt.self)
                let start = words[6], length = words[7]
                if start != 0, length > 0, let base = UnsafeRawPointer(bitPattern: start) {
                    let collector = Unmanaged<Collector>.fromOpaque(context).takeUnretainedValue()
                    collector.ranges.append(UnsafeRawBufferPointer(start: base, count: Int(length)))
                }
                return true
            }, Unmanaged.passUnretained(collector).toOpaque())
        }
        var types: [Any.Type] = []
        for range in collector.ranges {
            guard let base = range.baseAddress else { continue }
            for offset in stride(from: 0, to: range.count - 3, by: 4) {
                let record = base + offset
                guard let descriptor = relative(record), let type = conformingType(descriptor, names: names) else { continue }
                types.append(type)
            }
        }
        return types
        #else
        return []
        #endif
    }

    /// The type of a conformance descriptor whose protocol is one of `names`, if non-generic.
    private static func conformingType(_ descriptor: UnsafeRawPointer, names: Set<String>) -> Any.Type? {
        guard let proto = indirectable(descriptor), let protoName = name(ofContext: proto), names.contains(protoName),
              let module = parent(ofContext: proto), name(ofContext: module) == "FocusEngine" else { return nil }
        let flags = descriptor.load(fromByteOffset: 12, as: UInt32.self)
        let typeField = descriptor + 4
        let typeDescriptor: UnsafeRawPointer?
        switch (flags >> 3) & 7 {
        case 0: typeDescriptor = relative(typeField)
        case 1: typeDescriptor = relative(typeField).flatMap { $0.load(as: UnsafeRawPointer?.self) }
        default: return nil   // Objective-C classes
        }
        guard let type = typeDescriptor else { return nil }
        let typeFlags = type.load(as: UInt32.self)
        let kind = typeFlags & 0x1F, isGeneric = typeFlags & 0x80 != 0
        guard (16...18).contains(kind), !isGeneric, let accessor = relative(type + 12) else { return nil }
        typealias Accessor = @convention(thin) (Int) -> UnsafeRawPointer
        let metadata = unsafeBitCast(accessor, to: Accessor.self)(0)
        return unsafeBitCast(metadata, to: Any.Type.self)
    }

    /// A 32-bit relative direct pointer's target.
    private static func relative(_ field: UnsafeRawPointer) -> UnsafeRawPointer? {
        let offset = field.loadUnaligned(as: Int32.self)
        return offset == 0 ? nil : field + Int(offset)
    }

    /// A 32-bit relative pointer that may be indirect (low bit set: it points at a pointer).
    private static func indirectable(_ field: UnsafeRawPointer) -> UnsafeRawPointer? {
        let offset = field.loadUnaligned(as: Int32.self)
        guard offset != 0 else { return nil }
        let target = field + Int(offset & ~1)
        return offset & 1 == 0 ? target : target.load(as: UnsafeRawPointer?.self)
    }

    private static func name(ofContext context: UnsafeRawPointer) -> String? {
        relative(context + 8).map { String(cString: $0.assumingMemoryBound(to: CChar.self)) }
    }

    private static func parent(ofContext context: UnsafeRawPointer) -> UnsafeRawPointer? {
        indirectable(context + 4)
    }
}
