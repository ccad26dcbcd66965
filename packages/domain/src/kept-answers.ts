/**
 * `compute` with its answers kept, up to `most` of them (then all forgotten at once, and kept anew): for the days,
 * hours and day strings a list asks about for every row, which are few and come again and again.
 */
export function keptAnswers<K, V extends object | string | number | null>(
  most: number,
  compute: (key: K) => V,
): (key: K) => V {
  const answers = new Map<K, V>();
  return (key) => {
    let answer = answers.get(key);
    if (answer === undefined) {
      if (answers.size >= most) answers.clear();
      answer = compute(key);
      answers.set(key, answer);
    }
    return answer;
  };
}
