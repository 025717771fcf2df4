-- Neovim's built-in LSP client (0.7: vim.lsp.start_client, no vim.lsp.start) opens a screen file
-- and must show higlint's findings where a user would see them. Run by scripts/check-lsp.sh:
--   HIGLINT_BINARY=… LSP_FILE=… nvim --headless -u NONE -i NONE -c "luafile Tests/lsp/neovim_smoke.lua"
-- Exits 0 when the expected diagnostics arrive, else 1 with the reason on stdout.
local binary = assert(os.getenv("HIGLINT_BINARY"), "HIGLINT_BINARY is not set")
local file = assert(os.getenv("LSP_FILE"), "LSP_FILE is not set")

local function finish(code, text)
  io.stdout:write(text .. "\n")
  vim.cmd("cquit " .. code)
end

vim.cmd("edit " .. vim.fn.fnameescape(file))
local client_id = vim.lsp.start_client({
  name = "higlint",
  cmd = { binary, "lsp" },
  root_dir = vim.fn.fnamemodify(file, ":h"),
})
if not client_id then finish(1, "the client did not start") end
vim.lsp.buf_attach_client(0, client_id)

local arrived = vim.wait(30000, function() return #vim.diagnostic.get(0) >= 2 end, 50)
if not arrived then finish(1, "no diagnostics within 30 s") end

local found = {}
for _, d in ipairs(vim.diagnostic.get(0)) do
  local lsp = d.user_data and d.user_data.lsp or {}
  local code = d.code or lsp.code
  table.insert(found, string.format("%s %d:%d %s", tostring(code), d.lnum, d.col, d.source or ""))
end
table.sort(found)
local text = table.concat(found, "\n")
-- Neovim counts columns in bytes: it converted the server's UTF-16 characters (38 on line 14,
-- after an emoji and Korean) to 50.
local expected = "popover-oversize 12:6 higlint\npopover-word-in-copy 14:50 higlint"
vim.lsp.stop_client(client_id)
vim.wait(5000, function() return vim.lsp.get_client_by_id(client_id) == nil end, 50)
if text == expected then finish(0, "neovim: " .. text:gsub("\n", "; ")) else finish(1, "neovim got:\n" .. text .. "\nexpected:\n" .. expected) end
