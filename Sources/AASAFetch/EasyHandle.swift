import AASACore
import CCurl
import Glibc

/// Owns one libcurl easy handle and the state of the transfer it runs.
///
/// Used only on the fetch thread. Reused between transfers (`curl_easy_reset` keeps its TLS
/// session cache); freed in `deinit`. libcurl's callbacks reach it through an unretained pointer,
/// valid because the multi loop holds the handle while the transfer is in flight.
final class EasyHandle {
    let curl: UnsafeMutableRawPointer
    let errorBuffer: UnsafeMutablePointer<CChar>
    private var connectTo: UnsafeMutablePointer<curl_slist>?
    private(set) var collector = ResponseCollector(bodyLimit: 0, headerLimit: 0)
    /// The work this handle is doing, while in flight.
    var job: FetchJob?
    /// Whether the transfer refused an address that is not public (``FetchRequest/publicAddressesOnly``).
    private(set) var refusedAddress = false

    init?() {
        guard CurlLibrary.isReady, let curl = aasa_curl_easy_init() else { return nil }
        self.curl = curl
        errorBuffer = .allocate(capacity: aasa_curl_error_size)
        errorBuffer.initialize(repeating: 0, count: aasa_curl_error_size)
    }

    deinit {
        aasa_curl_easy_cleanup(curl)
        aasa_curl_slist_free_all(connectTo)
        errorBuffer.deallocate()
    }

    /// Sets every option for the job's request; returns the first failure.
    func prepare(_ job: FetchJob, share: UnsafeMutableRawPointer?) -> CURLcode {
        self.job = job
        let request = job.request
        collector = ResponseCollector(
            bodyLimit: job.verifying ? request.bodyLimit : 0, headerLimit: request.headerLimit)
        errorBuffer[0] = 0
        refusedAddress = false
        let this = Unmanaged.passUnretained(self).toOpaque()
        var codes: [CURLcode] = [
            aasa_easy_set_no_signal(curl, 1),
            aasa_easy_set_error_buffer(curl, errorBuffer),
            aasa_easy_set_private(curl, this),
            aasa_easy_set_protocols(curl, "https"),
            aasa_easy_set_follow_location(curl, 0),
            aasa_easy_set_accept_encoding(curl, ""),
            aasa_easy_set_user_agent(curl, request.userAgent),
            aasa_easy_set_timeout_ms(curl, FetchRequest.milliseconds(request.timeout, fallback: 10)),
            aasa_easy_set_connect_timeout_ms(
                curl, FetchRequest.milliseconds(request.connectTimeout, fallback: 10)),
            setTrustStore(request.trustStore),
            aasa_easy_set_verify_peer(curl, job.verifying ? 1 : 0),
            aasa_easy_set_verify_host(curl, job.verifying ? 2 : 0),
            aasa_easy_set_cert_info(curl, 1),
            aasa_easy_set_write_data(curl, this),
            aasa_easy_set_header_data(curl, this),
            aasa_easy_set_write_function(curl, Self.writeCallback),
            aasa_easy_set_header_function(curl, Self.headerCallback),
            aasa_easy_set_url(curl, request.url),
        ]
        // The look at a bad certificate needs only the handshake: stop there, so a slow server
        // cannot stretch it. Its unverified connection is closed afterwards, as is a host's last.
        if !job.verifying { codes.append(aasa_easy_set_connect_only(curl, 1)) }
        if !job.verifying || request.closesConnection { codes.append(aasa_easy_set_forbid_reuse(curl, 1)) }
        if let proxy = request.proxy { codes.append(aasa_easy_set_proxy(curl, proxy)) }
        if let noProxy = request.noProxy { codes.append(aasa_easy_set_no_proxy(curl, noProxy)) }
        if let share { codes.append(aasa_easy_set_share(curl, share)) }
        if request.publicAddressesOnly {
            codes.append(aasa_easy_set_open_socket_function(curl, Self.openPublicSocket))
            codes.append(aasa_easy_set_open_socket_data(curl, this))
        }
        codes.append(setConnectTo(request.connectTo))
        return codes.first { $0 != CURLE_OK } ?? CURLE_OK
    }

    /// A bundle with no directory keeps libcurl's CA cache on; a directory is read per connection.
    private func setTrustStore(_ store: TrustStore) -> CURLcode {
        switch store {
        case .file(let path):
            let code = aasa_easy_set_ca_info(curl, path)
            return code == CURLE_OK ? aasa_easy_clear_ca_path(curl) : code
        case .directory(let path):
            let code = aasa_easy_set_ca_path(curl, path)
            return code == CURLE_OK ? aasa_easy_set_ca_info(curl, nil) : code
        }
    }

    private func setConnectTo(_ entries: [String]) -> CURLcode {
        aasa_curl_slist_free_all(connectTo)
        connectTo = nil
        for entry in entries {
            guard let list = aasa_curl_slist_append(connectTo, entry) else { return CURLE_OUT_OF_MEMORY }
            connectTo = list
        }
        return aasa_easy_set_connect_to(curl, connectTo)
    }

    /// Forgets the last transfer's options and data but keeps the handle's caches.
    func reset() {
        aasa_curl_easy_reset(curl)
        aasa_curl_slist_free_all(connectTo)
        connectTo = nil
        collector = ResponseCollector(bodyLimit: 0, headerLimit: 0)
        job = nil
    }

    /// Opens the socket libcurl asks for unless its address is not public: then libcurl is
    /// refused before any packet leaves, so an open port and a closed one look the same.
    private static let openPublicSocket: aasa_open_socket_callback = { clientp, _, address in
        guard let clientp, let address else { return aasa_curl_socket_bad }
        let handle = Unmanaged<EasyHandle>.fromOpaque(clientp).takeUnretainedValue()
        var bytes = [UInt8](repeating: 0, count: 16)
        let count = Int(aasa_sockaddr_address(address, &bytes))
        guard let ip = IPAddress(bytes: Array(bytes.prefix(count))), ip.isPublic else {
            handle.refusedAddress = true
            return aasa_curl_socket_bad
        }
        return socket(address.pointee.family, address.pointee.socktype, address.pointee.protocol)
    }

    private static let writeCallback: aasa_data_callback = { data, size, count, userdata in
        guard let userdata else { return 0 }
        let handle = Unmanaged<EasyHandle>.fromOpaque(userdata).takeUnretainedValue()
        let length = size &* count
        // Returning less than `length` makes libcurl stop with CURLE_WRITE_ERROR.
        return handle.collector.appendBody(UnsafeRawBufferPointer(start: data, count: length)) ? length : 0
    }

    private static let headerCallback: aasa_data_callback = { data, size, count, userdata in
        guard let userdata else { return 0 }
        let handle = Unmanaged<EasyHandle>.fromOpaque(userdata).takeUnretainedValue()
        let length = size &* count
        return handle.collector.appendHeaderLine(UnsafeRawBufferPointer(start: data, count: length)) ? length : 0
    }
}
