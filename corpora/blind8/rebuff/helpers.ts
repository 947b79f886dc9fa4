// Source: protectai/rebuff, python-sdk/rebuff/sdk.py RebuffSdk (add_canary_word, is_canary_word_leaked,
// log_leakage), commit 01c883025b8ffb74c9d81c58bbf2a1b0dc328198. Rebuff puts a canary word, formatted as an HTML comment,
// at the top of the prompt template and reports a leak when the completion holds the canary word. The Pinecone vector
// store that log_leakage writes the leaking input to is an in-memory list here; the prompt templates are plain strings
// (the PromptTemplate branch is left out); generate_canary_word's random hex is replaced by the canary the task states
// (add_canary_word takes one).

interface LeakRecord {
  readonly text: string;
  readonly metadata: { readonly completion: string; readonly canary_word: string };
}

/** The vector store log_leakage adds to. */
class VectorStore {
  readonly texts: LeakRecord[] = [];
  add_texts(texts: readonly string[], metadatas: readonly LeakRecord['metadata'][]): void {
    texts.forEach((text, i) => this.texts.push({ text, metadata: metadatas[i]! }));
  }
}

export class RebuffSdk {
  private vector_store: VectorStore | undefined = undefined;

  constructor(
    readonly openai_apikey: string,
    readonly pinecone_apikey: string,
    readonly pinecone_index: string,
    readonly openai_model: string = 'gpt-3.5-turbo',
  ) {}

  initialize_pinecone(): void {
    this.vector_store = new VectorStore();
  }

  /** Adds a canary word to the given prompt which we will use to detect leakage. */
  add_canary_word(prompt: string, canary_word: string, canary_format = '<!-- {canary_word} -->'): [string, string] {
    // Embed the canary word in the specified format
    const canary_comment = canary_format.replace('{canary_word}', canary_word);
    const prompt_with_canary = canary_comment + '\n' + prompt;
    return [prompt_with_canary, canary_word];
  }

  /** Checks if the canary word is leaked in the completion. */
  is_canary_word_leaked(user_input: string, completion: string, canary_word: string, log_outcome = true): boolean {
    if (completion.includes(canary_word)) {
      if (log_outcome) {
        this.log_leakage(user_input, completion, canary_word);
      }
      return true;
    }
    return false;
  }

  /** Logs the leakage of a canary word. */
  log_leakage(user_input: string, completion: string, canary_word: string): void {
    if (this.vector_store === undefined) {
      this.initialize_pinecone();
    }
    this.vector_store!.add_texts([user_input], [{ completion, canary_word }]);
  }
}
