run {} --kernel k --grid 2147483647 --device ptx-emulator --max-work 1000000
