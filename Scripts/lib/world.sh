# Sourced by scripts that need the loopback fixture world: start_world STATE-DIR starts it (it
# stops when the calling script exits) and sets WORLD_PORT and WORLD_CA.
start_world() {
    local state=$1
    mkdir -p "$state"
    rm -f "$state/world.json"
    python3 Scripts/fixture-world/world.py --state-dir "$state" --lifetime 600 &
    WORLD_PID=$!
    trap 'kill $WORLD_PID 2>/dev/null || true' EXIT
    for _ in $(seq 1 300); do
        [ -f "$state/world.json" ] && break
        kill -0 $WORLD_PID 2>/dev/null || { echo "error: the fixture world did not start (see $state/world.log)" >&2; return 2; }
        sleep 0.1
    done
    [ -f "$state/world.json" ] || { echo "error: the fixture world did not start in 30 s" >&2; return 2; }
    WORLD_PORT=$(python3 -c 'import json,sys; print(json.load(open(sys.argv[1]))["httpsPort"])' "$state/world.json")
    WORLD_CA=$(python3 -c 'import json,sys; print(json.load(open(sys.argv[1]))["caFile"])' "$state/world.json")
}
