import CCurl

/// The number of glibc malloc arenas, capped where address space is scarce (`AddressSpaceBudget`).
package enum MallocArenas {
    package static func cap(_ count: Int) {
        _ = aasa_cap_malloc_arenas(Int32(count))
    }
}
