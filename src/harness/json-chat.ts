import OpenAI from 'openai';
import { z } from 'zod';
import { modelFetch } from './model-fetch.ts';
import type { RateLimiter } from './rate-limit.ts';

/**
 * A model that answers with a JSON object, behind an OpenAI-compatible chat-completions endpoint
 * (OpenAI, Ollama `/v1`, vLLM, llama.cpp server) through the `openai` SDK: what the llm-judge
 * defense and the disclosure classifier ask their models through. Greedy decoding (temperature 0).
 */

export const jsonChatOptionsSchema = z
  .object({
    model: z.string().min(1),
    baseURL: z.url().optional(),
    /** Defaults to OPENAI_API_KEY; local servers accept any key. */
    apiKey: z.string().optional(),
    timeoutMs: z.number().int().positive().default(60_000),
    maxRetries: z.number().int().min(0).max(10).default(2),
    /** Ask for `response_format: json_object` (servers that do not support it: set false). */
    jsonMode: z.boolean().default(true),
  })
  .strict();

export type JsonChatOptions = z.input<typeof jsonChatOptionsSchema>;

export interface ChatMessage {
  readonly role: 'system' | 'user';
  readonly content: string;
}

export interface JsonChat {
  /** Model identity recorded with what it decides, e.g. `gpt-4o-mini@https://api.openai.com/v1`. */
  readonly id: string;
  /** The model's raw reply text. */
  complete(messages: readonly ChatMessage[]): Promise<string>;
}

/** `limiter` (the process's `--max-rpm`) paces every HTTP request of this client, retries included. */
export function createJsonChat(options: JsonChatOptions, limiter?: RateLimiter): JsonChat {
  const settings = jsonChatOptionsSchema.parse(options);
  const client = new OpenAI({
    baseURL: settings.baseURL,
    apiKey: settings.apiKey ?? process.env.OPENAI_API_KEY ?? 'not-needed',
    timeout: settings.timeoutMs,
    maxRetries: settings.maxRetries,
    fetch: modelFetch(settings.timeoutMs, limiter),
  });
  return {
    id: settings.baseURL ? `${settings.model}@${settings.baseURL}` : settings.model,
    async complete(messages) {
      const completion = await client.chat.completions.create({
        model: settings.model,
        messages: messages.map((m) => ({ ...m })),
        temperature: 0,
        ...(settings.jsonMode ? { response_format: { type: 'json_object' as const } } : {}),
      });
      const content = completion.choices[0]?.message?.content;
      if (typeof content !== 'string') throw new Error(`${settings.model} returned no text content`);
      return content;
    },
  };
}

/** The JSON object of a model reply, possibly inside a ```json fence; throws with the reply's start when there is none. */
export function replyObject(text: string, who: string): unknown {
  const fenced = /```(?:json)?\s*([\s\S]*?)```/i.exec(text);
  const body = (fenced ? fenced[1] : text).trim();
  try {
    return JSON.parse(body);
  } catch {
    throw new Error(`${who} reply is not JSON: ${JSON.stringify(text.slice(0, 200))}`);
  }
}
