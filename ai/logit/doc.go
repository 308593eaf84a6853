// Package logit fits a logistic regression: the chance of an outcome as the
// logistic curve of a weighted sum of terms, plus an intercept, fitted to
// weighted samples by minimising the log-loss with an optional L2 penalty
// pulling the weights towards a prior. It knows no game: a game's trainer
// turns its positions into Samples (the terms) and labels them with the
// result (1, ½ or 0 for draws), and keeps the fitted Model as its evaluation's
// weights.
package logit
