// rtt-fuzz.js plays random games of one Rally the Troops module under node the
// way RTT's own fuzzer (server tools/rtt-fuzz.js) does: at every step it builds
// rules.view for the active role, picks a random enabled action from
// view.actions (never "undo"), and applies it with rules.action. It then prints
// the steps per second, once with the view only (the fuzzer's loop) and once
// with the view also JSON-encoded (what a server sends), so the figures sit
// beside punic's BenchmarkRandomStepsWithView.
//
//   node rtt-fuzz.js /path/to/module [CPU-seconds]
//
// The module directory must hold rules.js exporting setup(seed, scenario,
// options), view(state, role) and action(state, role, action, arg). The
// fuzzer's own bookkeeping (a deep copy of the state before each action, kept
// to report crashes) is left out: it is not part of a step.
"use strict"

const path = require("path")

const dir = process.argv[2]
const seconds = parseFloat(process.argv[3] || "3")
if (!dir) {
	console.error("usage: node rtt-fuzz.js /path/to/rtt-module [CPU-seconds]")
	process.exit(2)
}
const rules = require(path.resolve(dir, "rules.js"))
globalThis.RTT_FUZZER = true

// A small deterministic generator (mulberry32), so runs repeat.
function rng(seed) {
	let a = seed >>> 0
	return function () {
		a = (a + 0x6d2b79f5) >>> 0
		let t = a
		t = Math.imul(t ^ (t >>> 15), t | 1)
		t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
		return ((t ^ (t >>> 14)) >>> 0) / 4294967296
	}
}

function pick(r, list) {
	return list[Math.floor(r() * list.length)]
}

// cpuMs is the CPU time the process has used, in milliseconds.
function cpuMs() {
	const u = process.cpuUsage()
	return (u.user + u.system) / 1000
}

// run plays random games until the process has used ms more milliseconds of
// CPU time (so that a loaded machine gives the JIT the same warm-up and the
// measurement the same work); encode also JSON-encodes each view. It returns
// the steps, games finished and bytes encoded.
function run(ms, encode, seed) {
	const r = rng(seed)
	const scenarios = Array.isArray(rules.scenarios) ? rules.scenarios : Object.values(rules.scenarios).flat()
	const usable = scenarios.filter((s) => !String(s).startsWith("Random"))
	let steps = 0, games = 0, bytes = 0, stuck = 0
	const end = cpuMs() + ms
	while (cpuMs() < end) {
		const scenario = usable[0]
		const options = {}
		let roles = rules.roles
		if (typeof roles === "function") roles = roles(scenario, options)
		let state = rules.setup(1 + Math.floor(r() * (2 ** 35 - 31)), scenario, options)
		let n = 0
		while (state.active && state.active !== "None" && n < 10000) {
			let active = state.active
			if (Array.isArray(active)) active = pick(r, active)
			if (active === "Both") active = pick(r, roles)
			const view = rules.view(state, active)
			if (encode) bytes += JSON.stringify(view).length
			if (!view.actions) { stuck++; break }
			const actions = Object.entries(view.actions).filter(([a, args]) => a !== "undo" && args !== 0 && args !== false)
			if (actions.length === 0) { stuck++; break }
			const [action, args] = pick(r, actions)
			let arg
			if (Array.isArray(args)) arg = pick(r, args)
			state = rules.action(state, active, action, arg)
			n++
			steps++
			if ((steps & 255) === 0 && cpuMs() >= end) break
		}
		games++
	}
	return { steps, games, bytes, stuck }
}

const title = path.basename(path.resolve(dir))
run(1000, true, 7) // warm the JIT: one CPU-second
for (const encode of [false, true]) {
	const t0 = process.hrtime.bigint()
	const c0 = process.cpuUsage()
	const res = run(seconds * 1000, encode, 1)
	const secs = Number(process.hrtime.bigint() - t0) / 1e9
	const c1 = process.cpuUsage(c0)
	const cpu = (c1.user + c1.system) / 1e6
	const what = encode ? "view+json" : "view"
	let line = `rtt ${title} ${what}: ${Math.round(res.steps / secs)} steps/s, ${Math.round(res.steps / cpu)} steps/CPU-s (${res.steps} steps, ${res.games} games in ${secs.toFixed(1)} s, ${cpu.toFixed(1)} s CPU`
	if (encode) line += `, ${Math.round(res.bytes / Math.max(res.steps, 1))} bytes of JSON per view`
	if (res.stuck) line += `, ${res.stuck} games stopped with no action`
	console.log(line + ")")
}
