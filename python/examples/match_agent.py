"""An agent for `tortuga-rules match`: the JSON-lines side of a language-model harness.

    npx tortuga-rules match --game 1667 --players 5 --games 20 --bots easy \
        --agent "python3 python/examples/match_agent.py"

It reads the rules summary once (`{"type": "rules"}`), then a `{"type": "decide"}` message per
decision with the compact `prompt` (a text) and the `legal` actions, and answers one line:
`{"action": "<a menu text>"}` or `{"id": <id>}`. With LLM_URL set it asks an OpenAI-compatible chat
endpoint (LLM_URL, LLM_MODEL, LLM_KEY), the rules as the system message and the prompt as the
user's; otherwise it plays a fixed stand-in (the first legal action), so the plumbing can be tried
without a model. Standard library only.
"""
import json
import os
import sys
import urllib.request


def ask_model(system, prompt):
    """The model's answer to one prompt, or None when it cannot be asked."""
    url = os.environ.get("LLM_URL")
    if not url:
        return None
    body = {
        "model": os.environ.get("LLM_MODEL", "default"),
        "messages": [
            {"role": "system", "content": system + "\nAnswer with one action of the menu and nothing else."},
            {"role": "user", "content": prompt},
        ],
    }
    request = urllib.request.Request(url, json.dumps(body).encode(), {"Content-Type": "application/json", "Authorization": "Bearer " + os.environ.get("LLM_KEY", "")})
    with urllib.request.urlopen(request, timeout=50) as response:
        return json.load(response)["choices"][0]["message"]["content"].strip().splitlines()[0]


def main():
    rules = ""
    for line in sys.stdin:
        message = json.loads(line)
        if message["type"] == "rules":
            rules = message["text"]
        elif message["type"] == "decide":
            prompt = message["prompt"] if isinstance(message["prompt"], str) else json.dumps(message["prompt"])
            text = ask_model(rules, prompt)
            answer = {"action": text} if text else {"id": message["legal"][0]["id"]}
            print(json.dumps(answer), flush=True)
        elif message["type"] == "bye":
            break


if __name__ == "__main__":
    main()
