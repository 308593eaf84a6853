package hannibal

// EngineVersion names this rules engine's behaviour. A game record carries the
// version that made it; replaying it under another version is refused, because the
// same actions might not mean the same game.
const EngineVersion = "punic-hannibal 0.6"
